import GroupsIcon from "@mui/icons-material/Groups"
import { contentViews } from "../common/ContentViews"
import TeamForm from "./TeamForm"
import TeamList from "./TeamList"

export default {
  list: TeamList,
  ...contentViews(TeamForm),
  icon: GroupsIcon,
  recordRepresentation: "name",
}
