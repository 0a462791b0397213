import type { Config, DOMPurify } from "dompurify"

// The one set of rules for HTML an administrator saves (a programme's description, a blog's
// content). It is stored exactly as sent, so that tightening a rule needs no data migration, and
// cleaned wherever it is shown: by the build, which writes it into the prebuilt pages
// (plugins/gatsby-source-panel, DOMPurify over jsdom), by the browser's client-side fallback for a
// record newer than the last build (src/components/safe-html.tsx) and by the panel's preview
// (admin/common/HtmlField.tsx). Each brings its own DOMPurify instance (a DOM is needed to parse),
// and all of them use this config.
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
