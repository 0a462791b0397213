import EventIcon from "@mui/icons-material/Event"
import { contentViews } from "../common/ContentViews"
import EventForm from "./EventForm"
import EventList from "./EventList"
import EventShow from "./EventShow"

export default {
  list: EventList,
  ...contentViews(EventForm),
  show: EventShow,
  icon: EventIcon,
  recordRepresentation: "title",
}
