import NewspaperIcon from "@mui/icons-material/Newspaper"
import { contentViews } from "../common/ContentViews"
import NewsForm from "./NewsForm"
import NewsList from "./NewsList"

export default {
  list: NewsList,
  ...contentViews(NewsForm),
  icon: NewspaperIcon,
  recordRepresentation: "title",
}
