import { expect, test } from "@playwright/test"
import site from "../content/site.json"
import {
  AdminListPage,
  AdminLoginPage,
  E2E_ADMIN,
  signInWithToken,
  unique,
} from "./pages/admin-list-page"

test.describe("admin sign-in", () => {
  test("a wrong password shows the server's message and stays on the login screen", async ({
    page,
  }) => {
    const login = new AdminLoginPage(page)
    await login.goto()
    await expect(page).toHaveTitle(/Admin panel/)
    await login.login(E2E_ADMIN.email, "not-the-password-at-all")

    await expect(login.elements.error()).toHaveText(/\w/)
    await expect(page).toHaveURL(/\/admin\/login$/)
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
  })

  test("logs in to the dashboard and logs out again", async ({ page }) => {
    const login = new AdminLoginPage(page)
    await page.goto("/admin/banners")
    await expect(page).toHaveURL(/\/admin\/login$/)
    await login.login()

    // Back to the page that asked for the login, then to the dashboard through the menu.
    await expect(page).toHaveURL(/\/admin\/banners$/)
    await page.getByRole("menuitem", { name: "Dashboard" }).click()
    await expect(
      page.getByRole("heading", { name: /New contacts in the last 7 days/ })
    ).toBeVisible()
    expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(
      ["_id", "token"]
    )

    await new AdminListPage(page, "banners").logout()
    await expect(page).toHaveURL(/\/admin\/login$/)
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    await page.goto("/admin/contacts")
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  test("a reload on a deep link stays there", async ({ page, request }) => {
    await signInWithToken(page, request)
    const name = `Deep Link ${unique()}`
    const upload = await request.post(`/api/v1/${site.brand}/contact/upload`, {
      data: {
        name,
        email: "deep.link@example.test",
        number: "+31 70 123 4567",
        reason: "Contract strategy review",
        message:
          "Please call us about a review of our well services contracts.",
      },
    })
    expect(upload.status()).toBe(201)
    const { Contact } = await upload.json()

    await page.goto(`/admin/contacts/${Contact.id}/show`)
    await expect(page.getByText(name).first()).toBeVisible()
    await page.reload()
    await expect(page).toHaveURL(
      new RegExp(`/admin/contacts/${Contact.id}/show$`)
    )
    await expect(
      page.getByText(
        "Please call us about a review of our well services contracts."
      )
    ).toBeVisible()
  })

  test("an ended session returns to the login screen with a clear message", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem("token", "rejected.by.server")
      localStorage.setItem("_id", "nobody")
    })
    await page.goto("/admin/banners")
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByText(/Your session has ended/)).toBeVisible()
  })
})
