import * as React from "react"
import { Chip } from "@mui/material"
import { useTranslate } from "react-admin"
import { needsAlt, type MediaItem } from "./types"

/** 'Needs alt text' (a warning) or 'Decorative', as words rather than a colour alone. */
export function MediaBadges({
  item,
}: {
  item: Pick<MediaItem, "alt" | "decorative">
}) {
  const translate = useTranslate()
  if (item.decorative)
    return (
      <Chip
        size="small"
        label={translate("admin.media.decorative")}
        sx={{ alignSelf: "flex-start" }}
      />
    )
  if (needsAlt(item))
    return (
      <Chip
        size="small"
        color="warning"
        label={translate("admin.media.needs_alt")}
        sx={{ alignSelf: "flex-start" }}
      />
    )
  return null
}

/** The last part of an image's address: what names it when it has no alt text. */
export function fileName(src: string) {
  const last = src.split(/[?#]/)[0].split("/").pop() || src
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}
