import EventIcon from "@mui/icons-material/Event"
import { contentViews } from "../common/ContentViews"

export default {
  ...contentViews({
    list: { sort: ["date", "DESC"], columns: ["title", "date", "location"] },
  }),
  icon: EventIcon,
  recordRepresentation: "title",
}
