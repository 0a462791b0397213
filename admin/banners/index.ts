import ViewCarouselIcon from "@mui/icons-material/ViewCarousel"
import { contentViews } from "../common/ContentViews"
import BannerForm from "./BannerForm"
import BannerList from "./BannerList"

export default {
  list: BannerList,
  ...contentViews(BannerForm),
  icon: ViewCarouselIcon,
  recordRepresentation: "title",
}
