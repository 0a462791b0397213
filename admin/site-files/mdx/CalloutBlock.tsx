import * as React from "react"
import { Box, TextField } from "@mui/material"
import { useTranslate } from "react-admin"
import {
  NestedLexicalEditor,
  useMdastNodeUpdater,
  type JsxEditorProps,
} from "@mdxeditor/editor"
import { blockSx } from "./editorSx"
import { useOwnInputs } from "./useOwnInputs"

type Node = JsxEditorProps["mdastNode"]

// `<Callout title="…">…</Callout>`: its title as a field and its text as rich text of its own,
// as the site shows it (a framed aside, the title in bold above the text).
export default function CalloutBlock({ mdastNode }: JsxEditorProps) {
  const update = useMdastNodeUpdater()
  const title = mdastNode.attributes.find(
    (item) => item.type === "mdxJsxAttribute" && item.name === "title"
  )
  const value = typeof title?.value === "string" ? title.value : ""
  const id = React.useId()
  const own = useOwnInputs<HTMLDivElement>()
  const translate = useTranslate()

  const setTitle = (text: string) =>
    update({
      attributes: [
        ...(text
          ? [{ type: "mdxJsxAttribute" as const, name: "title", value: text }]
          : []),
        ...mdastNode.attributes.filter((item) => item !== title),
      ],
    })

  return (
    <Box
      component="aside"
      aria-labelledby={`${id}-name`}
      sx={[blockSx, { borderLeftWidth: 4, borderLeftColor: "secondary.main" }]}
    >
      <Box
        id={`${id}-name`}
        contentEditable={false}
        sx={{ typography: "subtitle2" }}
      >
        {translate("admin.siteFiles.mdx.callout.name")}
      </Box>
      <Box ref={own} contentEditable={false}>
        <TextField
          size="small"
          fullWidth
          label={translate("admin.siteFiles.mdx.callout.title")}
          value={value}
          onChange={(event) => setTitle(event.target.value)}
        />
      </Box>
      <NestedLexicalEditor<Node>
        block={mdastNode.type === "mdxJsxFlowElement"}
        getContent={(node) => node.children as never}
        getUpdatedMdastNode={(node, children) =>
          ({ ...node, children }) as Node
        }
        contentEditableProps={{
          ariaLabel: translate("admin.siteFiles.mdx.callout.text"),
        }}
      />
    </Box>
  )
}
