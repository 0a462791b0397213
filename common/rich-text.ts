import type { Config, DOMPurify } from "dompurify"
import { isSafeUrl } from "./links"

// What a record's rich text may hold (a blog's content, a programme's description): the one list
// the panel's editor offers, the server keeps at save and the build and the site show. Anything
// else is unwrapped (its text kept) or dropped. Browser-safe: the editor imports it.
export const RICH_TEXT_TAGS = [
  "p",
  "h2",
  "h3",
  "h4",
  "strong",
  "em",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "hr",
  "br",
  "figure",
  "figcaption",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
] as const

// The attributes those elements keep: a link's address, an image's address and alt text.
export const RICH_TEXT_ATTRIBUTES = ["href", "src", "alt"] as const

// DOMPurify's options for the list above. Its own rules still apply on top: no javascript: or
// other unsafe address survives in href or src.
export const richTextConfig = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
} satisfies Config

/** Whether a link may keep `href`: a path on this site, an http(s) URL, an e-mail or a phone. */
export function isRichTextHref(href: string): boolean {
  return isSafeUrl(href) || /^(mailto|tel):[^\s]+$/i.test(href)
}

/** Whether an image may be shown: a library item's address, an upload or an https URL. */
export function isRichTextImage(src: string): boolean {
  if (src.startsWith("/"))
    return (
      isSafeUrl(src) &&
      new URL(src, "https://site.invalid").pathname.startsWith("/uploads/")
    )
  return /^https:\/\//i.test(src) && isSafeUrl(src, { httpsOnly: true })
}

// A paragraph with nothing to show: no text but spaces (no-break ones too), and no image.
function isEmptyParagraph(p: Element): boolean {
  return !/[^\s\u00a0]/.test(p.textContent ?? "") && !p.querySelector("img")
}

/**
 * `html` cleaned to the list above by `purify` (a DOMPurify instance bound to a window), then
 * held to the rules DOMPurify has no option for: an image keeps only a library item's address or
 * goes, a link keeps only an address a visitor may follow or becomes its text, and empty
 * paragraphs go.
 */
export function cleanRichText(purify: DOMPurify, html: string): string {
  const fragment = purify.sanitize(html, {
    ...richTextConfig,
    RETURN_DOM_FRAGMENT: true,
  })
  for (const img of Array.from(fragment.querySelectorAll("img"))) {
    const src = img.getAttribute("src")?.trim() ?? ""
    if (isRichTextImage(src)) img.setAttribute("src", src)
    else img.remove()
  }
  for (const a of Array.from(fragment.querySelectorAll("a"))) {
    const href = a.getAttribute("href")?.trim() ?? ""
    if (isRichTextHref(href)) a.setAttribute("href", href)
    else a.replaceWith(...Array.from(a.childNodes))
  }
  for (const p of Array.from(fragment.querySelectorAll("p")))
    if (isEmptyParagraph(p)) p.remove()
  const holder = fragment.ownerDocument.createElement("div")
  holder.append(fragment)
  return holder.innerHTML
}
