import ContactMailIcon from "@mui/icons-material/ContactMail"
import { enquiryViews } from "../notifications/EnquiryViews"
import { contactFilters } from "./ContactFilters"
import SourceField from "./SourceField"

// Contact requests (Book Session, the request for proposal) and newsletter sign-ups, as the public
// forms sent them; the API refuses to create or edit one.
export default {
  ...enquiryViews("contacts", {
    columns: ["createdAt", "name", "email", "reason", "source"],
    filters: contactFilters,
    fields: { source: SourceField },
  }),
  icon: ContactMailIcon,
  recordRepresentation: "name",
}
