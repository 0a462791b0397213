import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test"
import AxeBuilder from "@axe-core/playwright"
import { E2E_ADMIN, unique } from "./admin-list-page"

export { unique }

export type ContactFields = {
  name: string
  email: string
  country?: string
  number: string
  reason: string
  message: string
}

// Chromium reports every 4xx/5xx answer as a console error; tests that cause one on purpose
// leave those lines out and keep every other error.
const expectedHttpError =
  /Failed to load resource: the server responded with a status of (404|500)/

/** The footer's 'Get in Touch' forms and the request modal, as a visitor meets them. */
export class VisitorForms {
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
    getInTouch: () => this.page.locator("#get-in-touch"),
    bookSession: () =>
      this.elements
        .getInTouch()
        .locator("form")
        .filter({ has: this.page.getByLabel("Country code") }),
    newsletter: () =>
      this.elements
        .getInTouch()
        .locator("form")
        .filter({ has: this.page.getByLabel("E-mail address") }),
    requestButton: () =>
      this.elements.getInTouch().getByRole("button", { name: "Request" }),
    modal: () =>
      this.page.getByRole("dialog", {
        name: "Request for Information / Proposal / Quotation",
      }),
    toast: (text: string | RegExp) =>
      this.page.getByRole("alert").filter({ hasText: text }),
    cookieBanner: () =>
      this.page.getByRole("region", { name: /Cookie consent/ }),
  }

  /** Opens a page with the cookie choice already made, so the banner covers nothing. */
  async goto(
    path = "/faq",
    consent: "accepted" | "declined" | null = "declined"
  ) {
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
    await this.page.goto(path)
    await this.page.waitForLoadState("networkidle")
  }

  /** Scrolls to the block and waits until React runs it (its buttons start disabled). */
  async ready() {
    await this.elements.getInTouch().scrollIntoViewIfNeeded()
    await expect(
      this.elements.bookSession().getByRole("button", { name: "Book Session" })
    ).toBeEnabled()
    await expect(
      this.elements.newsletter().getByRole("button", { name: "Subscribe" })
    ).toBeEnabled()
  }

  async fillContact(form: Locator, fields: ContactFields) {
    await form.getByLabel("Name", { exact: true }).fill(fields.name)
    await form.getByLabel("E-mail", { exact: true }).fill(fields.email)
    if (fields.country) {
      const select = form.getByLabel("Country code")
      await expect(select.locator("option")).not.toHaveCount(1)
      await select.selectOption({ label: fields.country })
    }
    await form.getByLabel("Mobile number").fill(fields.number)
    await form.getByLabel("Subject").fill(fields.reason)
    await form.getByLabel("Message").fill(fields.message)
  }

  /** Lets the real request through after a pause, so the loading state can be seen. */
  async slowDown(path: string, ms = 3000) {
    await this.page.route(`**${path}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms))
      await route.continue()
    })
  }

  /** The one allowed stand-in for our API: the call fails with a 500. */
  async failWith500(path: string, body: unknown) {
    await this.page.route(`**${path}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: typeof body === "string" ? body : JSON.stringify(body),
      })
    )
  }

  unexpectedErrors() {
    return this.errors.filter((error) => !expectedHttpError.test(error))
  }

  async accessibilityViolations(selector: string) {
    const results = await new AxeBuilder({ page: this.page })
      .include(selector)
      .analyze()
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`
    )
  }
}

/** The administrator's bearer header, for reading what the forms stored. */
export async function adminHeaders(request: APIRequestContext) {
  const response = await request.post("/api/admin/auth/login", {
    data: E2E_ADMIN,
  })
  expect(response.ok()).toBe(true)
  const { token } = await response.json()
  return { authorization: `Bearer ${token}` }
}

/** Every stored contact with this e-mail address, read through the admin API. */
export async function storedContacts(
  request: APIRequestContext,
  email: string
) {
  const headers = await adminHeaders(request)
  const filter = encodeURIComponent(JSON.stringify({ email }))
  const response = await request.get(`/api/admin/contacts?filter=${filter}`, {
    headers,
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as Record<string, unknown>[]
}
