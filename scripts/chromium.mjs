// The browsers the tools here drive, both Debian's Chromium (Playwright's and Lighthouse's own
// browser downloads fail offline), with the flags below, the same for every tool so their figures
// compare. CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH point elsewhere.

// The whole browser: what Lighthouse and the benchmarks measure pages in, as visitors load them.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

// Chromium's headless shell (Debian's chromium-headless-shell, built from the same source): the
// same Blink and V8 without the browser's own interface, which is what Playwright itself runs
// headless tests in. The end-to-end tests run here: the whole browser spent some 75% more CPU on
// the same 189 tests (469 s against 270 s), on a machine whose two cores they keep busy.
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell"

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]
