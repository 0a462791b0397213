import { expect, test, type Page } from "@playwright/test"
import { ArticlePage, articlePaths } from "./pages/article-page"
import { SitePage } from "./pages/site-page"
import { recordScripts } from "./fixtures/scripts"

// A carousel is a plain row of its slides until it comes near the viewport; then react-slick, a
// chunk of its own, is fetched and takes over (src/components/ui/carousel.tsx).
const slickMarker = "slick-list"

async function scriptsWithSlick(scripts: ReturnType<typeof recordScripts>) {
  return [...(await scripts.bodies()).values()].filter((body) =>
    body.includes(slickMarker)
  ).length
}

test("an article fetches react-slick only when its carousel nears the viewport", async ({
  page,
}) => {
  const scripts = recordScripts(page)
  const view = new ArticlePage(page)
  await view.goto(articlePaths[2])
  expect(await scriptsWithSlick(scripts)).toBe(0)

  const carousel = await view.liveCarousel("Articles and business cases")
  expect(await scriptsWithSlick(scripts)).toBeGreaterThan(0)
  await carousel.getByRole("button", { name: "Pause Articles and business cases" }).click()
  await expect(
    carousel.getByRole("button", { name: "Play Articles and business cases" })
  ).toBeVisible()
  expect(view.errors).toEqual([])
})

test("after a client-side navigation the carousel renders and runs", async ({ page }) => {
  const view = new ArticlePage(page)
  await view.goto("/")
  const teaser = page
    .getByRole("region", { name: "Articles, Business Cases & Thinking" })
    .getByRole("link")
    .first()
  const href = await teaser.getAttribute("href")
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await teaser.click()
  await expect(page).toHaveURL(href!)
  // Still the same document: Gatsby routed on the client.
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)
  ).toBe(true)
  const carousel = await view.liveCarousel("Articles and business cases")
  const before = await view.article.visibleCards().first().textContent()
  await carousel.getByRole("button", { name: "Next" }).click()
  await expect(view.article.visibleCards().first()).not.toHaveText(before!)
  expect(view.errors).toEqual([])
})

// The SLA page's tiles are in a phone's or a tablet's first screen: react-slick must take over
// with every tile where the row had put it, or the page would jump.
for (const width of [412, 700, 900]) {
  test(`at ${width} px the service-area tiles stay in place when react-slick takes over`, async ({
    browser,
  }) => {
    const tilePositions = (page: Page) =>
      page
        .getByRole("region", { name: "Service areas" })
        .getByRole("link")
        .evaluateAll((links) =>
          links.map((link) => {
            const box = link.getBoundingClientRect()
            return { name: link.textContent, x: Math.round(box.x), width: Math.round(box.width) }
          })
        )
    const open = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        javaScriptEnabled,
        reducedMotion: "reduce",
      })
      const page = await context.newPage()
      return { page, context }
    }

    const before = await open(false)
    await before.page.goto("/supply-chain-by-sla")
    const row = await tilePositions(before.page)
    await before.context.close()

    const after = await open(true)
    const view = new SitePage(after.page)
    await view.goto("/supply-chain-by-sla")
    const region = view.elements.carousel("Service areas")
    await region.scrollIntoViewIfNeeded()
    // react-slick's track, once laid out, is what the tiles are in.
    await expect(region.locator(".slick-initialized")).toBeAttached()
    const live = await tilePositions(after.page)
    await after.context.close()

    // The tiles in view once react-slick runs (it hides the others): each where the row had it.
    expect(live.length).toBe(width < 640 ? 1 : width < 768 ? 4 : 6)
    for (const tile of live) {
      const same = row.find((entry) => entry.name === tile.name)!
      expect(Math.abs(same.x - tile.x), tile.name!).toBeLessThanOrEqual(2)
      expect(Math.abs(same.width - tile.width), tile.name!).toBeLessThanOrEqual(2)
    }
  })
}
