import { Chip } from "@mui/material"
import type { JsxEditorProps } from "@mdxeditor/editor"

// What an inline component stands for on the site, shown in its place in the text.
const NAMES: Record<string, string> = {
  CompanyName: "Company name",
  InfoEmail: "Company e-mail address",
}

// `<CompanyName />`, `<InfoEmail />`: values the site fills in from its settings, kept as one
// token that moves and deletes as a whole.
export default function TokenBlock({ mdastNode }: JsxEditorProps) {
  const name = mdastNode.name ?? ""
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      label={NAMES[name] ?? name}
      sx={{ mx: 0.25, verticalAlign: "baseline" }}
    />
  )
}

/** A JSX component the site does not define: shown so, to be fixed in the source. */
export function UnknownBlock({ mdastNode }: JsxEditorProps) {
  return (
    <Chip
      component="span"
      size="small"
      color="error"
      variant="outlined"
      label={`Unknown component <${mdastNode.name ?? ""}>: edit it in the MDX source`}
    />
  )
}
