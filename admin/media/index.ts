import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary"
import MediaEdit from "./MediaEdit"
import MediaList from "./MediaList"

// The media library, as a resource of the panel (admins and editors): the grid with its upload,
// and each image's page. Its picker (MediaPickerDialog) is what every image field opens.
export default {
  list: MediaList,
  edit: MediaEdit,
  icon: PhotoLibraryIcon,
  recordRepresentation: "alt",
}
