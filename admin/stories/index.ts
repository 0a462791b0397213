import AutoStoriesIcon from "@mui/icons-material/AutoStories"
import StoryCreate from "./StoryCreate"
import StoryEdit from "./StoryEdit"
import StoryList from "./StoryList"
import StoryShow from "./StoryShow"

export default {
  list: StoryList,
  create: StoryCreate,
  edit: StoryEdit,
  show: StoryShow,
  icon: AutoStoriesIcon,
  recordRepresentation: "title",
}
