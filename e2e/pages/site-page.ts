import { expect, type Locator, type Page } from "@playwright/test"
import AxeBuilder from "@axe-core/playwright"

/** The root layout as a visitor meets it: header, menus, the heading under the header, footer. */
export class SitePage {
  readonly errors: string[] = []

  constructor(readonly page: Page) {
    page.on("console", (message) => {
      if (message.type() === "error") this.errors.push(message.text())
    })
    page.on("pageerror", (error) => this.errors.push(String(error)))
  }

  readonly elements = {
    header: () => this.page.getByRole("banner"),
    logo: () => this.page.getByRole("banner").getByRole("link", { name: /home page/ }),
    mainMenu: () => this.page.getByRole("navigation", { name: "Main" }),
    menuButton: (name: string) => this.elements.mainMenu().getByRole("button", { name }),
    openMobileMenu: () => this.page.getByRole("button", { name: "Open menu" }),
    mobileMenu: () => this.page.getByRole("dialog", { name: "Menu" }),
    pageHeading: () => this.page.getByTestId("page-heading").getByRole("heading", { level: 1 }),
    h1: () => this.page.getByRole("heading", { level: 1 }),
    main: () => this.page.locator("main"),
    footer: () => this.page.getByRole("contentinfo"),
    contactStrip: () => this.page.getByTestId("contact-strip"),
  }

  async goto(path: string) {
    const response = await this.page.goto(path)
    await this.page.waitForLoadState("networkidle")
    return response
  }

  async accessibilityViolations() {
    const results = await new AxeBuilder({ page: this.page }).analyze()
    return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)
  }
}

/**
 * Waits until React has taken over the element: the server's HTML shows a control before
 * hydration, and a click that lands before the page's JavaScript has run does nothing.
 */
export async function waitForHydration(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))))
    .toBe(true)
}

/** A carousel once the visitor has scrolled to it: its code loads and runs only near the viewport. */
export async function liveCarousel(page: Page, name: string) {
  const carousel = page.getByRole("region", { name })
  await carousel.scrollIntoViewIfNeeded()
  await waitForHydration(carousel)
  return carousel
}
