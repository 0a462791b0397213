import ArticleIcon from "@mui/icons-material/Article"
import { contentViews } from "../common/ContentViews"
import { blogPath } from "../common/PublicPageLink"
import BlogForm from "./BlogForm"
import BlogList from "./BlogList"

export default {
  list: BlogList,
  ...contentViews(BlogForm, { publicPage: blogPath }),
  icon: ArticleIcon,
  recordRepresentation: "title",
}
