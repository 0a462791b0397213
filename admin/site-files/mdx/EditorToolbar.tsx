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

const BLOCK_TYPES: [BlockType, string, () => ElementNode][] = [
  ["paragraph", "Paragraph", () => $createParagraphNode()],
  ["h2", "Heading 2", () => $createHeadingNode("h2")],
  ["h3", "Heading 3", () => $createHeadingNode("h3")],
  ["h4", "Heading 4", () => $createHeadingNode("h4")],
  ["quote", "Quote", () => $createQuoteNode()],
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

  const toggle = (label: string, on: boolean, press: () => void) => (
    <ToggleButton
      value={label}
      size="small"
      selected={on}
      onChange={press}
      sx={{ textTransform: "none", py: 0.25 }}
    >
      {label}
    </ToggleButton>
  )
  const insert = (label: string, press: () => void) => (
    <Button size="small" variant="outlined" onClick={press}>
      {label}
    </Button>
  )

  return (
    <Box
      role="toolbar"
      aria-label="Text formatting"
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
        label="Block"
        value={
          BLOCK_TYPES.some(([type]) => type === blockType) ? blockType : ""
        }
        onChange={(event) => {
          const type = BLOCK_TYPES.find(([name]) => name === event.target.value)
          if (type) convertSelection(type[2])
        }}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: "9rem" }}
      >
        <option value="" disabled hidden />
        {BLOCK_TYPES.map(([type, label]) => (
          <option key={type} value={type}>
            {label}
          </option>
        ))}
      </TextField>
      {toggle("Bold", (format & IS_BOLD) !== 0, () => applyFormat("bold"))}
      {toggle("Italic", (format & IS_ITALIC) !== 0, () =>
        applyFormat("italic")
      )}
      {toggle("Bulleted list", listType === "bullet", () =>
        applyList(listType === "bullet" ? "" : "bullet")
      )}
      {toggle("Numbered list", listType === "number", () =>
        applyList(listType === "number" ? "" : "number")
      )}
      {insert("Link", () => setLinkOpen(true))}
      {insert("Table", () => insertTable({ rows: 3, columns: 2 }))}
      {insert("Key figures", () =>
        insertJsx({
          kind: "flow",
          name: "KeyFigures",
          props: {
            items: { type: "expression", value: '[{ value: "", label: "" }]' },
          },
        })
      )}
      {insert("Callout", () =>
        insertJsx({
          kind: "flow",
          name: "Callout",
          props: { title: "" },
          children: [{ type: "paragraph", children: [] }],
        })
      )}
      {insert("Company name", () =>
        insertJsx({ kind: "text", name: "CompanyName", props: {} })
      )}
      {insert("E-mail address", () =>
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
  const save = (event: React.FormEvent) => {
    event.preventDefault()
    editor?.dispatchCommand(TOGGLE_LINK_COMMAND, url.trim() || null)
    setUrl("")
    onClose()
  }
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="mdx-link-title">
      <form onSubmit={save}>
        <DialogTitle id="mdx-link-title">Link the selected words</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Address"
            helperText="A page of the site (/faq) or a full address (https://…); empty removes the link."
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Apply
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
