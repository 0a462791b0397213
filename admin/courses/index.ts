import SchoolIcon from "@mui/icons-material/School"
import CourseCreate from "./CourseCreate"
import CourseEdit from "./CourseEdit"
import CourseList from "./CourseList"
import CourseShow from "./CourseShow"

export default {
  list: CourseList,
  create: CourseCreate,
  edit: CourseEdit,
  show: CourseShow,
  icon: SchoolIcon,
  recordRepresentation: "title",
}
