import ArticleIcon from "@mui/icons-material/Article"
import { contentViews } from "../common/ContentViews"
import BlogForm from "./BlogForm"
import BlogList from "./BlogList"
import BlogShow from "./BlogShow"

export default {
  list: BlogList,
  ...contentViews(BlogForm),
  show: BlogShow,
  icon: ArticleIcon,
  recordRepresentation: "title",
}
