import { defaultTheme, type RaThemeOptions } from "react-admin"

// The site's navy (src/styles/global.css --color-brand) on the app bar and the lighter navy on
// buttons, so the panel reads as part of the same product.
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: "#16356f" },
    secondary: { main: "#0b1f44", contrastText: "#ffffff" },
  },
}
