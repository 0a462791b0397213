import { expect, test } from "@playwright/test"
import site from "../content/site.json"
import { ArticlePage, articlePaths } from "./pages/article-page"
import { liveCarousel } from "./pages/site-page"

test.describe("article pages", () => {
  for (const path of articlePaths) {
    test(`${path}: hero, body, badges to existing pages, meeting invitation, 14-article carousel, axe clean`, async ({
      page,
      request,
    }) => {
      const view = new ArticlePage(page)
      const response = await view.goto(path)
      expect(response?.status()).toBe(200)
      await expect(view.elements.pageHeading()).toHaveText("Article")
      await expect(view.article.heroHeading()).not.toBeEmpty()
      expect(await view.article.body().locator("h2").count()).toBeGreaterThanOrEqual(3)
      expect(await view.article.body().locator("li").count()).toBeGreaterThanOrEqual(3)

      const badges = view.article.badges().getByRole("link")
      expect(await badges.count()).toBeGreaterThanOrEqual(2)
      for (const href of await badges.evaluateAll((links) => links.map((link) => link.getAttribute("href")!))) {
        expect((await request.get(href)).status(), href).toBe(200)
      }
      await expect(page.locator("main").getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)

      await expect(view.article.carouselCards()).toHaveCount(14)
      const carousel = view.article.carousel()
      await expect(carousel.locator(".slick-dots")).toBeVisible()
      await expect(carousel.getByRole("button", { name: "Next" })).toBeVisible()
      expect(view.errors).toEqual([])
      expect(await view.accessibilityViolations()).toEqual([])
    })
  }

  test("the article carousel shows 3 slides, 2 below 1024 px and 1 below 768 px, starting at index 2", async ({ page }) => {
    const view = new ArticlePage(page)
    await view.goto(articlePaths[0])
    const carousel = await liveCarousel(page, "Articles and business cases")
    await carousel.getByRole("button", { name: /Pause/ }).click()
    await expect(carousel.locator(".slick-current")).toHaveAttribute("data-index", "2")
    // Slides visible = the list's width over one slide's width.
    const visible = () =>
      carousel.evaluate((element) => {
        const list = element.querySelector(".slick-list")!.getBoundingClientRect().width
        const slide = element.querySelector(".slick-current")!.getBoundingClientRect().width
        return Math.round(list / slide)
      })
    await expect.poll(visible).toBe(3)
    await page.setViewportSize({ width: 900, height: 800 })
    await expect.poll(visible).toBe(2)
    await page.setViewportSize({ width: 600, height: 800 })
    await expect.poll(visible).toBe(1)
  })

  test("the badges' round images lose their border and gain a shadow on hover", async ({ page }) => {
    const view = new ArticlePage(page)
    await view.goto(articlePaths[4])
    const badge = view.article.badges().getByRole("link").first()
    const ring = badge.locator("span").first()
    const before = await ring.evaluate((element) => getComputedStyle(element).boxShadow)
    await badge.hover()
    await expect(ring).toHaveCSS("border-top-color", "rgba(0, 0, 0, 0)")
    await expect.poll(() => ring.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe(before)
  })
})

test.describe("articles listing and the drilling case", () => {
  test("the listing shows 15 cards with image, category, title, description and a Read link that resolves", async ({
    page,
    request,
  }) => {
    const view = new ArticlePage(page)
    await view.goto("/article-business-cases-background")
    await expect(view.elements.pageHeading()).toHaveText("Articles, Business Cases & Background")
    const cards = page.locator("main article")
    await expect(cards).toHaveCount(15)
    const categories = await cards.locator("p.uppercase").allTextContents()
    for (const category of categories) expect(["Article", "Philosophy", "Case Study", "Thinking"]).toContain(category)
    for (const card of await cards.all()) {
      await expect(card.locator("img").first()).toBeAttached()
      const read = card.getByRole("link", { name: /^Read/ })
      const href = (await read.getAttribute("href"))!
      expect((await request.get(href)).status(), href).toBe(200)
    }
    expect(await view.accessibilityViolations()).toEqual([])
  })

  test("the drilling case has its brief, solution, negotiation outcome and result, and a carousel of articles", async ({ page }) => {
    const view = new ArticlePage(page)
    await view.goto("/drilling-cost-transformation")
    for (const heading of ["The Brief", "The Solution", "The Negotiation Outcome", "The Result"]) {
      await expect(view.article.body().getByRole("heading", { name: heading })).toBeVisible()
    }
    await expect(view.article.carouselCards()).toHaveCount(14)
    expect(await view.accessibilityViolations()).toEqual([])
  })
})
