import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { marketingPages } from "./pages/marketing-page"
import { SitePage } from "./pages/site-page"

// Status, console errors, links and axe are the site sweep's (site-sweep.spec.ts), for every page.
test.describe("marketing pages", () => {
  for (const { path, name, sections } of marketingPages) {
    test(`${path} shows its heading, hero and key sections`, async ({ page }) => {
      const marketing = new SitePage(page)
      await marketing.goto(path)
      await expect(marketing.elements.pageHeading()).toHaveText(name)
      await expect(marketing.elements.hero()).toBeVisible()
      for (const section of sections)
        await expect(marketing.elements.heading(section)).toBeAttached()
    })
  }
})

test.describe("page specifics", () => {
  test("on a phone the hero is as high as its words, with no picture to download", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const images: string[] = []
    page.on("request", (sent) => {
      if (sent.resourceType() === "image") images.push(sent.url())
    })
    const marketing = new SitePage(page)
    await marketing.goto("/category-strategy")
    const hero = marketing.elements.hero()
    const box = (await hero.boundingBox())!
    expect(box.height).toBeLessThan(600)
    const heading = (await hero.getByRole("heading").boundingBox())!
    expect(heading.y + heading.height).toBeLessThan(box.y + box.height)
    expect(images.filter((url) => url.includes("hero-"))).toEqual([])
    await context.close()
  })

  test("the Capex/Opex hero adds the 20-30% line on a phone only, and links to the articles listing", async ({
    page,
  }) => {
    const marketing = new SitePage(page)
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
    const marketing = new SitePage(page)
    await marketing.goto(marketingPages[1].path)
    for (const id of [
      "cost-efficiency",
      "energy-transition",
      "supply-chain-resilience",
    ]) {
      await expect(page.locator(`[id="${id}"]`)).toBeAttached()
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
    const marketing = new SitePage(page)
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
    const marketing = new SitePage(page)
    await marketing.goto("/category-strategy")
    const related = page
      .getByRole("region", { name: "Related articles & business cases" })
      .getByRole("heading", { level: 3 })
    expect(await related.count()).toBeGreaterThan(0)
    for (const heading of await related.all()) {
      const full = (await heading.getAttribute("title"))!
      // What the eye reads: the cut title, or the whole one when it is short.
      const [visible] = (await heading.innerText()).split("\n")
      const words = full.trim().split(/\s+/)
      expect(visible).toBe(
        words.length > 4 ? `${words.slice(0, 4).join(" ")}…` : full
      )
      await expect(heading.getByRole("link", { name: full })).toBeVisible()
    }
  })

  test("Materials Management lists its six scope cards", async ({ page }) => {
    const marketing = new SitePage(page)
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
        page
          .getByRole("region", { name: "Our Scope" })
          .getByRole("heading", { name: card, exact: true })
      ).toBeVisible()
    }
  })

  test("Codex shows 7 volume cards and a contents table with Books, Portal and Expert Services columns", async ({
    page,
  }) => {
    const marketing = new SitePage(page)
    await marketing.goto("/codex-supply-chain")
    await expect(
      page
        .getByRole("region", { name: "7 volumes" })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading") })
    ).toHaveCount(7)
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
    const marketing = new SitePage(page)
    await marketing.goto("/faq")
    const questions = page
      .getByRole("region", { name: "What clients ask us most" })
      .getByRole("heading", { level: 3 })
      .getByRole("button")
    await questions.nth(0).focus()
    await page.keyboard.press("Enter")
    await questions.nth(1).click()
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true")
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true")
    await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "false")
    const answer = page.getByRole("region", { name: await questions.nth(0).innerText() })
    await expect(answer.getByRole("link").first()).toBeVisible()
  })

  test("the SLA page's carousels pause from their visible control", async ({
    page,
  }) => {
    const marketing = new SitePage(page)
    await marketing.goto("/supply-chain-by-sla")
    const carousel = await marketing.liveCarousel("Service areas")
    await carousel.getByRole("button", { name: "Pause Service areas" }).click()
    await expect(
      page.getByRole("button", { name: "Play Service areas" })
    ).toBeVisible()
  })
})
