import { expect, test, type Page } from "@playwright/test"
import site from "../content/site.json"
import type { AuditEntry } from "../schemas/audit"
import { AdminListPage, unique } from "./pages/admin-list-page"
import { mailTo } from "./pages/mailbox"
import { administrator, storageStateOf, type Person } from "./pages/people"
import { AdminFormPage } from "./pages/publishing"

// People at work in the panel, each in a browser of their own: an administrator invites an
// editor by e-mail, the editor accepts and publishes a blog, is made an administrator for a while
// and then an editor again, and their next administrator's action is refused; an enquiry goes
// from new to answered. The audit trail then shows each step, in order, with who took it.

test("an administrator invites an editor, who accepts and publishes a blog; demoted, their next action is refused", async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow()
  const admin = await administrator(request)
  const started = new Date().toISOString()
  const email = `nadia.${unique()}@e2e.test`
  const password = `nadia's password ${unique()}`
  const adminPage = await signedInPage(browser, baseURL!, admin)
  const blogTitle = `Rates are not the whole cost ${unique()}`

  await test.step("the administrator invites an editor", async () => {
    await adminPage.goto("/admin/users/create")
    await adminPage.getByLabel(/^E-mail/).fill(email)
    await adminPage.getByRole("button", { name: "Save" }).click()
    await expect(adminPage).toHaveURL(/\/admin\/users$/)
    await expect(
      adminPage.getByRole("row").filter({ hasText: email })
    ).toContainText("Invited")
  })

  const editor = await browser.newPage()
  await test.step("the editor follows the e-mailed link, chooses a password and publishes a blog", async () => {
    const mail = await mailTo(email, /\/admin\/accept\?token=/)
    expect(mail.subject).toMatch(/invited/)
    expect(mail.link).toMatch(
      new RegExp(`^${site.siteUrl}/admin/accept\\?token=`)
    )
    await editor.goto(mail.path!)
    await editor.getByLabel(/^Password/).fill(password)
    await editor.getByLabel(/^Confirm password/).fill(password)
    await editor.getByRole("button", { name: "Accept and sign in" }).click()
    await expect(
      editor.getByRole("heading", { name: "Waiting for someone" })
    ).toBeVisible()
    // Content and enquiries, not accounts.
    await expect(editor.getByRole("menuitem", { name: "Blogs" })).toBeVisible()
    await expect(
      editor.getByRole("menuitem", { name: "Accounts" })
    ).toHaveCount(0)
    await new AdminFormPage(editor, "blogs").create({
      Title: blogTitle,
      Excerpt: "The 70% beyond rates, in one page.",
    })
    // The link works once.
    const again = await request.post("/api/admin/auth/accept", {
      data: {
        token: new URL(mail.link!).searchParams.get("token"),
        password: "someone else's pw",
      },
    })
    expect(again.status()).toBe(400)
  })

  const contactId = await enquiry(request, `Demotion Check ${unique()}`)
  const users = new AdminListPage(adminPage, "users")
  await test.step("made an administrator, the editor may delete an enquiry", async () => {
    await setRole(adminPage, users, email, "Administrator")
    await editor.goto(`/admin/contacts/${contactId}/show`)
    await expect(editor.getByRole("button", { name: "Delete" })).toBeVisible()
  })

  await test.step("an editor again, their very next delete is refused by the server", async () => {
    await setRole(adminPage, users, email, "Editor")
    // The same page, the same session: the panel still offers the button it was given.
    await editor.getByRole("button", { name: "Delete" }).click()
    await editor
      .getByRole("dialog")
      .getByRole("button", { name: "Confirm" })
      .click()
    await expect(
      editor.getByText("This call is not open to the editor role")
    ).toBeVisible()
    const still = await request.get(`/api/admin/contacts/${contactId}`, {
      headers: admin.headers,
    })
    expect(still.status()).toBe(200)
  })

  await test.step("the audit trail shows it all, in order, with who did each", async () => {
    const entries = await trail(request, admin, started)
    const editorId = entries.find(
      (entry) => entry.action === "accept" && entry.actor === email
    )!.recordId
    const steps = entries
      .filter((entry) => entry.actor === email || entry.recordId === editorId)
      .map(
        (entry) =>
          `${entry.actor === email ? "editor" : entry.actor === admin.email ? "admin" : entry.actor} ${entry.action} ${entry.resource}`
      )
    expect(steps).toEqual([
      "admin invite users",
      "editor accept users",
      "editor create blogs",
      "admin role_change users",
      "admin role_change users",
    ])
    // And in the panel, on the account's own page.
    await users.goto()
    await adminPage
      .getByRole("row")
      .filter({ hasText: email })
      .getByText(email)
      .click()
    const history = adminPage.getByRole("region", { name: "History" })
    await expect(
      history.getByRole("row").filter({ hasText: "Role changed" })
    ).toHaveCount(2)
    await expect(
      history.getByRole("row").filter({ hasText: "Invited" })
    ).toContainText(admin.email)
  })
})

