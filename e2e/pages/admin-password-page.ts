import { expect, type Page } from "@playwright/test"

/** The signed-in administrator's password screen (/admin/password), reached from the user menu. */
export class AdminPasswordPage {
  constructor(readonly page: Page) {}

  readonly elements = {
    userMenu: () => this.page.getByRole("button", { name: "Profile" }),
    menuItem: () =>
      this.page.getByRole("menuitem", { name: "Change password" }),
    title: () => this.page.locator("#react-admin-title"),
    current: () => this.page.getByLabel(/^Current password/),
    next: () => this.page.getByLabel(/^New password/),
    confirm: () => this.page.getByLabel(/^Confirm new password/),
    submit: () => this.page.getByRole("button", { name: "Change password" }),
    toast: () => this.page.getByRole("alert"),
  }

  async openFromUserMenu() {
    await this.elements.userMenu().click()
    await this.elements.menuItem().click()
    await expect(this.page).toHaveURL(/\/admin\/password$/)
    await expect(this.elements.title()).toHaveText("Change password")
  }

  async change(current: string, next: string, confirm = next) {
    await this.elements.current().fill(current)
    await this.elements.next().fill(next)
    await this.elements.confirm().fill(confirm)
    await this.elements.submit().click()
  }
}
