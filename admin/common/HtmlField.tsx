import * as React from "react"
import DOMPurify from "dompurify"
import {
  RichTextField,
  useFieldValue,
  type RichTextFieldProps,
} from "react-admin"
import { cleanRichText, richTextConfig } from "../../common/rich-text"

// A record's rich text shown as the public page will show it: cleaned by the one rich-text list
// (common/rich-text.ts) that the server keeps at save and the build and the site show, so the
// panel drops exactly what they drop (a record stored before that rule included). The site's
// Tailwind preflight (global, in gatsby-browser.tsx) flattens headings, lists and paragraph
// margins, and MUI sets none of those for raw HTML, so they are given back here; emotion's
// unlayered rules win over Tailwind's @layer base.
export default function HtmlField(props: RichTextFieldProps) {
  const value = useFieldValue(props)
  const record = React.useMemo(
    () => ({
      id: "html",
      [props.source]:
        typeof value === "string" && DOMPurify.isSupported
          ? cleanRichText(DOMPurify, value)
          : "",
    }),
    [value, props.source]
  )
  return (
    <RichTextField
      {...props}
      record={record}
      purifyOptions={richTextConfig}
      sx={{ ...htmlContentSx, ...props.sx }}
    />
  )
}

const htmlContentSx = {
  display: "block",
  "& h2, & h3, & h4": { fontWeight: 600, lineHeight: 1.3, mt: 2, mb: 1 },
  "& h2": { fontSize: "1.5rem" },
  "& h3": { fontSize: "1.25rem" },
  "& h4": { fontSize: "1.1rem" },
  "& p": { my: 1 },
  "& ul, & ol": { pl: 3, my: 1 },
  "& ul": { listStyle: "disc" },
  "& ol": { listStyle: "decimal" },
  "& a": { color: "primary.main", textDecoration: "underline" },
  "& blockquote": { borderLeft: 4, borderColor: "divider", pl: 2, my: 1 },
  "& img": { maxWidth: "100%", height: "auto" },
  "& figcaption": { fontSize: "0.875rem", color: "text.secondary" },
  "& table": { borderCollapse: "collapse", my: 1 },
  "& th, & td": { border: 1, borderColor: "divider", px: 1, py: 0.5 },
  "& > :first-child": { mt: 0 },
}
