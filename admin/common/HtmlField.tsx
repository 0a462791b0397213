import * as React from "react"
import DOMPurify from "dompurify"
import {
  RichTextField,
  useFieldValue,
  type RichTextFieldProps,
} from "react-admin"
import { cleanRichText, richTextConfig } from "../../common/rich-text"
import { richTextContentSx } from "./richTextContentSx"

// A record's rich text shown as the public page will show it: cleaned by the one rich-text list
// (common/rich-text.ts) that the server keeps at save and the build and the site show, so the
// panel drops exactly what they drop (a record stored before that rule included), and styled as
// the site styles it (richTextContentSx.ts).
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
  ...richTextContentSx,
  "& > :first-child": { mt: 0 },
}
