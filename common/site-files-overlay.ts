import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { uploadIdOf, type PanelMedia } from "./panel-content"
import { isEditablePath, type SiteFileText } from "./site-file-text"

// How a published edit of a content file becomes a file Gatsby reads: its images that are items
// of the media library (`/uploads/…`, stored in the database) become files beside the content,
// named by a relative path as the shipped images are, so gatsby-plugin-image processes them like
// any other; the field beside each (`image` → `imageAlt`) takes the item's alt text; and
// site.json keeps the brand, site URL and script ids the repository ships, which staff never edit.
// The build's overlay (common/site-content.ts) and `npm run content:export` both use it.

// Where the library's images go, under the content folder written.
export const UPLOADED_IMAGES = "images/uploads"

// site.json's fields that only the repository sets: the brand is in URLs, the site URL in every
// absolute link, the script ids are third parties' accounts.
const SHIPPED_SITE_FIELDS = ["brand", "siteUrl", "scripts"] as const

export interface LaidOver {
  // Each edited file's text as written, by its path under content/.
  texts: Map<string, string>
  // The uploads the texts now name under UPLOADED_IMAGES.
  uploads: Set<string>
}

/** The published edits of files that exist in `contentDir`, ready to write over a copy of it. */
export function layOver(
  files: SiteFileText[],
  contentDir: string,
  media: PanelMedia[]
): LaidOver {
  const alts = new Map(
    media.map((item) => [item.src, item.decorative ? "" : item.alt])
  )
  const result: LaidOver = { texts: new Map(), uploads: new Set() }
  for (const file of files) {
    if (!isEditablePath(file.path, file.kind)) continue
    const shipped = path.join(contentDir, file.path)
    if (!existsSync(shipped)) continue
    const image = (address: string) => {
      const id = uploadIdOf(address)
      if (!id) return null
      result.uploads.add(id)
      return { to: relativeImage(file.path, id), alt: alts.get(address) }
    }
    let text =
      file.kind === "json"
        ? jsonWithImages(file.text, image)
        : mdxWithImages(file.text, image)
    if (file.path === "site.json")
      text = withShippedSite(text, readFileSync(shipped, "utf8"))
    result.texts.set(file.path, text)
  }
  return result
}

type ImageOf = (address: string) => { to: string; alt?: string } | null

// The path of an uploaded image from the file at `file` (both under the content folder).
function relativeImage(file: string, id: string) {
  const to = path.posix.relative(
    path.posix.dirname(file),
    `${UPLOADED_IMAGES}/${id}`
  )
  return to.startsWith(".") ? to : `./${to}`
}

// A JSON file with its library images made relative and their alt filled; the text as published
// when it names none.
function jsonWithImages(text: string, image: ImageOf): string {
  const data: unknown = JSON.parse(text)
  let changed = false
  const visit = (value: unknown): unknown => {
    if (typeof value === "string") {
      const found = image(value)
      if (!found) return value
      changed = true
      return found.to
    }
    if (Array.isArray(value)) return value.map(visit)
    if (value === null || typeof value !== "object") return value
    const object = value as Record<string, unknown>
    const alts: Array<[string, string]> = []
    for (const [key, field] of Object.entries(object)) {
      const found = typeof field === "string" ? image(field) : null
      if (found?.alt !== undefined && `${key}Alt` in object)
        alts.push([`${key}Alt`, found.alt])
      object[key] = visit(field)
    }
    for (const [key, alt] of alts) object[key] = alt
    return object
  }
  const result = visit(data)
  return changed ? `${JSON.stringify(result, null, 2)}\n` : text
}

// An MDX file with the library images of its frontmatter made relative and their alt filled (the
// frontmatter's values are one line each, as every file of content/ writes them).
function mdxWithImages(text: string, image: ImageOf): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(text)
  if (!match) return text
  const lines = match[1].split("\n")
  const alts = new Map<string, string>()
  const rewritten = lines.map((line) => {
    const field = /^(\s*)([A-Za-z_]\w*):\s*("?)(\/uploads\/[^"\s]+)\3\s*$/.exec(
      line
    )
    const found = field && image(field[4])
    if (!field || !found) return line
    if (found.alt !== undefined)
      alts.set(`${field[1]}${field[2]}Alt`, found.alt)
    return `${field[1]}${field[2]}: ${JSON.stringify(found.to)}`
  })
  const frontmatter = rewritten.map((line) => {
    const field = /^(\s*)([A-Za-z_]\w*):/.exec(line)
    const alt = field && alts.get(`${field[1]}${field[2]}`)
    return field && alt !== undefined
      ? `${field[1]}${field[2]}: ${JSON.stringify(alt)}`
      : line
  })
  const start = match[0].indexOf(match[1])
  return `${text.slice(0, start)}${frontmatter.join("\n")}${text.slice(start + match[1].length)}`
}

// site.json as edited, with the fields only the repository sets as it ships them.
function withShippedSite(text: string, shippedText: string): string {
  const edited = JSON.parse(text) as Record<string, unknown>
  const shipped = JSON.parse(shippedText) as Record<string, unknown>
  const same = SHIPPED_SITE_FIELDS.every(
    (field) => JSON.stringify(edited[field]) === JSON.stringify(shipped[field])
  )
  if (same) return text
  for (const field of SHIPPED_SITE_FIELDS) edited[field] = shipped[field]
  return `${JSON.stringify(edited, null, 2)}\n`
}
