import type { Config, DOMPurify } from "dompurify"

// The rules for the HTML of a newsletter issue's introduction, cleaned by the server wherever it
// is rendered (server/plugins/app/newsletter/html-sanitizer.ts). A record's rich text (a
// programme's description, a blog's content) has its own, narrower list: common/rich-text.ts.
//
// DOMPurify already removes scripts, event-handler attributes and javascript: URLs. Besides those,
// nothing that could restyle or imitate the page reaches a visitor: style sheets and style
// attributes, forms and their controls, frames and embedded objects.
export const sanitizeConfig = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    "style",
    "form",
    "input",
    "button",
    "textarea",
    "select",
    "iframe",
    "frame",
    "frameset",
    "object",
    "embed",
  ],
  FORBID_ATTR: ["style"],
} satisfies Config

/** The HTML cleaned by `purify` (a DOMPurify instance bound to a window) with the rules above. */
export function sanitizeWith(purify: DOMPurify, html: string): string {
  return purify.sanitize(html, {
    ...sanitizeConfig,
    RETURN_TRUSTED_TYPE: false,
  })
}
