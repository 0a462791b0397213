import { defaultTheme, type RaThemeOptions } from "react-admin"
import { i18nProvider } from "./i18n"

// The site's navy (src/styles/global.css --color-brand) on the app bar and the lighter navy on
// buttons, so the panel reads as part of the same product.
//
// Accessibility (every screen passes axe): the status colours are darkened to reach 4.5:1 on
// white as text (MUI's warning and info do not); an empty list's message is secondary text, not
// the disabled grey; a list's cells break long words rather than overflow; and a checkbox's label
// goes to its input, not to the span around it, which may not carry one (react-admin's row
// checkboxes pass `aria-label` to MUI's Checkbox, whose root takes every prop it does not know).
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: "#16356f" },
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
