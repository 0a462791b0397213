import type { MediaItem } from "../../schemas/media"
import { MAX_ALT } from "../../schemas/media"

// A library item is the API's own shape (schemas/media.ts, docs/api.md 'Media library').
export type { MediaItem }

/** What the picker hands its caller: the image's address and what it says. */
export interface ChosenImage {
  src: string
  alt: string
  decorative: boolean
  caption?: string | null
}

/** The longest alt text the server takes. */
export const ALT_MAX = MAX_ALT

/** An image the site would show with no description: it blocks the records using it from publishing. */
export const needsAlt = (item: Pick<MediaItem, "alt" | "decorative">) =>
  !item.decorative && !item.alt?.trim()

/** Whether an alt text and the decorative box, as typed, may be saved. */
export const describedEnough = (alt: string, decorative: boolean) =>
  decorative || (alt.trim().length > 0 && alt.length <= ALT_MAX)

export const chosen = (item: MediaItem): ChosenImage => ({
  src: item.src,
  alt: item.decorative ? "" : item.alt,
  decorative: item.decorative,
  caption: item.caption,
})
