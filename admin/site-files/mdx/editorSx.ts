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

// The library's table tools, found by the names its class names keep (`_addRowButton_er3ed_745`):
// its buttons drawn as the panel's small icon buttons, and a column's or row's menu as the
// panel's menus are (a raised paper with the theme's shadow), its buttons in a row.
const iconButton = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 28,
  minHeight: 28,
  p: 0.5,
  border: 0,
  borderRadius: 1,
  bgcolor: "transparent",
  color: "text.secondary",
  font: "inherit",
  cursor: "pointer",
  "&:hover": { bgcolor: "action.hover", color: "text.primary" },
  "&:focus-visible": {
    outline: "2px solid",
    outlineColor: "primary.main",
    outlineOffset: 1,
  },
  "&[data-state='on']": { bgcolor: "action.selected", color: "primary.main" },
  "&:disabled": { color: "action.disabled", cursor: "default" },
} as const

const tableToolsSx = {
  "& [class*='_tableColumnEditorTrigger_'], & [class*='_iconButton_'], & [class*='_tableColumnEditorToolbar_'] button":
    iconButton,
  // The buttons that add a row or a column run the table's length or height.
  "& [class*='_addRowButton_'], & [class*='_addColumnButton_']": {
    ...iconButton,
    width: "100%",
    height: "100%",
    border: 1,
    borderStyle: "dashed",
    borderColor: "divider",
  },
  "& [class*='_tableColumnEditorPopoverContent_']": {
    bgcolor: "background.paper",
    color: "text.primary",
    boxShadow: 4,
    borderRadius: 1,
    border: 1,
    borderColor: "divider",
    p: 0.5,
    zIndex: "modal",
  },
  "& [class*='_tableColumnEditorToolbar_'], & [class*='_toggleGroupRoot_']": {
    display: "flex",
    alignItems: "center",
    gap: 0.5,
  },
  "& [class*='_tableColumnEditorToolbar_'] [role='separator']": {
    alignSelf: "stretch",
    width: "1px",
    mx: 0.5,
    bgcolor: "divider",
  },
  "& [class*='_popoverArrow_']": {
    fill: (theme: Theme) => theme.palette.background.paper,
  },
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
  "& table svg, & [data-radix-popper-content-wrapper] svg": {
    width: 16,
    height: 16,
  },
  ...tableToolsSx,
} satisfies SxProps<Theme>
