import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary"
import TemplateCreate from "./TemplateCreate"
import TemplateEdit from "./TemplateEdit"
import TemplateList from "./TemplateList"
import TemplateShow from "./TemplateShow"

export default {
  list: TemplateList,
  create: TemplateCreate,
  edit: TemplateEdit,
  show: TemplateShow,
  icon: PhotoLibraryIcon,
  recordRepresentation: "title",
}
