import MarkunreadMailboxIcon from "@mui/icons-material/MarkunreadMailbox"
import SubscriberList from "./SubscriberList"
import SubscriberShow from "./SubscriberShow"

// The newsletter's subscribers, read-only: they come and go only by their own sign-up, link and
// unsubscribe (or an administrator's erasure under People).
export default {
  list: SubscriberList,
  show: SubscriberShow,
  icon: MarkunreadMailboxIcon,
  recordRepresentation: "email",
}
