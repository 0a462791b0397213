import SchoolOutlinedIcon from "@mui/icons-material/SchoolOutlined"
import TeacherList from "./TeacherList"
import TeacherShow from "./TeacherShow"

// Teachers register themselves on /admin/register (CONTRACT): the panel reads and deletes them.
export default {
  list: TeacherList,
  show: TeacherShow,
  icon: SchoolOutlinedIcon,
  recordRepresentation: "name",
}
