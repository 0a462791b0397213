import type { SxProps, Theme } from "@mui/material"

// The editor's look, drawn here rather than with the library's stylesheet: Gatsby merges every
// imported CSS file into the one stylesheet each public page inlines, and the panel's editor
// must add nothing to the site's pages.

// Not a flex box: a browser focuses a text inside one oddly when a click lands beside it.
export const blockSx = {
  display: "block",
  "& > * + *": { mt: 2 },
  my: 2,
  p: 1.5,
  border: 1,
  borderColor: "divider",
  borderRadius: 1,
  bgcolor: "action.hover",
} satisfies SxProps<Theme>

export const contentSx = {
  "& [contenteditable='true']": {
    outline: "none",
    minHeight: "2.5rem",
    lineHeight: 1.6,
    fontSize: "1rem",
    overflowWrap: "anywhere",
  },
  "& .mdx-root-content": { px: 2, py: 1, minHeight: "20rem" },
  "& h2": { typography: "h5", mt: 3, mb: 1 },
  "& h3": { typography: "h6", mt: 2, mb: 1 },
  "& h4": { typography: "subtitle1", fontWeight: 700, mt: 2, mb: 1 },
  "& blockquote": {
    borderLeft: 4,
    borderColor: "divider",
    pl: 2,
    mx: 0,
    fontStyle: "italic",
  },
  "& a": { color: "primary.main", textDecoration: "underline" },
  "& table": {
    borderCollapse: "collapse",
    display: "block",
    overflowX: "auto",
    maxWidth: "100%",
    my: 2,
  },
  "& th, & td": {
    border: 1,
    borderColor: "divider",
    p: 0.75,
    verticalAlign: "top",
  },
  "& th": { bgcolor: "action.hover" },
  // A cell is wide enough for words; a wide table scrolls sideways on a phone instead.
  "& td:has([contenteditable]), & th:has([contenteditable])": {
    minWidth: "10rem",
  },
  "& table [contenteditable='true']": { overflowWrap: "normal" },
  "& table button": { fontSize: "0.75rem" },
  "& table svg": { width: 16, height: 16 },
} satisfies SxProps<Theme>
