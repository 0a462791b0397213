// A library item as GET /api/admin/media answers it (docs/api.md, 'Media library'): every image
// the panel puts on the site, with what a reader who cannot see it is told.

/** A record that shows the image: `resource` is a panel resource (or `site-files`). */
export interface MediaUse {
  resource: string
  id: string
  title: string
}

export interface MediaItem {
  id: string
  /** `/uploads/{file}`, or the https address of an image elsewhere. */
  src: string
  alt: string
  decorative: boolean
  caption: string | null
  credit: string | null
  /** The point every crop keeps in view, in per cent of the width and height (0–100). */
  focalX: number
  focalY: number
  width: number | null
  height: number | null
  contentType: string | null
  size: number | null
  createdAt: string
  usedBy: MediaUse[]
}

/** What the picker hands its caller: the image's address and what it says. */
export interface ChosenImage {
  src: string
  alt: string
  decorative: boolean
  caption?: string | null
}

/** The longest alt text the server takes. */
export const ALT_MAX = 250

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
