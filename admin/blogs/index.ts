import ArticleIcon from "@mui/icons-material/Article"
import BlogCreate from "./BlogCreate"
import BlogEdit from "./BlogEdit"
import BlogList from "./BlogList"
import BlogShow from "./BlogShow"

export default {
  list: BlogList,
  create: BlogCreate,
  edit: BlogEdit,
  show: BlogShow,
  icon: ArticleIcon,
  recordRepresentation: "title",
}
