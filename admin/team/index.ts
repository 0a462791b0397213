import GroupsIcon from "@mui/icons-material/Groups"
import { contentViews } from "../common/ContentViews"
import TeamForm from "./TeamForm"
import TeamList from "./TeamList"
import TeamShow from "./TeamShow"

export default {
  list: TeamList,
  ...contentViews(TeamForm),
  show: TeamShow,
  icon: GroupsIcon,
  recordRepresentation: "name",
}
