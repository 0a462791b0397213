import { expect, test } from "@playwright/test"
import {
  AdminListPage,
  AdminLoginPage,
  signInWithToken,
  unique,
} from "./pages/admin-list-page"
import { formsOn } from "./pages/visitor-forms"

test.describe("contacts and teachers in the admin", () => {
  test("a contact sent from the public form appears in the contacts list, its e-mail sent", async ({
    page,
    request,
  }) => {
    test.slow()
    const name = `Amina Yusuf ${unique()}`
    const message =
      "We would like a second opinion on our drilling services tender before it goes out."
    const forms = await formsOn(page)
    const form = forms.parts.bookSession()
    // The honeypot is there for robots only: out of sight and never filled by this visitor.
    const trap = form.locator('input[name="website"]')
    await expect(trap).toHaveCount(1)
    await expect(trap).not.toBeInViewport()
    await forms.fillContact(form, {
      name,
      email: `amina.${unique()}@example.test`,
      country: "United Kingdom (+44)",
      number: "20 7946 0000",
      reason: "Tender review",
      message,
    })
    await expect(trap).toHaveValue("")
    await form.getByRole("button", { name: "Book Session" }).click()
    await expect(forms.parts.toast("Session Booked Succefully")).toBeVisible()

    await signInWithToken(page, request)
    const contacts = new AdminListPage(page, "contacts")
    await contacts.goto()
    await contacts.search(name)
    const row = contacts.elements.row(name)
    await expect(row).toContainText("Session request")
    await expect(contacts.elements.export()).toBeEnabled()
    await expect(contacts.elements.create()).toHaveCount(0)

    // Its e-mail goes to the SMTP server scripts/e2e-server.mjs runs, within seconds of the 201; a
    // list read before that says Pending, so read it again until it is Sent.
    await expect(async () => {
      await page.reload()
      await expect(row.getByText("Sent", { exact: true })).toBeVisible({
        timeout: 2_000,
      })
    }).toPass({ timeout: 20_000 })

    await contacts.open(name)
    await expect(page).toHaveURL(/\/admin\/contacts\/[^/]+\/show$/)
    await expect(page.getByText(message)).toBeVisible()
    await expect(page.getByText("Notified at")).toBeVisible()
    await expect(
      page.getByRole("button", { name: "Send the e-mail again" })
    ).toHaveCount(0)
  })

  test("a teacher registers and shows up in the teachers list", async ({
    page,
  }) => {
    const login = new AdminLoginPage(page)
    await login.goto()
    await login.elements.registerLink().click()
    await expect(page).toHaveURL(/\/admin\/register$/)

    const name = `Lars Berg ${unique()}`
    const email = `lars.${unique()}@example.test`
    await page.getByLabel(/^Full name/).fill(name)
    await page.getByLabel(/^E-mail/).fill(email)
    await page.getByLabel(/^Password/).fill("a-long-enough-passphrase")
    await page.getByLabel(/^Confirm password/).fill("a-long-enough-passphrase")
    await page.getByLabel(/^Phone/).fill("+47 22 12 34 56")
    await page.getByLabel(/^Subject you teach/).fill("Contract management")
    await page.getByRole("button", { name: "Register" }).click()

    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(
      page.getByRole("alert").filter({ hasText: /\w/ }).first()
    ).toBeVisible()

    await login.login()
    const teachers = new AdminListPage(page, "teachers")
    await expect(
      page.getByRole("heading", { name: /New contacts/ })
    ).toBeVisible()
    await teachers.goto()
    await teachers.search(name)
    await expect(teachers.elements.row(name)).toContainText(email)
  })
})
