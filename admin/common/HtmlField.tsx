import * as React from "react"
import { RichTextField, type RichTextFieldProps } from "react-admin"
import { sanitizeConfig } from "../../common/sanitize"

// Stored HTML shown as the public page will show it: RichTextField's DOMPurify with the site's own
// rules (common/sanitize.ts), so the preview drops exactly what the build and the site drop. The
// site's Tailwind preflight (global, in gatsby-browser.tsx) flattens headings, lists and paragraph
// margins, and MUI sets none of those for raw HTML, so they are given back here; emotion's
// unlayered rules win over Tailwind's @layer base.
export default function HtmlField(props: RichTextFieldProps) {
  return (
    <RichTextField
      {...props}
      purifyOptions={sanitizeConfig}
      sx={{ ...htmlContentSx, ...props.sx }}
    />
  )
}

const htmlContentSx = {
  display: "block",
  "& h1, & h2, & h3, & h4": { fontWeight: 600, lineHeight: 1.3, mt: 2, mb: 1 },
  "& h1": { fontSize: "1.75rem" },
  "& h2": { fontSize: "1.5rem" },
  "& h3": { fontSize: "1.25rem" },
  "& h4": { fontSize: "1.1rem" },
  "& p": { my: 1 },
  "& ul, & ol": { pl: 3, my: 1 },
  "& ul": { listStyle: "disc" },
  "& ol": { listStyle: "decimal" },
  "& a": { color: "primary.main", textDecoration: "underline" },
  "& img": { maxWidth: "100%", height: "auto" },
  "& > :first-child": { mt: 0 },
}
