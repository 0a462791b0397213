import ContactMailIcon from "@mui/icons-material/ContactMail"
import ContactList from "./ContactList"
import SourceField from "./SourceField"
import { enquiryShow } from "../notifications/EnquiryShow"

// Contacts arrive only through the public forms (Book Session, the request for proposal, the
// newsletter): the API refuses to create or edit one, so the panel reads and deletes them.
export default {
  list: ContactList,
  show: enquiryShow({ source: SourceField }),
  icon: ContactMailIcon,
  recordRepresentation: "name",
}
