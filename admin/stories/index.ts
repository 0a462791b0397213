import AutoStoriesIcon from "@mui/icons-material/AutoStories"
import { contentViews } from "../common/ContentViews"
import StoryForm from "./StoryForm"
import StoryList from "./StoryList"

export default {
  list: StoryList,
  ...contentViews(StoryForm),
  icon: AutoStoriesIcon,
  recordRepresentation: "title",
}