test("a contact request goes from new to answered, and the audit trail says who handled it", async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow()
  const admin = await administrator(request)
  const started = new Date().toISOString()
  const name = `Joost de Vries ${unique()}`
  const id = await enquiry(request, name)
  const page = await signedInPage(browser, baseURL!, admin)
  const contacts = new AdminListPage(page, "contacts")

  await test.step("it arrives new and unassigned", async () => {
    await contacts.goto()
    await contacts.search(name)
    await expect(contacts.elements.row(name)).toContainText("New")
    await contacts.open(name)
    await expect(page).toHaveURL(new RegExp(`/admin/contacts/${id}/show$`))
  })

  await test.step("'Reply' writes to the visitor, quoting their subject", async () => {
    const reply = page.getByRole("link", { name: "Reply" })
    const href = (await reply.getAttribute("href"))!
    expect(href).toMatch(
      /^mailto:joost\.\w+@example\.test\?subject=Re%3A%20Tender%20review&body=/
    )
    expect(decodeURIComponent(href)).toContain(
      "> Please call me about our next tender."
    )
  })

  await test.step("the administrator takes it on, notes the call, and marks it answered", async () => {
    await page.getByRole("link", { name: "Status and notes" }).click()
    // The form's picker, not the record page's Status label, which stays a moment after the click.
    await page.getByRole("combobox", { name: "Status" }).click()
    await page.getByRole("option", { name: "In progress" }).click()
    await page.getByLabel("Assignee").fill(admin.email.slice(0, 6))
    await page.getByRole("option", { name: admin.email }).click()
    await page
      .getByLabel("Notes")
      .fill("Called back; sending the proposal on Friday.")
    await page.getByRole("button", { name: "Save" }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/contacts/${id}/show$`))
    await expect(page.getByText("In progress")).toBeVisible()
    await page.getByRole("button", { name: "Mark answered" }).click()
    await expect(page.getByText("Marked answered")).toBeVisible()
    await expect(page.getByText("Answered", { exact: true })).toBeVisible()
    const stored = await (
      await request.get(`/api/admin/contacts/${id}`, { headers: admin.headers })
    ).json()
    expect(stored).toMatchObject({
      status: "answered",
      assignee: admin.id,
      answeredBy: admin.email,
    })
  })

  await test.step("the audit trail shows each change, in order, by the administrator", async () => {
    const changes = (await trail(request, admin, started)).filter(
      (entry) => entry.recordId === id
    )
    expect(changes.map((entry) => `${entry.actor} ${entry.action}`)).toEqual([
      `${admin.email} update`,
      `${admin.email} update`,
    ])
    const history = page.getByRole("region", { name: "History" })
    await expect(
      history.getByRole("row").filter({ hasText: admin.email })
    ).toHaveCount(2)
  })
})

async function signedInPage(
  browser: import("@playwright/test").Browser,
  origin: string,
  person: Person
) {
  const context = await browser.newContext({
    storageState: storageStateOf(origin, person),
  })
  return context.newPage()
}

async function enquiry(
  request: import("@playwright/test").APIRequestContext,
  name: string
) {
  const response = await request.post(`/api/v1/${site.brand}/contact/upload`, {
    data: {
      name,
      email: `joost.${unique()}@example.test`,
      number: "+31 70 123 4567",
      reason: "Tender review",
      message: "Please call me about our next tender.",
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()).Contact.id as string
}

async function setRole(
  page: Page,
  users: AdminListPage,
  email: string,
  role: string
) {
  await users.goto()
  await page
    .getByRole("row")
    .filter({ hasText: email })
    .getByText(email)
    .click()
  // A row opens its record once react-admin has asked the auth provider whether the role may edit
  // it; until then the list, whose filter and column are labelled Role too, is still the page.
  await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/)
  // The address changes before the form renders: its Save button says the list has gone.
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible()
  await page.getByRole("combobox", { name: "Role" }).click()
  await page.getByRole("option", { name: role }).click()
  await page.getByRole("button", { name: "Save" }).click()
  await expect(page).toHaveURL(/\/admin\/users$/)
  // The address changes as the list starts to render; until it has, the account's page and its
  // history, whose rows name the account too, are still the page.
  await expect(
    page.getByRole("heading", { level: 1, name: "Accounts" })
  ).toBeVisible()
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText(
    role
  )
}

// The trail since `since`, oldest first.
async function trail(
  request: import("@playwright/test").APIRequestContext,
  admin: Person,
  since: string
) {
  const filter = encodeURIComponent(JSON.stringify({ from: since }))
  const response = await request.get(
    `/api/admin/audit?filter=${filter}&range=[0,999]&sort=${encodeURIComponent('["at","ASC"]')}`,
    {
      headers: admin.headers,
    }
  )
  expect(response.status()).toBe(200)
  return (await response.json()) as AuditEntry[]
}
