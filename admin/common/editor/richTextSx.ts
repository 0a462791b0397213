import type { SxProps, Theme } from "@mui/material"

// The editable text as the site shows its rich text: headings, lists, quotes, tables and figures
// look like themselves (the site's Tailwind preflight flattens them, and MUI sets none), and a
// wide table scrolls inside the field on a phone rather than widening the page.
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
    "& h2, & h3, & h4": { fontWeight: 600, lineHeight: 1.3, mt: 2, mb: 1 },
    "& h2": { fontSize: "1.5rem" },
    "& h3": { fontSize: "1.25rem" },
    "& h4": { fontSize: "1.1rem" },
    "& p": { my: 1 },
    "& ul, & ol": { pl: 3, my: 1 },
    "& ul": { listStyle: "disc" },
    "& ol": { listStyle: "decimal" },
    "& blockquote": { borderLeft: 4, borderColor: "divider", pl: 2, ml: 0 },
    "& hr": { my: 2 },
    "& a": { color: "primary.main", textDecoration: "underline" },
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
    "& figure": { m: 0, my: 1 },
    "& img": { maxWidth: "100%", height: "auto", display: "block" },
    "& figcaption": { fontSize: "0.875rem", color: "text.secondary" },
    "& .ProseMirror-selectednode": { outline: 2, outlineColor: "primary.main" },
  },
}
