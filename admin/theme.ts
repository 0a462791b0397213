import { defaultTheme, type RaThemeOptions } from "react-admin"
import { i18nProvider } from "./i18n"

// The site's navy (src/styles/global.css --color-brand) on the app bar and the lighter navy on
// buttons, so the panel reads as part of the same product.
//
// Accessibility (every screen passes axe against WCAG 2.2 AA, e2e/panel-screens.spec.ts): the
// status colours are darkened to reach 4.5:1 on white as text (MUI's warning and info do not); an
// empty list's message is secondary text, not the disabled grey; a list's cells, a phone's list
// rows and a record's fields break long words rather than overflow; every small control is at
// least 24 × 24 px (WCAG 2.2's target size); a row that opens its record shows the keyboard's
// focus; and a checkbox's label goes to its input, not to the span around it, which may
// not carry one (react-admin's row checkboxes pass `aria-label` to MUI's Checkbox, whose root takes
// every prop it does not know).
/** The lighter navy (--color-brand-light, src/styles/global.css): buttons, the keyboard's focus. */
const NAVY = "#16356f"
/** The smallest a control may be, in px, each way (WCAG 2.2, 2.5.8). */
export const TARGET = 24

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: NAVY },
    secondary: { main: "#0b1f44", contrastText: "#ffffff" },
    warning: { main: "#a64b00" },
    info: { main: "#01579b" },
    success: { main: "#1b5e20" },
    error: { main: "#b71c1c" },
  },
  components: {
    ...defaultTheme.components,
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { "aria-label": undefined } as object,
          input: ((ownerState: { "aria-label"?: string }) => ({
            "aria-label": ownerState["aria-label"],
          })) as never,
        },
      },
    },
    // A spinner is a progressbar, which needs a name: react-admin's loading indicator in the app
    // bar has none of its own. (Spinners inside a labelled button stay aria-hidden where used.)
    MuiCircularProgress: {
      defaultProps: { "aria-label": i18nProvider.translate("ra.page.loading") },
    },
    // WCAG 2.2's smallest target (2.5.8), for every small control of the panel at once: the
    // icon buttons (a list's paging, a field's clear button), small buttons, a column's sort label.
    MuiIconButton: {
      styleOverrides: { root: { minWidth: TARGET, minHeight: TARGET } },
    },
    MuiButton: {
      styleOverrides: { sizeSmall: { minHeight: TARGET } },
    },
    // A list's page numbers (react-admin's pagination draws MUI's small ones, 26 px), a little
    // closer together at this size.
    MuiPaginationItem: {
      styleOverrides: { sizeSmall: { minWidth: TARGET, height: TARGET } },
    },
    // A column's sort label keeps its words whole, so long values in the other columns cannot
    // squeeze it below the target.
    MuiTableSortLabel: {
      styleOverrides: {
        root: { minWidth: TARGET, minHeight: TARGET, overflowWrap: "normal" },
      },
    },
    // A row that opens its record shows where the keyboard's focus is (common/ResponsiveList.tsx
    // gives such rows the focus and Enter).
    RaDataTableRow: {
      styleOverrides: {
        root: {
          "&:focus-visible": {
            outline: `2px solid ${NAVY}`,
            outlineOffset: -2,
          },
        },
      },
    },
    // The actions on the rows ticked, while none is: out of sight, out of the tab order, and no
    // longer over the column headers' sort labels (react-admin only shrinks it to no height).
    RaBulkActionsToolbar: {
      styleOverrides: {
        root: { "& .RaBulkActionsToolbar-collapsed": { visibility: "hidden" } },
      },
    },
    // The help under a field staff may not change ("Set by the developers…") is read, so it keeps
    // the legible grey of any help rather than the faint one MUI gives a disabled field's (axe:
    // color-contrast).
    MuiFormHelperText: {
      styleOverrides: {
        root: ({
          theme,
        }: {
          theme: { palette: { text: { secondary: string } } }
        }) => ({
          "&.Mui-disabled": { color: theme.palette.text.secondary },
        }),
      },
    },
    // A phone's list rows and a record's fields, like a table's cells, break a long word.
    MuiListItemText: {
      styleOverrides: { root: { overflowWrap: "anywhere" } },
    },
    RaSimpleShowLayout: {
      styleOverrides: { root: { overflowWrap: "anywhere" } },
    },
    // A list's cells may break a long word (an e-mail address, a name without spaces) where it
    // must, so the table narrows to the screen beside the menu rather than running off its side.
    RaDataTableCell: {
      styleOverrides: { root: { overflowWrap: "anywhere" } },
    },
    RaEmpty: {
      styleOverrides: {
        root: ({
          theme,
        }: {
          theme: { palette: { text: { secondary: string } } }
        }) => ({
          color: theme.palette.text.secondary,
          "& .RaEmpty-message": { color: theme.palette.text.secondary },
        }),
      },
    },
  } as RaThemeOptions["components"],
}
