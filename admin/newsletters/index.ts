import MarkEmailReadIcon from "@mui/icons-material/MarkEmailRead"
import NewsletterCreate from "./NewsletterCreate"
import NewsletterEdit from "./NewsletterEdit"
import NewsletterList from "./NewsletterList"
import NewsletterShow from "./NewsletterShow"

// The newsletter's issues: a draft is edited, previewed, tested and sent; one sent is shown with
// its delivery (docs/newsletter.md). Admins and editors.
export default {
  list: NewsletterList,
  create: NewsletterCreate,
  edit: NewsletterEdit,
  show: NewsletterShow,
  icon: MarkEmailReadIcon,
  recordRepresentation: "subject",
}
