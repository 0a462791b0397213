import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import {
  brokenLinks,
  MarketingPage,
  marketingPages,
} from "./pages/marketing-page"
import { liveCarousel } from "./pages/site-page"

const viewports = [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]

for (const { label, viewport } of viewports) {
  test.describe(`marketing pages on ${label}`, () => {
    test.use({ viewport })

    for (const { path, name, sections } of marketingPages) {
      test(`${path} answers 200 with its heading, hero and key sections, no broken links and no axe violations`, async ({
        page,
        request,
      }) => {
        const marketing = new MarketingPage(page)
        const response = await marketing.goto(path)
        expect(response?.status()).toBe(200)

        await expect(marketing.elements.pageHeading()).toHaveText(name)
        await expect(marketing.elements.hero()).toBeVisible()
        for (const section of sections)
          await expect(marketing.elements.heading(section)).toBeAttached()

        expect(
          await brokenLinks(request, await marketing.internalLinks())
        ).toEqual([])
        expect(await marketing.accessibilityViolations()).toEqual([])
      })
    }
  })
}

test.describe("page specifics", () => {
  test("the Capex/Opex hero adds the 20-30% line on a phone only, and links to the articles listing", async ({
    page,
  }) => {
    const marketing = new MarketingPage(page)
    const note = () =>
      marketing.elements
        .hero()
        .getByText("Delivering value improvement & cost reduction of 20-30%")
    await marketing.goto("/success-formula-disruptive-and-controlled")
    await expect(note()).toBeHidden()
    const more = marketing.elements.link(
      "Check More Articles, Case Study, Philosophy & Thinking"
    )
    await expect(more).toHaveAttribute(
      "href",
      "/article-business-cases-background"
    )

    await page.setViewportSize({ width: 390, height: 844 })
    await expect(note()).toBeVisible()
  })

  test("the home page's challenge anchors exist on the About page", async ({
    page,
  }) => {
    const marketing = new MarketingPage(page)
    await marketing.goto(marketingPages[1].path)
    for (const id of [
      "cost-efficiency",
      "energy-transition",
      "supply-chain-resilience",
    ]) {
      await expect(page.locator(`#${id}`)).toBeAttached()
    }
  })

  test("each service page lists exactly the articles tagged with it, at least three", async ({
    page,
  }) => {
    // The tags are the articles' frontmatter `services`; no service borrows another's articles.
    const folder = path.join(__dirname, "../content/articles")
    const articles = readdirSync(folder).map((dir) => {
      const text = readFileSync(path.join(folder, dir, "index.mdx"), "utf8")
      return {
        slug: /^slug: "(.*)"$/m.exec(text)![1],
        services: JSON.parse(
          /^services: (\[.*\])$/m.exec(text)![1]
        ) as string[],
      }
    })
    const marketing = new MarketingPage(page)
    for (const service of [
      "/category-strategy",
      "/post-award-contract-management",
      "/commercial-assurance",
      "/cost-recovery",
      "/tendering-outsourcing",
      "/materials-management",
    ]) {
      const tagged = articles
        .filter((article) => article.services.includes(service))
        .map((article) => article.slug)
      await marketing.goto(service)
      const shown = await page
        .locator("#related h3 a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
      expect(shown.sort(), service).toEqual(tagged.sort())
      expect(shown.length, service).toBeGreaterThanOrEqual(3)
    }
  })

  test("related articles on a service page show 4 words and an ellipsis, with the full title on hover", async ({
    page,
  }) => {
    const marketing = new MarketingPage(page)
    await marketing.goto("/category-strategy")
    const related = page.locator("#related h3")
    expect(await related.count()).toBeGreaterThan(0)
    for (const heading of await related.all()) {
      const full = (await heading.getAttribute("title"))!
      const visible = (await heading.locator("[aria-hidden=true]").count())
        ? await heading.locator("[aria-hidden=true]").innerText()
        : await heading.innerText()
      const words = full.trim().split(/\s+/)
      expect(visible).toBe(
        words.length > 4 ? `${words.slice(0, 4).join(" ")}…` : full
      )
      await expect(heading.getByRole("link", { name: full })).toBeVisible()
    }
  })

  test("Materials Management lists its six scope cards", async ({ page }) => {
    const marketing = new MarketingPage(page)
    await marketing.goto("/materials-management")
    for (const card of [
      "7 Step program",
      "Inventory Optimisation",
      "System & assurance",
      "Data",
      "Expediting",
      "Training",
    ]) {
      await expect(
        page.locator("#scope").getByRole("heading", { name: card, exact: true })
      ).toBeVisible()
    }
  })

  test("Codex shows 7 volume cards and a contents table with Books, Portal and Expert Services columns", async ({
    page,
  }) => {
    const marketing = new MarketingPage(page)
    await marketing.goto("/codex-supply-chain")
    await expect(page.locator("#volumes ol > li")).toHaveCount(7)
    const table = page.getByRole("table", { name: "Table of contents" })
    for (const column of ["Volume", "Books", "Portal", "Expert Services"]) {
      await expect(
        table.getByRole("columnheader", { name: column })
      ).toBeVisible()
    }
    for (const row of ["4.1", "4.2", "5.1", "5.2"])
      await expect(
        table.getByRole("rowheader", { name: new RegExp(`^${row} `) })
      ).toBeVisible()
  })

  test("FAQ answers open independently with the keyboard and link to services with round images", async ({
    page,
  }) => {
    const marketing = new MarketingPage(page)
    await marketing.goto("/faq")
    const buttons = page
      .locator("#questions")
      .getByRole("button", { expanded: false })
    const first = buttons.nth(0)
    const second = page.locator("#questions h3 button").nth(1)
    await first.focus()
    await page.keyboard.press("Enter")
    await second.click()
    await expect(page.locator("#questions h3 button").nth(0)).toHaveAttribute(
      "aria-expanded",
      "true"
    )
    await expect(second).toHaveAttribute("aria-expanded", "true")
    const panel = page.locator("#questions [role=region]").first()
    await expect(panel.getByRole("link").first()).toBeVisible()
  })

  test("the SLA page's carousels pause from their visible control", async ({
    page,
  }) => {
    const marketing = new MarketingPage(page)
    await marketing.goto("/supply-chain-by-sla")
    const carousel = await liveCarousel(page, "Service areas")
    await carousel.getByRole("button", { name: "Pause Service areas" }).click()
    await expect(
      page.getByRole("button", { name: "Play Service areas" })
    ).toBeVisible()
  })
})
