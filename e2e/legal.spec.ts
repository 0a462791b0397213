import { expect, test } from "@playwright/test"
import site from "../content/site.json"
import { SitePage } from "./pages/site-page"

test("the privacy policy is dated December 2020 with 11 numbered sections and the information address", async ({ page }) => {
  await new SitePage(page).goto("/privacy_policy")
  await expect(page.getByRole("heading", { level: 1, name: "Cookie & Privacy Policy" })).toBeVisible()
  // Dated once, under the title (the frontmatter's `updated`), not again in the body.
  const text = (await page.locator("main").innerText()).replace(/\s+/g, " ")
  expect(text.match(/December 2020/g) ?? []).toHaveLength(1)
  await expect(page.getByText("Last updated: December 2020")).toBeVisible()
  const sections = page.locator("main h2")
  await expect(sections).toHaveCount(11)
  for (let number = 1; number <= 11; number++) await expect(sections.nth(number - 1)).toHaveText(new RegExp(`^${number}\\. `))
  await expect(page.locator("main").getByRole("link", { name: site.email }).first()).toHaveAttribute("href", `mailto:${site.email}`)
})

test("the disclaimer and copyright notice carry their titles and the company name", async ({ page }) => {
  const layout = new SitePage(page)
  await layout.goto("/disclaimer")
  await expect(page.getByRole("heading", { level: 1, name: "Disclaimer" })).toBeVisible()
  await expect(page.locator("main")).toContainText(site.name)
  await layout.goto("/copyright")
  await expect(page.getByRole("heading", { level: 1, name: "Copyright Notice" })).toBeVisible()
  await expect(page.locator("main")).toContainText("written permission")
})
