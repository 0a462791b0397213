import EventIcon from "@mui/icons-material/Event"
import { contentViews } from "../common/ContentViews"

export default contentViews({
  icon: EventIcon,
  list: { sort: ["date", "DESC"], columns: ["title", "date", "location"] },
})
