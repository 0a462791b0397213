import GroupsIcon from "@mui/icons-material/Groups"
import { contentViews } from "../common/ContentViews"

export default {
  ...contentViews({
    list: { sort: ["name", "ASC"], columns: ["name", "role", "updatedAt"] },
  }),
  icon: GroupsIcon,
  recordRepresentation: "name",
}
