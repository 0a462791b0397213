import { expect, test } from "@playwright/test"
import { AdminListPage, signInWithToken, unique } from "./pages/admin-list-page"
import { VisitorForms } from "./pages/visitor-forms"

// CONTRACT 'Notifications', end to end: a visitor books a session on the site, the server
// e-mails the office through the SMTP server scripts/e2e-server.mjs runs, and the administrator
// sees the contact in the panel with its e-mail sent.

test("a visitor books a session, and the administrator sees its e-mail sent", async ({
  page,
  request,
}) => {
  test.slow()
  const name = `Noor Haddad ${unique()}`
  const forms = new VisitorForms(page)
  await forms.goto("/faq")
  await forms.ready()
  const form = forms.elements.bookSession()
  // The honeypot is there for robots only: out of sight and never filled by this visitor.
  const trap = form.locator('input[name="website"]')
  await expect(trap).toHaveCount(1)
  await expect(trap).not.toBeInViewport()
  await forms.fillContact(form, {
    name,
    email: `noor.${unique()}@example.test`,
    country: "United Arab Emirates (+971)",
    number: "50 123 4567",
    reason: "Contract strategy review",
    message: "We would like to discuss our drilling contracts.",
  })
  await expect(trap).toHaveValue("")
  await form.getByRole("button", { name: "Book Session" }).click()
  await expect(forms.elements.toast("Session Booked Succefully")).toBeVisible()

  await signInWithToken(page, request)
  const contacts = new AdminListPage(page, "contacts")
  await contacts.goto()
  await contacts.search(name)
  const row = contacts.elements.row(name)
  // Sent within seconds; a list read before that says Pending, so look again until it is Sent.
  await expect(async () => {
    await page.reload()
    await expect(row.getByText("Sent", { exact: true })).toBeVisible({
      timeout: 2_000,
    })
  }).toPass({ timeout: 20_000 })

  await contacts.open(name)
  await expect(page).toHaveURL(/\/admin\/contacts\/[^/]+\/show$/)
  await expect(page.getByText("Sent", { exact: true })).toBeVisible()
  await expect(page.getByText("Notified at")).toBeVisible()
  await expect(
    page.getByRole("button", { name: "Send the e-mail again" })
  ).toHaveCount(0)
  expect(forms.unexpectedErrors()).toEqual([])
})
