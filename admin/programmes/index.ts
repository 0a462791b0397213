import BusinessCenterIcon from "@mui/icons-material/BusinessCenter"
import { contentViews } from "../common/ContentViews"
import { servicePath } from "../common/PublicPageLink"
import ProgrammeForm from "./ProgrammeForm"
import ProgrammeList from "./ProgrammeList"

export default {
  list: ProgrammeList,
  ...contentViews(ProgrammeForm, { publicPage: servicePath }),
  icon: BusinessCenterIcon,
  recordRepresentation: "Name",
}
