import PeopleIcon from "@mui/icons-material/People"
import UserCreate from "./UserCreate"
import UserEdit from "./UserEdit"
import UserList from "./UserList"

// The staff accounts (an administrator's): invitations, roles, disabling.
export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: "email",
}
