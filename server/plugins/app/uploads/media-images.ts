import { uploadIdOf } from "../../../../common/panel-content"
import { IMAGE_FIELDS, RICH_TEXT_FIELDS } from "../../../../common/image-fields"

// The images a record shows, read from its fields as common/image-fields.ts lists them: its image fields
// and the <img> of its rich text. No database here: the repositories read and write the rows.

type Row = Record<string, unknown>

const IMG_TAG = /<img\b[^>]*>/gi
// An img's src, in whichever quoting the HTML was saved with.
const SRC_ATTRIBUTE = /(\bsrc\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i
const HTTPS = /^https:\/\/[^\s<>"']+$/

// The HTML serialiser writes & in an address as &amp;.
const decoded = (value: string) => value.trim().replace(/&amp;/g, "&")

/** The image addresses `row` of `resource` shows, each once, in order. */
export function imagesOf(resource: string, row: Row): string[] {
  const found: string[] = []
  for (const field of IMAGE_FIELDS[resource as keyof typeof IMAGE_FIELDS] ??
    []) {
    const value = row[field]
    if (typeof value === "string" && value.trim()) found.push(value.trim())
  }
  const html = row[RICH_TEXT_FIELDS[resource as "blogs"] ?? ""]
  if (typeof html === "string") {
    for (const [tag] of html.matchAll(IMG_TAG)) {
      const match = SRC_ATTRIBUTE.exec(tag)
      const src = match && decoded(match[2] ?? match[3] ?? match[4] ?? "")
      if (src) found.push(src)
    }
  }
  return [...new Set(found)]
}

/** Whether an address can be a library item: an https image elsewhere, or an upload's. */
export const isLibraryAddress = (address: string) =>
  HTTPS.test(address) || uploadIdOf(address) !== null

/** The fields of `row` that change when the image `from` becomes `to`, or null when it shows none. */
export function withImageReplaced(
  resource: string,
  row: Row,
  from: string,
  to: string
): Row | null {
  const changes: Row = {}
  for (const field of IMAGE_FIELDS[resource as keyof typeof IMAGE_FIELDS] ??
    []) {
    const value = row[field]
    if (typeof value === "string" && value.trim() === from) changes[field] = to
  }
  const htmlField = RICH_TEXT_FIELDS[resource as "blogs"]
  const html = htmlField ? row[htmlField] : undefined
  if (htmlField && typeof html === "string") {
    const replaced = html.replace(IMG_TAG, (tag) =>
      tag.replace(SRC_ATTRIBUTE, (whole, name: string, ...values) =>
        decoded(values.slice(0, 3).find((v) => v !== undefined) ?? "") === from
          ? `${name}"${to}"`
          : whole
      )
    )
    if (replaced !== html) changes[htmlField] = replaced
  }
  return Object.keys(changes).length ? changes : null
}

/** The message of a publish refused for an image without alt text. */
export const missingAlt = (src: string) =>
  `The image ${src} has no alt text: add it in the media library or mark it decorative.`
