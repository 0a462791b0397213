// The browser every tool here drives: Debian's Chromium (Playwright's and Lighthouse's own browser
// downloads fail offline), with the flags below, the same for every tool so their figures compare.
// CHROMIUM_PATH points elsewhere.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]
