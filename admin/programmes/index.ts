import BusinessCenterIcon from "@mui/icons-material/BusinessCenter"
import ProgrammeCreate from "./ProgrammeCreate"
import ProgrammeEdit from "./ProgrammeEdit"
import ProgrammeList from "./ProgrammeList"
import ProgrammeShow from "./ProgrammeShow"

export default {
  list: ProgrammeList,
  create: ProgrammeCreate,
  edit: ProgrammeEdit,
  show: ProgrammeShow,
  icon: BusinessCenterIcon,
  recordRepresentation: "Name",
}
