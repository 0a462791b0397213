import { expect, type Page } from "@playwright/test"
import { axeOn } from "./axe"
import { waitForTransitions } from "./site-page"

/**
 * A panel screen meets the bar at a desktop's width and a phone's: axe finds nothing, and at
 * 390 px nothing runs off the side of the page.
 */
export async function expectUsableScreen(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 844 })
    // react-admin lays out again on resize (its sidebar docked from 600 px, a drawer below it), with
    // transitions: measure once that layout is there and its transitions have ended.
    await expect(page.locator(".RaSidebar-docked")).toHaveCount(
      width < 600 ? 0 : 1
    )
    await waitForTransitions(page)
    // On a phone the menu is a drawer over the page, closed until asked for; one left open by
    // the wider screen would hide the page from a screen reader (and from axe).
    const drawer = page.locator(".MuiDrawer-modal")
    // Its backdrop closes it wherever the focus is (Escape would need the focus inside it); the
    // backdrop's right edge lies beside the drawer's paper, not under it.
    if (width < 600 && (await drawer.isVisible())) {
      await drawer
        .locator(".MuiBackdrop-root")
        .click({ position: { x: width - 10, y: 400 } })
      await expect(drawer).toBeHidden()
    }
    // The screen as it opens, from the top: react-admin's app bar, which holds the screen's title
    // (its h1), slides out of view while a long page is scrolled down.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(page.locator("h1#react-admin-title")).toBeVisible()
    // A newsletter's preview frame runs no script (sandbox), so axe cannot run inside it and would
    // wait for it; the e-mail's own HTML is checked on its own (expectAccessibleEmail).
    const results = await axeOn(page).exclude("iframe[sandbox]").analyze()
    // Soft: every screen and width is looked at, and all that fails is reported together.
    expect
      .soft(
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`
        ),
        `axe on ${name} at ${width} px`
      )
      .toEqual([])
    if (width === 390) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth
      )
      expect
        .soft(overflow, `${name} is wider than a phone's screen`)
        .toBeLessThanOrEqual(0)
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** An e-mail's HTML, opened as a page, meets WCAG 2.1 AA (landmarks are a page's, not a mail's). */
export async function expectAccessibleEmail(page: Page, html: string) {
  await page.setContent(html)
  const results = await axeOn(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze()
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`
    ),
    "axe on the newsletter e-mail"
  ).toEqual([])
}
