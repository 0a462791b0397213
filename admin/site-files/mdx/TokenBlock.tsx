import { Chip } from "@mui/material"
import { useTranslate } from "react-admin"
import type { JsxEditorProps } from "@mdxeditor/editor"

// What an inline component stands for on the site (admin.siteFiles.mdx.tokens), shown in its
// place in the text.
const NAMED = new Set(["CompanyName", "InfoEmail"])

// `<CompanyName />`, `<InfoEmail />`: values the site fills in from its settings, kept as one
// token that moves and deletes as a whole.
export default function TokenBlock({ mdastNode }: JsxEditorProps) {
  const name = mdastNode.name ?? ""
  const translate = useTranslate()
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      label={
        NAMED.has(name) ? translate(`admin.siteFiles.mdx.tokens.${name}`) : name
      }
      sx={{ mx: 0.25, verticalAlign: "baseline" }}
    />
  )
}

/** A JSX component the site does not define: shown so, to be fixed in the source. */
export function UnknownBlock({ mdastNode }: JsxEditorProps) {
  const translate = useTranslate()
  return (
    <Chip
      component="span"
      size="small"
      color="error"
      variant="outlined"
      label={translate("admin.siteFiles.mdx.tokens.unknown", {
        name: mdastNode.name ?? "",
      })}
    />
  )
}
