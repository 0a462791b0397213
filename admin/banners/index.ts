import ViewCarouselIcon from "@mui/icons-material/ViewCarousel"
import BannerCreate from "./BannerCreate"
import BannerEdit from "./BannerEdit"
import BannerList from "./BannerList"
import BannerShow from "./BannerShow"

export default {
  list: BannerList,
  create: BannerCreate,
  edit: BannerEdit,
  show: BannerShow,
  icon: ViewCarouselIcon,
  recordRepresentation: "title",
}
