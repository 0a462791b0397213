import GroupsIcon from "@mui/icons-material/Groups"
import { contentViews } from "../common/ContentViews"

export default contentViews({
  icon: GroupsIcon,
  recordRepresentation: "name",
  list: { sort: ["name", "ASC"], columns: ["name", "role", "updatedAt"] },
})
