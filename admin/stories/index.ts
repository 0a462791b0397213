import AutoStoriesIcon from "@mui/icons-material/AutoStories"
import { contentViews } from "../common/ContentViews"
import StoryForm from "./StoryForm"
import StoryList from "./StoryList"
import StoryShow from "./StoryShow"

export default {
  list: StoryList,
  ...contentViews(StoryForm),
  show: StoryShow,
  icon: AutoStoriesIcon,
  recordRepresentation: "title",
}
