import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary"
import { contentViews } from "../common/ContentViews"
import TemplateForm from "./TemplateForm"
import TemplateList from "./TemplateList"

export default {
  list: TemplateList,
  ...contentViews(TemplateForm),
  icon: PhotoLibraryIcon,
  recordRepresentation: "title",
}
