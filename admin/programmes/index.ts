import BusinessCenterIcon from "@mui/icons-material/BusinessCenter"
import { contentViews } from "../common/ContentViews"
import ProgrammeForm from "./ProgrammeForm"
import ProgrammeList from "./ProgrammeList"
import ProgrammeShow from "./ProgrammeShow"

export default {
  list: ProgrammeList,
  ...contentViews(ProgrammeForm),
  show: ProgrammeShow,
  icon: BusinessCenterIcon,
  recordRepresentation: "Name",
}
