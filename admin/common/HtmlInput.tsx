import * as React from "react"
import { Box } from "@mui/material"
import { Labeled, TextInput, type TextInputProps } from "react-admin"
import { useWatch } from "react-hook-form"
import HtmlField from "./HtmlField"

// No rich-text editor is installed, so HTML is edited as source with a live, sanitised preview
// (the public pages sanitise it the same way when they render it).
export default function HtmlInput(props: TextInputProps) {
  const html = useWatch({ name: props.source })
  return (
    <Box sx={{ width: "100%" }}>
      <TextInput
        multiline
        minRows={8}
        helperText="admin.html_help"
        {...props}
        sx={{ "& textarea": { fontFamily: "monospace" }, ...props.sx }}
      />
      {html ? (
        <Labeled label="admin.html_preview" fullWidth>
          <Box
            sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2 }}
          >
            <HtmlField
              record={{ id: "preview", [props.source]: html }}
              source={props.source}
            />
          </Box>
        </Labeled>
      ) : null}
    </Box>
  )
}
