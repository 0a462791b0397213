import * as React from "react"
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  ToggleButton,
} from "@mui/material"
import { useTranslate } from "react-admin"
import {
  activeEditor$,
  applyFormat$,
  applyListType$,
  convertSelectionToNode$,
  currentBlockType$,
  currentFormat$,
  currentListType$,
  insertJsx$,
  insertTable$,
  IS_BOLD,
  IS_ITALIC,
  useCellValue,
  usePublisher,
  type BlockType,
} from "@mdxeditor/editor"
import { TOGGLE_LINK_COMMAND } from "@lexical/link"
import { $createHeadingNode, $createQuoteNode } from "@lexical/rich-text"
import { $createParagraphNode, type ElementNode } from "lexical"

// Each block type, named by admin.siteFiles.mdx.toolbar's word of the same name.
const BLOCK_TYPES: [BlockType, () => ElementNode][] = [
  ["paragraph", () => $createParagraphNode()],
  ["h2", () => $createHeadingNode("h2")],
  ["h3", () => $createHeadingNode("h3")],
  ["h4", () => $createHeadingNode("h4")],
  ["quote", () => $createQuoteNode()],
]

// The editor's toolbar, one named toolbar of labelled buttons that the Tab key walks: what the
// articles are written with, and the site's own components.
export default function EditorToolbar() {
  const format = useCellValue(currentFormat$)
  const blockType = useCellValue(currentBlockType$)
  const listType = useCellValue(currentListType$)
  const applyFormat = usePublisher(applyFormat$)
  const convertSelection = usePublisher(convertSelectionToNode$)
  const applyList = usePublisher(applyListType$)
  const insertTable = usePublisher(insertTable$)
  const insertJsx = usePublisher(insertJsx$)
  const [linkOpen, setLinkOpen] = React.useState(false)
  const translate = useTranslate()
  const word = (key: string) => translate(`admin.siteFiles.mdx.toolbar.${key}`)

  const toggle = (key: string, on: boolean, press: () => void) => (
    <ToggleButton
      value={key}
      size="small"
      selected={on}
      onChange={press}
      sx={{ textTransform: "none", py: 0.25 }}
    >
      {word(key)}
    </ToggleButton>
  )
  const insert = (key: string, press: () => void) => (
    <Button size="small" variant="outlined" onClick={press}>
      {word(key)}
    </Button>
  )

  return (
    <Box
      role="toolbar"
      aria-label={word("name")}
      sx={{
        display: "flex",
        flexWrap: "wrap",
        gap: 0.5,
        alignItems: "center",
        p: 1,
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      <TextField
        select
        size="small"
        label={word("block")}
        value={
          BLOCK_TYPES.some(([type]) => type === blockType) ? blockType : ""
        }
        onChange={(event) => {
          const type = BLOCK_TYPES.find(([name]) => name === event.target.value)
          if (type) convertSelection(type[1])
        }}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: "9rem" }}
      >
        <option value="" disabled hidden />
        {BLOCK_TYPES.map(([type]) => (
          <option key={type} value={type}>
            {word(type)}
          </option>
        ))}
      </TextField>
      {toggle("bold", (format & IS_BOLD) !== 0, () => applyFormat("bold"))}
      {toggle("italic", (format & IS_ITALIC) !== 0, () =>
        applyFormat("italic")
      )}
      {toggle("bullet", listType === "bullet", () =>
        applyList(listType === "bullet" ? "" : "bullet")
      )}
      {toggle("number", listType === "number", () =>
        applyList(listType === "number" ? "" : "number")
      )}
      {insert("link", () => setLinkOpen(true))}
      {insert("table", () => insertTable({ rows: 3, columns: 2 }))}
      {insert("key_figures", () =>
        insertJsx({
          kind: "flow",
          name: "KeyFigures",
          props: {
            items: { type: "expression", value: '[{ value: "", label: "" }]' },
          },
        })
      )}
      {insert("callout", () =>
        insertJsx({
          kind: "flow",
          name: "Callout",
          props: { title: "" },
          children: [{ type: "paragraph", children: [] }],
        })
      )}
      {insert("company_name", () =>
        insertJsx({ kind: "text", name: "CompanyName", props: {} })
      )}
      {insert("email", () =>
        insertJsx({ kind: "text", name: "InfoEmail", props: {} })
      )}
      <LinkDialog open={linkOpen} onClose={() => setLinkOpen(false)} />
    </Box>
  )
}

// The address a link of the selected words goes to; an empty address removes the link.
function LinkDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const editor = useCellValue(activeEditor$)
  const [url, setUrl] = React.useState("")
  const translate = useTranslate()
  const word = (key: string) => translate(`admin.siteFiles.mdx.link.${key}`)
  const titleId = React.useId()
  const save = (event: React.FormEvent) => {
    event.preventDefault()
    editor?.dispatchCommand(TOGGLE_LINK_COMMAND, url.trim() || null)
    setUrl("")
    onClose()
  }
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <form onSubmit={save}>
        <DialogTitle id={titleId}>{word("title")}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={word("address")}
            helperText={word("help")}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{word("cancel")}</Button>
          <Button type="submit" variant="contained">
            {word("apply")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
