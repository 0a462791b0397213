import NewspaperIcon from "@mui/icons-material/Newspaper"
import { contentViews } from "../common/ContentViews"

export default contentViews({
  icon: NewspaperIcon,
  list: { sort: ["date", "DESC"], columns: ["title", "date", "updatedAt"] },
})
