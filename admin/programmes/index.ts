import BusinessCenterIcon from "@mui/icons-material/BusinessCenter"
import { contentViews } from "../common/ContentViews"
import { servicePath } from "../common/PublicPageLink"

export default {
  ...contentViews({
    list: { sort: ["Name", "ASC"], columns: ["Name", "updatedAt"] },
    publicPage: servicePath,
  }),
  icon: BusinessCenterIcon,
  recordRepresentation: "Name",
}
