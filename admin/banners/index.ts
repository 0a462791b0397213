import ViewCarouselIcon from "@mui/icons-material/ViewCarousel"
import { contentViews } from "../common/ContentViews"

// Listed in the order the home page shows them.
export default contentViews({
  icon: ViewCarouselIcon,
  list: {
    sort: ["order", "ASC"],
    columns: ["order", "title", "subtitle", "updatedAt"],
  },
})
