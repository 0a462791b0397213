import { Box } from "@mui/material"
import {
  Labeled,
  RichTextField,
  TextInput,
  type TextInputProps,
  useTranslate,
} from "react-admin"
import { useWatch } from "react-hook-form"

// No rich-text editor is installed, so HTML is edited as source with a live, sanitised preview
// (RichTextField runs DOMPurify, as the public pages must when they render it).
export default function HtmlInput(props: TextInputProps) {
  const translate = useTranslate()
  const html = useWatch({ name: props.source })
  return (
    <Box sx={{ width: "100%" }}>
      <TextInput
        multiline
        minRows={8}
        helperText={translate("admin.html_help")}
        {...props}
        sx={{ fontFamily: "monospace", ...props.sx }}
      />
      {html ? (
        <Labeled label="admin.html_preview" fullWidth>
          <Box
            sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2 }}
          >
            <RichTextField
              record={{ id: "preview", [props.source]: html }}
              source={props.source}
            />
          </Box>
        </Labeled>
      ) : null}
    </Box>
  )
}
