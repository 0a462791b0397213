import { expect, test } from "@playwright/test"
import errorPage from "../content/data/error-page.json"
import { SitePage } from "./pages/site-page"

test("an unknown URL answers 404 with the error screen inside the layout", async ({
  page,
}) => {
  const layout = new SitePage(page)
  const response = await layout.goto("/this-page-does-not-exist")
  expect(response?.status()).toBe(404)
  // The error screen's words, read from content/data/error-page.json like every other word of the
  // site.
  expect(errorPage.title).toBe("Unexpected Application Error!")
  expect(errorPage.status).toBe("404 Not Found")
  await expect(
    page.getByRole("heading", { level: 1, name: errorPage.title })
  ).toBeVisible()
  await expect(page.getByText(errorPage.status, { exact: true })).toBeVisible()
  await expect(page.getByText(errorPage.text)).toBeVisible()
  await expect(
    page.locator("main").getByRole("link", { name: errorPage.homeLabel })
  ).toHaveAttribute("href", errorPage.homeLink)
  await expect(page).toHaveTitle(new RegExp(`^${errorPage.status}`))
  await expect(layout.elements.header()).toBeVisible()
  await expect(layout.elements.footer()).toBeVisible()
  // The browser reports the document's own 404 (and Gatsby's page-data probe for the unknown path) as
  // failed loads; nothing else may go wrong.
  expect(
    layout.errors.filter(
      (error) => !error.startsWith("Failed to load resource")
    )
  ).toEqual([])
})

test("an unknown API path answers a JSON 404", async ({ request }) => {
  const response = await request.get("/api/no-such-call")
  expect(response.status()).toBe(404)
  expect(await response.json()).toHaveProperty("message")
})
