import AutoStoriesIcon from "@mui/icons-material/AutoStories"
import { contentViews } from "../common/ContentViews"

export default {
  ...contentViews({
    list: { sort: ["createdAt", "DESC"], columns: ["title", "createdAt"] },
  }),
  icon: AutoStoriesIcon,
  recordRepresentation: "title",
}
