import SchoolIcon from "@mui/icons-material/School"
import { contentViews } from "../common/ContentViews"

export default {
  ...contentViews({
    list: {
      sort: ["title", "ASC"],
      columns: ["title", "durationDays", "updatedAt"],
    },
  }),
  icon: SchoolIcon,
  recordRepresentation: "title",
}
