import { readFileSync } from "node:fs"
import { expect, type Page } from "@playwright/test"
import { axeOn } from "./axe"

// HTML_CodeSniffer, the second accessibility engine beside axe, as pa11y runs it: its browser build
// evaluated in the page (past the page's Content-Security-Policy, as axe is), then WCAG 2 AA.
const htmlCodeSniffer = readFileSync(
  require.resolve("html_codesniffer/build/HTMLCS.js"),
  "utf8"
)

// Chromium reports every 4xx/5xx answer as a console error; tests that cause one on purpose
// leave those lines out and keep every other error.
const expectedHttpError =
  /Failed to load resource: the server responded with a status of (404|500)/

export type Consent = "accepted" | "declined" | null

/**
 * A public page of the site as a visitor meets it: the root layout (header, menus, the heading
 * under the header, footer) and what every page shares. The base of every public page object
 * (react-admin's ListPage pattern: an `elements` map, then actions).
 */
export class SitePage {
  readonly errors: string[] = []
  readonly logs: string[] = []

  constructor(readonly page: Page) {
    page.on("console", (message) => {
      if (message.type() === "error") this.errors.push(message.text())
      if (message.type() === "log") this.logs.push(message.text())
    })
    page.on("pageerror", (error) => this.errors.push(String(error)))
  }

  readonly elements = {
    header: () => this.page.getByRole("banner"),
    logo: () =>
      this.page.getByRole("banner").getByRole("link", { name: /home page/ }),
    mainMenu: () => this.page.getByRole("navigation", { name: "Main" }),
    menuButton: (name: string) =>
      this.elements.mainMenu().getByRole("button", { name }),
    openMobileMenu: () => this.page.getByRole("button", { name: "Open menu" }),
    mobileMenu: () => this.page.getByRole("dialog", { name: "Menu" }),
    pageHeading: () =>
      this.page.getByTestId("page-heading").getByRole("heading", { level: 1 }),
    h1: () => this.page.getByRole("heading", { level: 1 }),
    main: () => this.page.getByRole("main"),
    hero: () => this.page.getByRole("region", { name: "Introduction" }),
    heading: (name: string) =>
      this.elements.main().getByRole("heading", { name, exact: true }),
    link: (name: string) =>
      this.elements.main().getByRole("link", { name, exact: true }),
    carousel: (name: string) => this.page.getByRole("region", { name }),
    footer: () => this.page.getByRole("contentinfo"),
    contactStrip: () => this.page.getByTestId("contact-strip"),
    cookieBanner: () =>
      this.page.getByRole("region", { name: /Cookie consent/ }),
  }

  /**
   * Opens a page and waits until React runs it: a click on the server's HTML before then does
   * nothing. The cookie choice is made beforehand (declined unless said), so the banner covers
   * nothing; `null` leaves it to the visitor.
   */
  async goto(path: string, consent: Consent = "declined") {
    if (consent) {
      // Cookies ignore the port: this is the playwright.config.ts server, whatever E2E_PORT is.
      await this.page.context().addCookies([
        {
          name: "cookieConsent",
          value: consent,
          domain: "127.0.0.1",
          path: "/",
        },
      ])
    }
    const response = await this.page.goto(path)
    await waitForHydration(this.page)
    return response
  }

  /**
   * A carousel once the visitor has scrolled to it: react-slick takes it over then, and shows
   * its pause control.
   */
  async liveCarousel(name: string) {
    const carousel = this.elements.carousel(name)
    await carousel.scrollIntoViewIfNeeded()
    await expect(
      carousel.getByRole("button", {
        name: new RegExp(`^(Pause|Play) ${name}$`),
      })
    ).toBeVisible()
    return carousel
  }

  /**
   * The page at another width, as a visitor turning a tablet sees it: once its layout follows the
   * new width and any transition that started has ended.
   */
  async resize(viewport: { width: number; height: number }) {
    const { width, height } = this.page.viewportSize() ?? {}
    if (width === viewport.width && height === viewport.height) return
    await this.page.setViewportSize(viewport)
    await waitForTransitions(this.page)
  }

  /** Every same-site link on the page (header, main and footer), without hash or query, once each. */
  async internalLinks() {
    const hrefs = await this.page
      .locator("a[href]")
      .evaluateAll((anchors) =>
        anchors
          .map((anchor) => (anchor as HTMLAnchorElement).href)
          .filter((href) => href.startsWith(location.origin))
      )
    return [...new Set(hrefs.map((href) => new URL(href).pathname))]
  }

  /** Console errors other than the HTTP errors a test provoked on purpose. */
  unexpectedErrors() {
    return this.errors.filter((error) => !expectedHttpError.test(error))
  }

  async accessibilityViolations(selector?: string) {
    const axe = axeOn(this.page)
    const results = await (selector ? axe.include(selector) : axe).analyze()
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`
    )
  }

  /** HTML_CodeSniffer's errors on the page (WCAG 2 AA; its warnings and notices ask a person). */
  async codeSnifferErrors() {
    // Once a page: it is 0.5 MB of script, and it starts each check afresh.
    if (!(await this.page.evaluate(() => "HTMLCS" in window)))
      await this.page.evaluate(htmlCodeSniffer)
    return this.page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          type Message = { type: number; code: string; element: Element }
          const { HTMLCS } = window as unknown as {
            HTMLCS: {
              ERROR: number
              getTranslation(key: string): string | undefined
              process(standard: string, root: Document, done: () => void): void
              getMessages(): Message[]
            }
          }
          // Version 2.5.1 lacks a few of its English texts: report their key rather than fail.
          const translate = HTMLCS.getTranslation.bind(HTMLCS)
          HTMLCS.getTranslation = (key) => translate(key) ?? key
          HTMLCS.process("WCAG2AA", document, () =>
            resolve(
              HTMLCS.getMessages()
                .filter((message) => message.type === HTMLCS.ERROR)
                .map(
                  (message) =>
                    `${message.code}: ${message.element.outerHTML.slice(0, 160)}`
                )
            )
          )
        })
    )
  }
}

/**
 * Waits until React has taken over the page: until then the server's HTML shows every control,
 * but a click on one does nothing. React marks the elements it runs with its own properties.
 */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() =>
      page
        .locator("main")
        .evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith("__reactProps"))
        )
    )
    .toBe(true)
}

/** Waits until every animation or transition that ends has ended (a looping one never does). */
export async function waitForTransitions(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getTiming().iterations === Infinity
      )
  )
}
