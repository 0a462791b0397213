import SchoolOutlinedIcon from "@mui/icons-material/SchoolOutlined"
import TeacherList from "./TeacherList"
import TeacherShow from "./TeacherShow"

// Teachers register themselves on /admin/register (CONTRACT): staff approve or reject them here,
// one by one or several at once; an administrator may delete a registration.
export default {
  list: TeacherList,
  show: TeacherShow,
  icon: SchoolOutlinedIcon,
  recordRepresentation: "name",
}
