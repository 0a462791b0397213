import createDOMPurify, { type WindowLike } from "dompurify"
import { JSDOM } from "jsdom"
import type { PanelMedia, PanelResource, PanelRow } from "./panel-content"
import { panelResources, uploadIdOf } from "./panel-content"
import { IMAGE_FIELDS } from "./image-fields"
import { isSafeUrl } from "./links"
import { cleanRichText } from "./rich-text"

// How a record of the panel becomes what the site's templates show: the build makes its GraphQL
// nodes from it (plugins/gatsby-source-panel) and the server its preview (routes/api/preview), so
// a preview shows a draft exactly as the build will, down to the HTML cleaned by the same rules.
// Node-only (jsdom).

// The fields that hold HTML, cleaned here to the rich-text list (common/rich-text.ts), as the
// server stores them: only clean HTML enters GraphQL, a record stored before that rule included.
// Each also gives a plain-text `summary`, unless the record has a field for that.
export const htmlFields: Partial<
  Record<PanelResource, { html: string; summary?: string }>
> = {
  programmes: { html: "description" },
  blogs: { html: "content", summary: "excerpt" },
}

// The field naming each resource's image (programmes keep the spec's capitals): the first of its
// image fields in the media library's one list.
export const imageFields: Partial<Record<PanelResource, string>> =
  Object.fromEntries(
    panelResources.flatMap((resource) => {
      const [field] = IMAGE_FIELDS[resource] ?? []
      return field ? [[resource, field]] : []
    })
  )

// Every field of a record (and a teacher's photo) that names an image of the media library: each
// gets `<field>Alt` and `<field>Focus` on its node (schema.ts declares them from this list).
export const libraryImageFields = Object.fromEntries(
  [...panelResources, "teachers" as const].map((resource) => [
    resource,
    IMAGE_FIELDS[resource] ?? [],
  ])
) as Record<PanelResource | "teachers", readonly string[]>

// The library's items by their `src`: how an image's address finds its description.
export type MediaLookup = ReadonlyMap<string, PanelMedia>

export const mediaLookup = (media: readonly PanelMedia[]): MediaLookup =>
  new Map(media.map((item) => [item.src, item]))

// The fields holding a link a visitor follows: one that is not a path on this site or an http(s)
// URL (common/links.ts) is published as no link.
export const linkFields: Partial<Record<PanelResource, string>> = {
  banners: "link",
}

const dateFields = new Set(["date"])
const SUMMARY_LENGTH = 200

export type HtmlCleaner = {
  html: (html: string) => string
  text: (html: string) => string
  // Cleaned HTML whose every <img> has its library item's alt text ("" when decorative); an
  // image that is no item's keeps the alt it has, or gets "".
  describeImages: (html: string, media: MediaLookup) => string
  // The addresses of the images HTML shows, as a browser reads them.
  imageSources: (html: string) => string[]
}

/**
 * A record's fields as the templates read them: empty text is null, a date that is not one is
 * null, HTML is cleaned and summarised, and an image address that cannot be shown, or a link
 * that is not a path on this site or an http(s) URL, is null. An
 * uploaded image keeps its /uploads/… address; the build links it to its processed File. Each
 * image, in a field or in the HTML, carries its library item's alt text and focal point (`media`).
 */
export function nodeFields(
  resource: PanelResource,
  row: Omit<PanelRow, "id">,
  clean: HtmlCleaner,
  media: MediaLookup = new Map()
): Record<string, unknown> {
  const node: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(row)) {
    node[name] = value === "" || value === undefined ? null : value
  }
  for (const name of Object.keys(node)) {
    if (dateFields.has(name) && !isDate(node[name])) node[name] = null
  }
  const html = htmlFields[resource]
  if (html) {
    const cleaned =
      typeof node[html.html] === "string"
        ? clean.describeImages(clean.html(node[html.html] as string), media)
        : ""
    node[html.html] = cleaned || null
    node.summary =
      (html.summary && node[html.summary]) ||
      summaryOf(clean.text(cleaned)) ||
      null
  }
  // An https image, or one on this site, is shown as given; anything else (http would be
  // blocked as mixed content) is not shown.
  for (const image of libraryImageFields[resource]) {
    if (
      !uploadIdOf(node[image]) &&
      !isSafeUrl(node[image], { httpsOnly: true })
    )
      node[image] = null
  }

  const link = linkFields[resource]
  if (link && !isSafeUrl(node[link])) node[link] = null
  describeImageFields(node, libraryImageFields[resource], media)
  return node
}

