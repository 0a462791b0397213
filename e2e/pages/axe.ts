import { createRequire } from "node:module"
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

// The axe-core that @axe-core/playwright itself depends on (its own copy, another version than
// the one the Jest projects use), run only where the page has none yet: the builder evaluates
// its 1.4 MB source twice for every check, and again for each further check on the same page.
const { source } = createRequire(require.resolve("@axe-core/playwright"))(
  "axe-core"
) as { source: string }
const axeSource = `if (typeof window.axe === "undefined") {\n${source}\n}`

/**
 * axe on a page, run in the page itself (axe.run). By default @axe-core/playwright runs each frame
 * apart and joins their results in a blank page it opens for every check, which doubles the time a
 * check takes; that is for cross-origin frames, and the pages checked here have none (the panel's
 * sandboxed e-mail preview is left out by name, and the chat's frame loads only after consent).
 * Only violations are reported in full: axe otherwise builds a unique selector for every element
 * each rule passed, which on a list of a hundred rows is most of a check's time.
 */
export const axeOn = (page: Page) =>
  new AxeBuilder({ page, axeSource })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })

/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2's target size among them, which axe
 * runs only when asked), and axe's best practices. */
export const axeWcag22On = (page: Page) =>
  axeOn(page).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
  ])
