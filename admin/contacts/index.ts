import ContactMailIcon from "@mui/icons-material/ContactMail"
import ContactList from "./ContactList"
import ContactShow from "./ContactShow"

// Contacts arrive only through the public forms (CONTRACT): the panel reads and deletes them.
export default {
  list: ContactList,
  show: ContactShow,
  icon: ContactMailIcon,
  recordRepresentation: "name",
}
