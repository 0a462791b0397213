import { expect, test } from "@playwright/test"
import site from "../content/site.json"
import { ArticlePage, articlePaths, carouselSlugs } from "./pages/article-page"

test.describe("article pages", () => {
  for (const path of articlePaths) {
    test(`${path}: hero, body, badges, meeting invitation and the 14-article carousel`, async ({ page }) => {
      const view = new ArticlePage(page)
      await view.goto(path)
      await expect(view.elements.pageHeading()).toHaveText("Article")
      await expect(view.article.heroHeading()).not.toBeEmpty()
      expect(await view.article.body().getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(3)
      expect(await view.article.body().getByRole("listitem").count()).toBeGreaterThanOrEqual(3)
      expect(await view.article.badges().getByRole("link").count()).toBeGreaterThanOrEqual(2)
      await expect(page.getByRole("main").getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
      expect(await view.carouselLinks()).toEqual([...carouselSlugs].sort())
      // The article's own MDX, which the site sweep checks on one article only (site-sweep.spec.ts).
      expect(await view.accessibilityViolations('[data-testid="article-body"]')).toEqual([])
      expect(view.unexpectedErrors()).toEqual([])
    })
  }

  test("the article carousel shows 3 slides, 2 below 1024 px and 1 below 768 px, centred on the third article", async ({ page }) => {
    const view = new ArticlePage(page)
    await view.goto(articlePaths[0])
    const carousel = await view.liveCarousel("Articles and business cases")
    await carousel.getByRole("button", { name: /^Pause/ }).click()
    const shown = () => view.article.visibleCards().getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))
    // Slides in view: the carousel's width over one card's (each card has 12 px of room either side).
    const inView = () =>
      carousel.evaluate((region) => {
        const card = region.querySelector("[aria-hidden=false] article")!.getBoundingClientRect().width
        return Math.round(region.getBoundingClientRect().width / (card + 24))
      })
    await expect.poll(shown).toEqual(carouselSlugs.slice(1, 4))
    await expect(carousel.getByRole("button", { name: "Previous" })).toBeVisible()
    await expect(carousel.getByRole("button", { name: /^Show slide \d+ of 14$/ })).toHaveCount(14)
    await page.setViewportSize({ width: 900, height: 800 })
    await expect.poll(inView).toBe(2)
    await page.setViewportSize({ width: 600, height: 800 })
    await expect.poll(inView).toBe(1)
    await expect.poll(shown).toEqual([carouselSlugs[2]])
    await carousel.getByRole("button", { name: "Next" }).click()
    await expect.poll(shown).toEqual([carouselSlugs[3]])
  })

  test("the badges' round images lose their border and gain a shadow on hover", async ({ page }) => {
    const view = new ArticlePage(page)
    await view.goto(articlePaths[4])
    const badge = view.article.badges().getByRole("link").first()
    // The round image's ring: the link's first child, before its label.
    const ring = badge.locator("> div").first()
    const before = await ring.evaluate((element) => getComputedStyle(element).boxShadow)
    await badge.hover()
    await expect(ring).toHaveCSS("border-top-color", "rgba(0, 0, 0, 0)")
    await expect.poll(() => ring.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe(before)
  })
})

test.describe("articles listing and the drilling case", () => {
  test("the listing shows 15 cards with image, category, title, description and a Read link", async ({ page }) => {
    const view = new ArticlePage(page)
    await view.goto("/article-business-cases-background")
    await expect(view.elements.pageHeading()).toHaveText("Articles, Business Cases & Background")
    const cards = page.getByRole("main").getByRole("article")
    await expect(cards).toHaveCount(15)
    for (const card of await cards.all()) {
      await expect(card.getByRole("img")).toBeAttached()
      await expect(card.getByText(/^(Article|Philosophy|Case Study|Thinking)$/)).toBeVisible()
      await expect(card.getByRole("heading", { level: 2 })).not.toBeEmpty()
      await expect(card.getByRole("link", { name: /^Read/ })).toHaveAttribute("href", /^\//)
    }
  })

  test("the drilling case has its brief, solution, negotiation outcome and result, and a carousel of articles", async ({ page }) => {
    const view = new ArticlePage(page)
    await view.goto("/drilling-cost-transformation")
    for (const heading of ["The Brief", "The Solution", "The Negotiation Outcome", "The Result"]) {
      await expect(view.article.body().getByRole("heading", { name: heading })).toBeVisible()
    }
    expect(await view.carouselLinks()).toHaveLength(14)
  })
})
