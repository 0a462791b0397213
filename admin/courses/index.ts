import SchoolIcon from "@mui/icons-material/School"
import { contentViews } from "../common/ContentViews"
import CourseForm from "./CourseForm"
import CourseList from "./CourseList"
import CourseShow from "./CourseShow"

export default {
  list: CourseList,
  ...contentViews(CourseForm),
  show: CourseShow,
  icon: SchoolIcon,
  recordRepresentation: "title",
}
