import ContactMailIcon from "@mui/icons-material/ContactMail"
import ContactEdit from "./ContactEdit"
import ContactList from "./ContactList"
import ContactShow from "./ContactShow"

// Contacts arrive only through the public forms (CONTRACT): the panel reads them, handles them to
// the end (status, assignee, notes) and deletes them.
export default {
  list: ContactList,
  show: ContactShow,
  edit: ContactEdit,
  icon: ContactMailIcon,
  recordRepresentation: "name",
}
