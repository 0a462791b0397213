import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary"
import { contentViews } from "../common/ContentViews"
import TemplateForm from "./TemplateForm"
import TemplateList from "./TemplateList"
import TemplateShow from "./TemplateShow"

export default {
  list: TemplateList,
  ...contentViews(TemplateForm),
  show: TemplateShow,
  icon: PhotoLibraryIcon,
  recordRepresentation: "title",
}
