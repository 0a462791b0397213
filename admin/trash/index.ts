import DeleteIcon from "@mui/icons-material/Delete"
import TrashList from "./TrashList"

// Trash, as a resource of the panel: a list, with its own data provider calls (dataProvider.ts).
export default {
  list: TrashList,
  icon: DeleteIcon,
}
