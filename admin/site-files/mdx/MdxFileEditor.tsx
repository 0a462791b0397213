import * as React from "react"
import { TextField } from "@mui/material"
import { useTranslate } from "react-admin"
import type { SiteFileShape } from "../../../common/site-file-shape"

// A stand-in for the MDX editor, with its props: the whole file's text (frontmatter included)
// in a labelled box of several lines. The MDX editor replaces this file.
export default function MdxFileEditor({
  value,
  onChange,
}: {
  value: string
  onChange(text: string): void
  shape: SiteFileShape
}) {
  const translate = useTranslate()
  return (
    <TextField
      label={translate("admin.siteFiles.text_label")}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={16}
      fullWidth
      slotProps={{ htmlInput: { spellCheck: false } }}
    />
  )
}
