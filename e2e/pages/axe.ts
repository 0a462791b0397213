import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

/**
 * axe on a page, run in the page itself (axe.run). By default @axe-core/playwright runs each frame
 * apart and joins their results in a blank page it opens for every check, which doubles the time a
 * check takes; that is for cross-origin frames, and the pages checked here have none (the panel's
 * sandboxed e-mail preview is left out by name, and the chat's frame loads only after consent).
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode()

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
