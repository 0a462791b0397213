import { expect, test } from "@playwright/test"
import { SitePage } from "./pages/site-page"

test("an unknown URL answers 404 with the error screen inside the layout", async ({ page }) => {
  const layout = new SitePage(page)
  const response = await layout.goto("/this-page-does-not-exist")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible()
  await expect(page.getByText("404 Not Found")).toBeVisible()
  await expect(layout.elements.header()).toBeVisible()
  await expect(layout.elements.footer()).toBeVisible()
  // The browser reports the document's own 404 (and Gatsby's page-data probe for the unknown path) as
  // failed loads; nothing else may go wrong.
  expect(layout.errors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([])
})

test("an unknown API path answers a JSON 404", async ({ request }) => {
  const response = await request.get("/api/no-such-call")
  expect(response.status()).toBe(404)
  expect(await response.json()).toHaveProperty("message")
})
