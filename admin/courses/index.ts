import SchoolIcon from "@mui/icons-material/School"
import { contentViews } from "../common/ContentViews"
import CourseForm from "./CourseForm"
import CourseList from "./CourseList"

export default {
  list: CourseList,
  ...contentViews(CourseForm),
  icon: SchoolIcon,
  recordRepresentation: "title",
}
