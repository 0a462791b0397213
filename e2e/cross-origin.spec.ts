import { expect, test } from "@playwright/test"
import {
  AdminListPage,
  AdminLoginPage,
  E2E_ADMIN,
  unique,
} from "./pages/admin-list-page"
import { VisitorForms } from "./pages/visitor-forms"
import { e2ePort as port } from "../scripts/e2e-server-port.mjs"

// A site on a CDN with its API elsewhere: the built site is opened from http://localhost:PORT
// and calls the API on http://127.0.0.1:PORT, another origin, so every call the panel and the
// forms make crosses origins with a real CORS preflight. scripts/e2e-server.mjs allows
// localhost's origin (CORS_ORIGIN) and lists the API's in the CSP (GATSBY_API_URL);
// window.__API_URL__ points the built scripts at it, as a build with GATSBY_API_URL would.
const apiOrigin = `http://127.0.0.1:${port}`
const siteOrigin = `http://localhost:${port}`

// One record in each list the panel reads, made through the API from outside the browser.
const records = (tag: string) => ({
  banners: { title: `Banner ${tag}`, order: 1 },
  stories: { title: `Story ${tag}` },
  templates: { title: `Template ${tag}`, category: "Cost efficiency" },
  programmes: { Name: `Programme ${tag}`, description: "<p>Three tiers.</p>" },
  team: { name: `Member ${tag}`, role: "Contract engineer" },
  events: { title: `Event ${tag}`, date: "2027-03-01T09:00:00.000Z" },
  news: { title: `News ${tag}`, date: "2026-11-01T09:00:00.000Z" },
  blogs: { title: `Blog ${tag}`, content: "<p>Rates are 20%.</p>" },
  courses: { title: `Course ${tag}`, durationDays: 2 },
})

test.use({ baseURL: siteOrigin })

test.beforeEach(async ({ page }) => {
  await page.addInitScript((url) => {
    window.__API_URL__ = url
  }, apiOrigin)
})

test("an administrator signs in, sees every list and saves a record across origins", async ({
  page,
  request,
}) => {
  test.slow()
  const tag = unique()
  const login = new AdminLoginPage(page)
  const session = await request.post(`${apiOrigin}/api/admin/auth/login`, {
    data: E2E_ADMIN,
  })
  const headers = { authorization: `Bearer ${(await session.json()).token}` }
  const seeded = records(tag)
  for (const [resource, data] of Object.entries(seeded)) {
    const created = await request.post(`${apiOrigin}/api/admin/${resource}`, {
      headers,
      data,
    })
    expect(created.status(), resource).toBe(201)
  }
  await request.post(`${apiOrigin}/api/teacher/auth/register`, {
    data: {
      name: `Teacher ${tag}`,
      email: `teacher-${tag}@example.com`,
      password: "a long teacher password",
    },
  })
  await request.post(`${apiOrigin}/api/v1/coreval/contact/upload`, {
    data: {
      name: `Contact ${tag}`,
      email: `contact-${tag}@example.com`,
      number: "+31 70 123 4567",
      reason: "Tender review",
      message: "Please call me about our tenders.",
    },
  })

  await login.goto()
  await login.login()
  await expect(page).toHaveURL(new RegExp(`^${siteOrigin}/admin/?$`))

  const shown = {
    ...Object.fromEntries(
      Object.entries(seeded).map(([resource, data]) => [
        resource,
        "title" in data ? data.title : "Name" in data ? data.Name : data.name,
      ])
    ),
    teachers: `Teacher ${tag}`,
    contacts: `Contact ${tag}`,
  }
  for (const [resource, text] of Object.entries(shown)) {
    const list = new AdminListPage(page, resource)
    await list.openFromMenu()
    await expect(list.elements.row(text), resource).toHaveCount(1)
  }

  const banners = new AdminListPage(page, "banners")
  await banners.openFromMenu()
  await banners.elements.create().click()
  const title = `Saved across origins ${tag}`
  await page.getByLabel(/^Title/).fill(title)
  await page.getByRole("button", { name: "Save" }).click()
  await expect(page).toHaveURL(/\/admin\/banners\/[^/]+\/show$/)
  const stored = await request.get(
    `${apiOrigin}/api/admin/banners?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`,
    { headers }
  )
  expect(
    (await stored.json()).map((banner: { title: string }) => banner.title)
  ).toEqual([title])
})

test("a visitor books a session from the site on another origin", async ({
  page,
  request,
}) => {
  const forms = new VisitorForms(page)
  await page.context().addCookies([
    {
      name: "cookieConsent",
      value: "declined",
      domain: "localhost",
      path: "/",
    },
  ])
  // The consent cookie is set for this site's own host (localhost) above, so none is added here.
  await forms.goto("/faq", null)
  await forms.ready()
  const name = `Cross-origin visitor ${unique()}`
  const booking = forms.parts.bookSession()
  await forms.fillContact(booking, {
    name,
    email: "visitor@example.com",
    country: "Netherlands (+31)",
    number: "70 123 4567",
    reason: "Category strategy",
    message: "We would like to talk about our category strategy.",
  })
  await booking.getByRole("button", { name: "Book Session" }).click()
  await expect(forms.parts.toast("Session Booked Succefully")).toBeVisible()

  const session = await request.post(`${apiOrigin}/api/admin/auth/login`, {
    data: E2E_ADMIN,
  })
  const contacts = await request.get(
    `${apiOrigin}/api/admin/contacts?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`,
    { headers: { authorization: `Bearer ${(await session.json()).token}` } }
  )
  expect(
    (await contacts.json()).map((contact: { name: string }) => contact.name)
  ).toEqual([name])
  expect(forms.errors).toEqual([])
})
