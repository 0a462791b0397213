import AutoStoriesIcon from "@mui/icons-material/AutoStories"
import { contentViews } from "../common/ContentViews"

export default contentViews({
  icon: AutoStoriesIcon,
  list: { sort: ["createdAt", "DESC"], columns: ["title", "createdAt"] },
})
