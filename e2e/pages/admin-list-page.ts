import { expect, type APIRequestContext, type Page } from "@playwright/test"

import admin from "../fixtures/admin.json"

/** The administrator scripts/e2e-server.mjs creates from the same fixture. */
export const E2E_ADMIN = admin

/** The panel's login screen (/admin/login): react-admin's ListPage pattern, elements then actions. */
export class AdminLoginPage {
  constructor(readonly page: Page) {}

  readonly elements = {
    email: () => this.page.getByLabel("E-mail"),
    password: () => this.page.getByLabel(/^Password/),
    signIn: () => this.page.getByRole("button", { name: "Sign in" }),
    // The form's own message, not a toast (a toast is an alert too, outside the page's main).
    error: () => this.page.getByRole("main").getByRole("alert"),
    registerLink: () =>
      this.page.getByRole("link", { name: "Register as a teacher" }),
  }

  async goto() {
    await this.page.goto("/admin/login")
    await expect(this.elements.signIn()).toBeVisible()
  }

  async login(email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
    await this.elements.email().fill(email)
    await this.elements.password().fill(password)
    await this.elements.signIn().click()
  }
}

/** A resource's list (/admin/{resource}) and the menus around it. */
export class AdminListPage {
  constructor(
    readonly page: Page,
    readonly resource: string
  ) {}

  readonly elements = {
    heading: () =>
      this.page
        .getByRole("heading", { level: 1 })
        .or(this.page.locator("#react-admin-title")),
    search: () => this.page.getByPlaceholder("Search"),
    create: () => this.page.getByRole("link", { name: "Create" }),
    export: () => this.page.getByRole("button", { name: "Export" }),
    row: (text: string) => this.page.getByRole("row").filter({ hasText: text }),
    userMenu: () => this.page.getByRole("button", { name: "Profile" }),
    logout: () => this.page.getByRole("menuitem", { name: "Logout" }),
  }

  async goto() {
    await this.page.goto(`/admin/${this.resource}`)
  }

  // From the panel's menu, as a person moves between lists: the running panel fetches the list,
  // without loading the page again.
  async openFromMenu() {
    await this.page
      .getByRole("menuitem")
      .and(this.page.locator(`[href$="/admin/${this.resource}"]`))
      .click()
    await expect(this.page).toHaveURL(
      new RegExp(`/admin/${this.resource}(\\?.*)?$`)
    )
  }

  // react-admin applies the search after a debounce by rewriting the URL; a click made before
  // that lands on the unfiltered list and is undone when the filter arrives.
  async search(text: string) {
    await this.elements.search().fill(text)
    await this.page.waitForURL((url) =>
      (url.searchParams.get("filter") ?? "").includes(JSON.stringify(text))
    )
  }

  // Clicks the cell holding the text: the middle of a row can be an e-mail link.
  async open(text: string) {
    await this.elements.row(text).first().getByText(text).first().click()
  }

  async logout() {
    await this.elements.userMenu().click()
    await this.elements.logout().click()
  }
}

/** Signs in through the API and leaves the token where the panel looks for it. */
export async function signInWithToken(
  page: Page,
  request: APIRequestContext,
  credentials: { email: string; password: string } = E2E_ADMIN
) {
  const response = await request.post("/api/admin/auth/login", {
    data: credentials,
  })
  expect(response.ok()).toBe(true)
  const { token, _id } = await response.json()
  await page.addInitScript(
    ([token, id]) => {
      localStorage.setItem("token", token)
      localStorage.setItem("_id", id)
    },
    [token, _id]
  )
  return { token, headers: { authorization: `Bearer ${token}` } }
}

// A suffix that keeps records from tests running in parallel apart.
export const unique = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
