import { readFileSync } from "node:fs"
import { expect, test } from "@playwright/test"
import { SitePage } from "./pages/site-page"

// Every public page Gatsby built, as its sitemap lists them.
const sitemap = readFileSync("public/sitemap-0.xml", "utf8")
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/")

test("the sitemap lists every public page", () => {
  expect(paths).toHaveLength(35)
})

test("every page loads without a console error and every internal link on it resolves", async ({ page, request }) => {
  test.setTimeout(180_000)
  const layout = new SitePage(page)
  const links = new Set<string>()
  for (const path of paths) {
    const response = await layout.goto(path)
    expect(response?.status(), path).toBe(200)
    expect(layout.errors, path).toEqual([])
    const hrefs = await page.locator("a[href^='/']").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!))
    for (const href of hrefs) links.add(href.split("#")[0])
  }
  const broken: string[] = []
  for (const link of links) {
    const status = (await request.get(link)).status()
    if (status !== 200) broken.push(`${link} -> ${status}`)
  }
  expect(broken).toEqual([])
})

for (const path of ["/", "/privacy_policy", "/disclaimer", "/copyright", "/this-page-does-not-exist"]) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    const layout = new SitePage(page)
    await layout.goto(path)
    expect(await layout.accessibilityViolations()).toEqual([])
  })
}
