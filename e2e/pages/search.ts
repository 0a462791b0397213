import { expect, type Locator, type Page } from "@playwright/test"
import { SitePage } from "./site-page"

/**
 * The site search as a visitor meets it: the header's button (and the phone menu's), the dialog
 * with its field, kind filter, status and results, the /search page and the error page's
 * suggestions.
 */
export class SearchPage extends SitePage {
  constructor(page: Page) {
    super(page)
  }

  readonly search = {
    button: () =>
      this.page
        .getByRole("banner")
        .getByRole("link", { name: "Search", exact: true }),
    menuButton: () =>
      this.elements.mobileMenu().getByRole("button", { name: "Search" }),
    // Hidden ones too, as the request form's modal (visitor-forms.ts): closed is a count of 0.
    dialog: () =>
      this.page.getByRole("dialog", {
        name: "Search the site",
        includeHidden: true,
      }),
    field: () => this.page.getByRole("searchbox"),
    status: () =>
      this.page.getByRole("status").filter({
        hasText:
          /results? for|No results|Type a word|Searching|could not be loaded/,
      }),
    results: () =>
      this.page.getByRole("list", { name: "Results" }).getByRole("link"),
    result: (title: string | RegExp) =>
      this.search.results().filter({ hasText: title }),
    kind: (name: string) =>
      this.page
        .getByRole("group", { name: "Show" })
        .getByRole("button", { name }),
    close: () =>
      this.search.dialog().getByRole("button", { name: "Close search" }),
    suggestions: () =>
      this.page.getByRole("region", {
        name: "Were you looking for one of these?",
      }),
  }

  /** Opens the dialog from the header's button with a click (or a tap). */
  async open() {
    await this.search.button().click()
    await expect(this.search.dialog()).toBeVisible()
    await expect(this.search.field()).toBeFocused()
  }

  /** Types a query and waits until the status says what it found. */
  async query(text: string) {
    await this.search.field().fill(text)
    await expect(this.search.status()).toHaveText(/results? for|No results/)
  }

  /** Presses Tab until `target` has focus, as a keyboard user would reach it. */
  async tabTo(target: Locator, limit = 60) {
    for (let step = 0; step < limit; step++) {
      if (
        await target.evaluate((element) => element === document.activeElement)
      )
        return
      await this.page.keyboard.press("Tab")
    }
    throw new Error(`${target} not reached in ${limit} Tab presses`)
  }

  /** Presses ArrowDown from the field until the result `title` has focus. */
  async arrowTo(title: string | RegExp, limit = 20) {
    const target = this.search.result(title).first()
    for (let step = 0; step < limit; step++) {
      await this.page.keyboard.press("ArrowDown")
      if (
        await target.evaluate((element) => element === document.activeElement)
      )
        return
    }
    throw new Error(`result ${title} not reached in ${limit} arrow presses`)
  }
}
