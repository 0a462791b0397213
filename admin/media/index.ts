import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary"
import MediaEdit from "./MediaEdit"
import { fileName } from "./MediaBadges"
import MediaList from "./MediaList"
import type { MediaItem } from "./types"

// The media library, as a resource of the panel (admins and editors): the grid with its upload,
// and each image's page. Its picker (MediaPickerDialog) is what every image field opens.
export default {
  list: MediaList,
  edit: MediaEdit,
  icon: PhotoLibraryIcon,
  // An image without alt text is named by its file.
  recordRepresentation: (item: MediaItem) => item.alt || fileName(item.src),
}
