import UpdateIcon from "@mui/icons-material/Update"
import ReleaseList from "./ReleaseList"

// Releases, as a resource of the panel: a list, with its own data provider calls (dataProvider.ts).
export default {
  list: ReleaseList,
  icon: UpdateIcon,
}
