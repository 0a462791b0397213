import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Route,
} from "@playwright/test"
import { E2E_ADMIN, unique } from "./admin-list-page"
import { SitePage } from "./site-page"

export { unique }

export type ContactFields = {
  name: string
  email: string
  country?: string
  number: string
  reason: string
  message: string
}

/** The footer's 'Get in Touch' forms and the request modal, as a visitor meets them. */
export class VisitorForms extends SitePage {
  readonly parts = {
    getInTouch: () => this.page.locator("#get-in-touch"),
    bookSession: () =>
      this.parts
        .getInTouch()
        .locator("form")
        .filter({ has: this.page.getByLabel("Country code") }),
    newsletter: () =>
      this.parts
        .getInTouch()
        .locator("form")
        .filter({ has: this.page.getByLabel("E-mail address") }),
    requestButton: () =>
      this.parts.getInTouch().getByRole("button", { name: "Request" }),
    // Hidden ones too: a <dialog> closed by Escape stays in the page, hidden, until its close
    // event reaches the site, which then takes it away. Closed is a count of 0: then a click
    // on 'Request' opens it again.
    modal: () =>
      this.page.getByRole("dialog", {
        name: "Request for Information / Proposal / Quotation",
        includeHidden: true,
      }),
    toast: (text: string | RegExp) =>
      this.page.getByRole("alert").filter({ hasText: text }),
  }

  /** Scrolls to the block and waits until React runs it (its buttons start disabled). */
  async ready() {
    await this.parts.getInTouch().scrollIntoViewIfNeeded()
    await expect(
      this.parts.bookSession().getByRole("button", { name: "Book Session" })
    ).toBeEnabled()
    await expect(
      this.parts.newsletter().getByRole("button", { name: "Subscribe" })
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

  /**
   * Holds the calls to `path` until the returned function lets them through: the loading state
   * stays on screen exactly as long as the test looks at it.
   */
  async hold(path: string) {
    const held: Route[] = []
    let released = false
    await this.page.route(`**${path}`, (route) =>
      released ? route.continue() : held.push(route)
    )
    return async () => {
      released = true
      await Promise.all(held.map((route) => route.continue()))
    }
  }

  /** The one allowed stand-in for our API: the call fails with a 500. */
  /**
   * Sends `form` by its `button` while the server answers `path` with a 500 and `message`: the
   * toast shows the message, and the button may be pressed again.
   */
  async sendFailing(
    form: Locator,
    button: string,
    path: string,
    message: string
  ) {
    await this.failWith500(path, { message })
    await form.getByRole("button", { name: button }).click()
    await expect(this.parts.toast(message)).toBeVisible()
    await expect(form.getByRole("button", { name: button })).toBeEnabled()
  }

  async failWith500(path: string, body: unknown) {
    await this.page.route(`**${path}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: typeof body === "string" ? body : JSON.stringify(body),
      })
    )
  }
}

/**
 * Counts the form's submit events from now on. A form the browser finds invalid never fires one,
 * and the page sends nothing without it: a count of 0 right after a click means nothing went out.
 */
export async function countSubmits(form: Locator) {
  await form.evaluate((element) => {
    const counted = element as HTMLFormElement & { submits?: number }
    counted.submits = 0
    element.addEventListener("submit", () => counted.submits!++)
  })
  return () =>
    form.evaluate(
      (element) => (element as HTMLFormElement & { submits: number }).submits
    )
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

/** The forms of `path` (the FAQ page unless named), opened and ready: React runs them. */
export async function formsOn(page: Page, path = "/faq") {
  const forms = new VisitorForms(page)
  await forms.goto(path)
  await forms.ready()
  return forms
}
