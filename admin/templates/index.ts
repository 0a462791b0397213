import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary"
import { contentViews } from "../common/ContentViews"

export default contentViews({
  icon: PhotoLibraryIcon,
  list: {
    sort: ["createdAt", "DESC"],
    columns: ["image", "title", "category", "createdAt"],
  },
})
