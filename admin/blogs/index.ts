import ArticleIcon from "@mui/icons-material/Article"
import { contentViews } from "../common/ContentViews"
import { blogPath } from "../common/PublicPageLink"

export default contentViews({
  icon: ArticleIcon,
  list: {
    sort: ["createdAt", "DESC"],
    columns: ["title", "category", "createdAt"],
  },
  publicPage: blogPath,
})
