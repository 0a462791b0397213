import BusinessCenterIcon from "@mui/icons-material/BusinessCenter"
import { contentViews } from "../common/ContentViews"
import { servicePath } from "../common/PublicPageLink"

export default contentViews({
  icon: BusinessCenterIcon,
  recordRepresentation: "Name",
  list: { sort: ["Name", "ASC"], columns: ["Name", "updatedAt"] },
  publicPage: servicePath,
})
