import { Box } from "@mui/material"
import type { MediaItem } from "./types"

// An item's picture in a grid, cropped around its focal point as the site crops it. Its alt is
// empty: the card it sits in names the image.
export default function MediaThumbnail({
  item,
  aspectRatio,
}: {
  item: Pick<MediaItem, "src" | "focalX" | "focalY">
  aspectRatio: string
}) {
  return (
    <Box
      component="img"
      src={item.src}
      alt=""
      loading="lazy"
      sx={{
        width: "100%",
        aspectRatio,
        objectFit: "cover",
        objectPosition: `${item.focalX}% ${item.focalY}%`,
        display: "block",
        bgcolor: "action.hover",
      }}
    />
  )
}
