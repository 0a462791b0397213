import NewspaperIcon from "@mui/icons-material/Newspaper"
import { contentViews } from "../common/ContentViews"

export default {
  ...contentViews({
    list: { sort: ["date", "DESC"], columns: ["title", "date", "updatedAt"] },
  }),
  icon: NewspaperIcon,
  recordRepresentation: "title",
}
