import ContactMailIcon from "@mui/icons-material/ContactMail"
import { enquiryViews } from "../notifications/EnquiryViews"
import { contactFilters } from "./ContactFilters"
import ContactEdit from "./ContactEdit"
import {
  contactActions,
  contactAfter,
  contactFields,
  contactPhoneRow,
  NameAndEmail,
  spamColumn,
} from "./ContactViews"

// Contact requests (Book Session, the request for proposal) and newsletter sign-ups, as the public
// forms sent them; the API refuses to create one or to change what the visitor wrote. The office
// handles each to the end: status, assignee and notes (the edit screen), reply, spam.
export default {
  ...enquiryViews("contacts", {
    columns: [
      "createdAt",
      "name",
      "email",
      "reason",
      "source",
      "status",
      "assignee",
    ],
    filters: contactFilters,
    fields: contactFields,
    listFields: { name: NameAndEmail },
    phone: contactPhoneRow,
    trailing: spamColumn,
    actions: contactActions,
    after: contactAfter,
  }),
  edit: ContactEdit,
  icon: ContactMailIcon,
  recordRepresentation: "name",
}
