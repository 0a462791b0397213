import { expect, test, type Page } from "@playwright/test"
import { ArticlePage, articlePaths } from "./pages/article-page"
import { liveCarousel } from "./pages/site-page"
import { recordScripts } from "./fixtures/scripts"

// Carousels are islands: the server's HTML shows them at once, and react-slick loads and takes a
// carousel over only when it comes near the viewport (src/components/ui/carousel.tsx).
const slickMarker = "slick-list"

async function scriptsWithSlick(scripts: ReturnType<typeof recordScripts>) {
  return [...(await scripts.bodies()).values()].filter((body) =>
    body.includes(slickMarker)
  ).length
}

test("an article loads react-slick only when its carousel nears the viewport, keeping the server's slides", async ({
  page,
}) => {
  const scripts = recordScripts(page)
  const view = new ArticlePage(page)
  await view.goto(articlePaths[2])
  const carousel = view.article.carousel()
  await expect(view.article.carouselCards()).toHaveCount(14)

  expect(await scriptsWithSlick(scripts)).toBe(0)
  // Before it runs, the server's hidden slides already keep keyboard focus out.
  await expect(
    carousel.locator('.slick-slide[aria-hidden="true"] a:not([tabindex="-1"])')
  ).toHaveCount(0)

  const firstImage = await carousel.locator("img").first().elementHandle()
  await liveCarousel(page, "Articles and business cases")
  expect(await scriptsWithSlick(scripts)).toBeGreaterThan(0)
  // Taken over, not redrawn: the image the visitor was already looking at is the same element.
  expect(await firstImage!.evaluate((image) => image.isConnected)).toBe(true)
  await carousel
    .getByRole("button", { name: "Pause Articles and business cases" })
    .click()
  await expect(
    carousel.getByRole("button", { name: "Play Articles and business cases" })
  ).toBeVisible()
  await carousel.getByRole("button", { name: "Next" }).click()
  await expect(carousel.locator(".slick-current")).toHaveAttribute(
    "data-index",
    "3"
  )
  expect(view.errors).toEqual([])
})

test("after a client-side navigation the carousel renders and runs", async ({
  page,
}) => {
  const view = new ArticlePage(page)
  await view.goto("/")
  const teaser = page.locator("#articles li a").first()
  const href = await teaser.getAttribute("href")
  await page.evaluate(
    () =>
      ((window as unknown as { clientNavigation: boolean }).clientNavigation =
        true)
  )
  await teaser.click()
  await expect(page).toHaveURL(href!)
  // Still the same document: Gatsby routed on the client, there was no server HTML to take over.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { clientNavigation?: boolean }).clientNavigation
    )
  ).toBe(true)
  const carousel = await liveCarousel(page, "Articles and business cases")
  await expect(view.article.carouselCards()).toHaveCount(14)
  await carousel.getByRole("button", { name: "Next" }).click()
  await expect(carousel.locator(".slick-current")).toHaveAttribute(
    "data-index",
    "3"
  )
  expect(view.errors).toEqual([])
})

// The server lays a carousel out for a wide screen; narrow-screen rules show a phone or tablet its
// own number of slides until react-slick takes over, which must then leave every slide in place.
for (const width of [412, 700, 900]) {
  test(`at ${width} px the SLA carousels show the same slides before and after their islands mount`, async ({
    browser,
  }) => {
    const slidePositions = (page: Page) =>
      page.locator('[aria-roledescription="carousel"]').evaluateAll((regions) =>
        regions.map((region) => {
          const left = region.getBoundingClientRect().left
          return [0, 1, 2].map((index) => {
            const slide = region.querySelector(
              `.slick-slide:not(.slick-cloned)[data-index="${index}"]`
            )!
            const box = slide.getBoundingClientRect()
            return {
              x: Math.round(box.left - left),
              width: Math.round(box.width),
            }
          })
        })
      )
    const open = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        javaScriptEnabled,
        reducedMotion: "reduce",
      })
      const page = await context.newPage()
      await page.goto("/supply-chain-by-sla")
      return { page, context }
    }

    const before = await open(false)
    const serverLayout = await slidePositions(before.page)
    await before.context.close()

    const after = await open(true)
    const regions = after.page.locator('[aria-roledescription="carousel"]')
    await expect(regions).toHaveCount(2)
    for (const region of await regions.all()) {
      await region.scrollIntoViewIfNeeded()
      await expect(region).toHaveAttribute("data-live", "")
    }
    const liveLayout = await slidePositions(after.page)
    await after.context.close()

    // A visible slide is at least a sixth of the screen wide: nothing squeezed before mount.
    expect(
      serverLayout.flat().every((slide) => slide.width >= (width - 64) / 6)
    ).toBe(true)
    for (const [carousel, slides] of liveLayout.entries()) {
      for (const [index, slide] of slides.entries()) {
        const server = serverLayout[carousel][index]
        expect(
          Math.abs(slide.x - server.x),
          `carousel ${carousel}, slide ${index}`
        ).toBeLessThanOrEqual(2)
        expect(
          Math.abs(slide.width - server.width),
          `carousel ${carousel}, slide ${index}`
        ).toBeLessThanOrEqual(2)
      }
    }
  })
}
