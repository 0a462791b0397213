import type { SxProps, Theme } from "@mui/material"
import { richTextContentSx } from "../richTextContentSx"

// The editable text as the site shows its rich text (richTextContentSx.ts), in a bordered field,
// where a wide table scrolls inside the field on a phone rather than widening the page.
export const richTextSx: SxProps<Theme> = {
  "& .ProseMirror": {
    minHeight: 200,
    maxWidth: "100%",
    overflowWrap: "anywhere",
    border: 1,
    borderColor: "divider",
    borderRadius: "0 0 4px 4px",
    px: 2,
    py: 1,
    bgcolor: "background.paper",
    "&:focus-visible": {
      outline: 2,
      outlineColor: "primary.main",
      outlineOffset: -2,
    },
    ...richTextContentSx,
    "& blockquote": { borderLeft: 4, borderColor: "divider", pl: 2, ml: 0 },
    "& table": {
      display: "block",
      overflowX: "auto",
      borderCollapse: "collapse",
      my: 1,
    },
    "& th, & td": {
      border: 1,
      borderColor: "divider",
      px: 1,
      minWidth: 48,
      verticalAlign: "top",
    },
    "& .selectedCell": { bgcolor: "action.selected" },
    "& img": { maxWidth: "100%", height: "auto", display: "block" },
    "& .ProseMirror-selectednode": { outline: 2, outlineColor: "primary.main" },
  },
}