/**
 * Sets `<field>Alt` and `<field>Focus` of each image field of `node`: the library item's alt text
 * ("" when it is decorative, or when the address is no item's: a deleted one, an upload from
 * before the library) and its focal point as a CSS object-position ("50% 30%"). Both are null
 * when the field shows no image.
 */
export function describeImageFields(
  node: Record<string, unknown>,
  fields: readonly string[],
  media: MediaLookup
) {
  for (const field of fields) {
    const address = node[field]
    const item =
      typeof address === "string" ? media.get(address.trim()) : undefined
    const shown = typeof address === "string" && address !== ""
    node[`${field}Alt`] = shown ? altOf(item) : null
    node[`${field}Focus`] = shown
      ? `${percent(item?.focalX)}% ${percent(item?.focalY)}%`
      : null
  }
}

const altOf = (item: PanelMedia | undefined) =>
  !item || item.decorative ? "" : item.alt

// A focal coordinate as a whole percentage, 0–100; the middle when there is none.
function percent(value: number | undefined) {
  return typeof value === "number" && Number.isFinite(value)
    ? Math.min(100, Math.max(0, Math.round(value)))
    : 50
}

// Every address the record's images have: its image fields and the images of its HTML, the
// library items a preview looks up.
export function imageSources(
  resource: PanelResource,
  row: Omit<PanelRow, "id">,
  clean: HtmlCleaner
): string[] {
  const found = new Set<string>()
  for (const field of libraryImageFields[resource]) {
    const value = row[field]
    if (typeof value === "string" && value.trim()) found.add(value.trim())
  }
  const html = htmlFields[resource] && row[htmlFields[resource].html]
  if (typeof html === "string")
    for (const src of clean.imageSources(html)) found.add(src)
  return [...found]
}

function isDate(value: unknown) {
  return typeof value === "string" && !Number.isNaN(Date.parse(value))
}

export function htmlCleaner(): HtmlCleaner {
  // One DOM for many records; DOMPurify parses each field into it and serialises the result.
  const { window } = new JSDOM("")
  const purify = createDOMPurify(window as unknown as WindowLike)
  const parse = (html: string) => {
    const template = window.document.createElement("template")
    template.innerHTML = html
    return template
  }
  return {
    html: (html) => cleanRichText(purify, html),
    describeImages(html, media) {
      if (!/<img\b/i.test(html)) return html
      const template = parse(html)
      for (const img of template.content.querySelectorAll("img")) {
        const item = media.get(img.getAttribute("src")?.trim() ?? "")
        if (item) img.setAttribute("alt", altOf(item))
        else if (!img.hasAttribute("alt")) img.setAttribute("alt", "")
      }
      return template.innerHTML
    },
    // A <template> parses without running or loading anything.
    imageSources: (html) =>
      [...parse(html).content.querySelectorAll("img")].flatMap(
        (img) => img.getAttribute("src")?.trim() || []
      ),
    // Text of HTML already cleaned: a <template> parses it without running or loading anything.
    text(html) {
      const template = window.document.createElement("template")
      template.innerHTML = html.replace(
        /<\/(p|h[1-6]|li|div|blockquote)>/gi,
        "</$1> "
      )
      return template.content.textContent ?? ""
    },
  }
}

// The first SUMMARY_LENGTH characters or so, cut at a word.
export function summaryOf(text: string): string {
  const words = text.replace(/\s+/g, " ").trim()
  if (words.length <= SUMMARY_LENGTH) return words
  const cut = words.slice(0, SUMMARY_LENGTH + 1)
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:.]+$/, "")}…`
}
