import { expect, test } from "@playwright/test"
import { AdminListPage, AdminLoginPage } from "./pages/admin-list-page"
import { AdminPasswordPage } from "./pages/admin-password-page"
import { administrator, invitedStaff, storageStateOf } from "./pages/people"

// The signed-in administrator changes their own password in the panel (docs/people.md), the
// current one required. A new password ends every session of that administrator, so each test
// changes the password of an administrator of its own, invited by the shared one, whose sessions
// the other specs go on using.

const NEW_PASSWORD = "a fresh panel password 42"

test("an administrator changes their password from the user menu", async ({
  page,
  request,
}) => {
  // Three sign-ins, two password changes and a sign-out through the panel's screens: close to the
  // default 30 s on a busy two-core machine, past it when the run starts cold.
  test.slow()
  const own = await invitedStaff(request, await administrator(request), "admin")
  const login = new AdminLoginPage(page)
  await login.goto()
  await login.login(own.email, own.password)
  await expect(page).toHaveURL(/\/admin\/?$/)

  const screen = new AdminPasswordPage(page)
  await screen.openFromUserMenu()

  // The current password is required, and checked by the server.
  await screen.change("not the current password", NEW_PASSWORD)
  await expect(screen.elements.toast()).toHaveText(
    /current password is not right/
  )
  await expect(page).toHaveURL(/\/admin\/password$/)

  await screen.change(own.password, NEW_PASSWORD)
  await expect(screen.elements.toast()).toHaveText(/Password changed/)

  // This session goes on with the token the change returned.
  const banners = new AdminListPage(page, "banners")
  await banners.goto()
  await expect(page).toHaveURL(/\/admin\/banners$/)
  await expect(banners.elements.create()).toBeVisible()

  await banners.logout()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await login.login(own.email, own.password)
  await expect(login.elements.error()).toHaveText(
    /Wrong e-mail address or password/
  )
  // Signed in with the new one: back in the panel (react-admin returns to the page left, when it
  // kept it) with the administrator's own menu.
  await login.login(own.email, NEW_PASSWORD)
  await expect(page).not.toHaveURL(/\/admin\/login$/)
  await expect(banners.elements.userMenu()).toContainText(own.email)
})

test("the new password must be confirmed and at least 12 characters long", async ({
  browser,
  request,
  baseURL,
}) => {
  const own = await invitedStaff(request, await administrator(request), "admin")
  const context = await browser.newContext({
    storageState: storageStateOf(baseURL!, own),
  })
  const page = await context.newPage()
  const screen = new AdminPasswordPage(page)
  await page.goto("/admin/password")
  await screen.change(own.password, "too short")
  await expect(
    page.getByText("The password needs at least 12 characters.")
  ).toBeVisible()
  await screen.change(
    own.password,
    "long enough password",
    "another long password"
  )
  await expect(page.getByText("The two passwords do not match.")).toBeVisible()
  await context.close()
})
