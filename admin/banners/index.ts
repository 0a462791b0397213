import ViewCarouselIcon from "@mui/icons-material/ViewCarousel"
import { contentViews } from "../common/ContentViews"
import BannerForm from "./BannerForm"
import BannerList from "./BannerList"
import BannerShow from "./BannerShow"

export default {
  list: BannerList,
  ...contentViews(BannerForm),
  show: BannerShow,
  icon: ViewCarouselIcon,
  recordRepresentation: "title",
}
