import SchoolOutlinedIcon from "@mui/icons-material/SchoolOutlined"
import TeacherList from "./TeacherList"
import { enquiryShow } from "../notifications/EnquiryShow"

// Teachers register themselves on /admin/register and the API refuses to create or edit one, so
// the panel reads and deletes them.
export default {
  list: TeacherList,
  show: enquiryShow(),
  icon: SchoolOutlinedIcon,
  recordRepresentation: "name",
}
