import NewspaperIcon from "@mui/icons-material/Newspaper"
import { contentViews } from "../common/ContentViews"
import NewsForm from "./NewsForm"
import NewsList from "./NewsList"
import NewsShow from "./NewsShow"

export default {
  list: NewsList,
  ...contentViews(NewsForm),
  show: NewsShow,
  icon: NewspaperIcon,
  recordRepresentation: "title",
}
