import SchoolOutlinedIcon from "@mui/icons-material/SchoolOutlined"
import { enquiryViews } from "../notifications/EnquiryViews"

// Teachers register themselves on /admin/register and the API refuses to create or edit one.
export default {
  ...enquiryViews("teachers", {
    columns: ["name", "email", "phone", "subject", "createdAt"],
  }),
  icon: SchoolOutlinedIcon,
  recordRepresentation: "name",
}
