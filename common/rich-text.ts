import type { Config, DOMPurify } from "dompurify"

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

/** `html` cleaned to the list above by `purify` (a DOMPurify instance bound to a window). */
export function cleanRichText(purify: DOMPurify, html: string): string {
  return purify.sanitize(html, {
    ...richTextConfig,
    RETURN_TRUSTED_TYPE: false,
  })
}
