import EventIcon from "@mui/icons-material/Event"
import { contentViews } from "../common/ContentViews"
import EventForm from "./EventForm"
import EventList from "./EventList"

export default {
  list: EventList,
  ...contentViews(EventForm),
  icon: EventIcon,
  recordRepresentation: "title",
}
