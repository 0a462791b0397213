import createDOMPurify, { type WindowLike } from "dompurify"
import { JSDOM } from "jsdom"
import type { PanelResource, PanelRow } from "./panel-content"
import { uploadIdOf } from "./panel-content"
import { isSafeUrl } from "./links"
import { sanitizeWith } from "./sanitize"

// How a record of the panel becomes what the site's templates show: the build makes its GraphQL
// nodes from it (plugins/gatsby-source-panel) and the server its preview (routes/api/preview), so
// a preview shows a draft exactly as the build will, down to the HTML cleaned by the same rules.
// Node-only (jsdom).

// The fields that hold HTML, cleaned here with the site's rules: only clean HTML enters GraphQL.
// Each also gives a plain-text `summary`, unless the record has a field for that.
export const htmlFields: Partial<
  Record<PanelResource, { html: string; summary?: string }>
> = {
  programmes: { html: "description" },
  blogs: { html: "content", summary: "excerpt" },
}

// The field naming each resource's image (programmes keep the spec's capitals).
export const imageFields: Partial<Record<PanelResource, string>> = {
  banners: "image",
  stories: "image",
  templates: "image",
  programmes: "Image",
  team: "image",
  news: "image",
  blogs: "image",
  courses: "image",
}

// The images a record has besides its own: a page's social card (its og:image), shown by its
// address, so it obeys the same rule as the record's image.
export const socialImageFields: Partial<Record<PanelResource, string>> = {
  programmes: "socialImage",
  blogs: "socialImage",
}

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
}

/**
 * A record's fields as the templates read them: empty text is null, a date that is not one is
 * null, HTML is cleaned and summarised, and an image address that cannot be shown, or a link
 * that is not a path on this site or an http(s) URL, is null. An
 * uploaded image keeps its /uploads/… address; the build links it to its processed File.
 */
export function nodeFields(
  resource: PanelResource,
  row: Omit<PanelRow, "id">,
  clean: HtmlCleaner
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
        ? clean.html(node[html.html] as string)
        : ""
    node[html.html] = cleaned || null
    node.summary =
      (html.summary && node[html.summary]) ||
      summaryOf(clean.text(cleaned)) ||
      null
  }
  // An https image, or one on this site, is shown as given; anything else (http would be
  // blocked as mixed content) is not shown.
  for (const image of [imageFields[resource], socialImageFields[resource]]) {
    if (
      image &&
      !uploadIdOf(node[image]) &&
      !isSafeUrl(node[image], { httpsOnly: true })
    )
      node[image] = null
  }

  const link = linkFields[resource]
  if (link && !isSafeUrl(node[link])) node[link] = null
  return node
}

function isDate(value: unknown) {
  return typeof value === "string" && !Number.isNaN(Date.parse(value))
}

export function htmlCleaner(): HtmlCleaner {
  // One DOM for many records; DOMPurify parses each field into it and serialises the result.
  const { window } = new JSDOM("")
  const purify = createDOMPurify(window as unknown as WindowLike)
  return {
    html: (html) => sanitizeWith(purify, html),
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
