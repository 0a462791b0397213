import { expect, test } from "@playwright/test"
import site from "../content/site.json"
import home from "../content/data/home.json"
import { SitePage } from "./pages/site-page"

test.describe("home page", () => {
  test("shows every block with its counts", async ({ page }) => {
    const layout = new SitePage(page)
    await layout.goto("/")
    await expect(layout.elements.pageHeading()).toHaveCount(0)

    // The hero: 4 slides (a dot each), no arrows, the first slide showing.
    const hero = await layout.liveCarousel("Highlights")
    await expect(hero.getByRole("button", { name: /^[1-4]$/ })).toHaveCount(4)
    await expect(hero.getByRole("button", { name: "Next" })).toHaveCount(0)
    await expect(hero.getByRole("img")).toHaveAccessibleName(
      home.heroSlides[0].imageAlt
    )
    await expect(
      hero.getByText("Delivering value improvement & cost optimisation").first()
    ).toBeAttached()

    const section = (name: string) =>
      page.getByRole("region", { name, exact: true })
    await expect(section(home.sectorsTitle).getByRole("listitem")).toHaveCount(
      9
    )
    await expect(
      page.getByRole("heading", {
        name: "Delivering Value Improvement and Cost Optimisation.",
      })
    ).toBeVisible()
    await expect(
      page.getByRole("heading", { name: "How we help Clients?" })
    ).toBeVisible()
    await expect(
      section(home.solutionsTitle).getByRole("heading", { level: 3 })
    ).toHaveCount(6)

    const challenges = section(home.challenges.title)
    for (const label of [
      "Cost Efficiency",
      "Energy Transition",
      "Supply Chain Resilience",
    ]) {
      await expect(
        challenges.getByRole("link", { name: label })
      ).toHaveAttribute("href", new RegExp(`^/the-story-of-${site.brand}`))
    }
    await expect(
      challenges.getByRole("link", { name: "New AI Ecosystem" })
    ).toHaveAttribute("href", "/ai-ecosystem")

    const teasers = section(home.teasersTitle).getByRole("link")
    await expect(teasers).toHaveCount(3)
    expect(
      await teasers.evaluateAll((links) =>
        links.map((link) => link.getAttribute("href"))
      )
    ).toEqual(home.teasers)
  })

  test("a teaser swaps its title for the excerpt on hover", async ({
    page,
  }) => {
    await new SitePage(page).goto("/")
    const teaser = page
      .getByRole("region", { name: home.teasersTitle })
      .getByRole("link")
      .first()
    // What shows at first: the category, then the title.
    const [, shown] = (await teaser.innerText()).split("\n")
    const title = teaser.getByText(shown, { exact: true })
    await expect(title).toBeVisible()
    await teaser.hover()
    await expect(title).toBeHidden()
  })

  test("the hero carousel advances every 5 seconds and pauses on its control", async ({
    page,
  }) => {
    await page.clock.install()
    const layout = new SitePage(page)
    await layout.goto("/")
    const hero = await layout.liveCarousel("Highlights")
    // Only the slide in view is exposed to assistive technology: its picture names it.
    const current = hero.getByRole("img")
    await expect(current).toHaveAccessibleName(home.heroSlides[0].imageAlt)
    await page.clock.runFor(5600)
    await expect(current).toHaveAccessibleName(home.heroSlides[1].imageAlt)
    await hero.getByRole("button", { name: "Pause Highlights" }).click()
    await page.mouse.move(5, 5)
    await page.clock.runFor(11000)
    await expect(current).toHaveAccessibleName(home.heroSlides[1].imageAlt)
    await expect(
      hero.getByRole("button", { name: "Play Highlights" })
    ).toBeVisible()
  })

  test("FAQ answers open and close independently and link to the philosophy and programme", async ({
    page,
  }) => {
    await new SitePage(page).goto("/")
    const faq = page.getByRole("region", { name: home.faqTitle })
    const questions = faq.getByRole("button")
    await expect(questions).toHaveCount(3)
    await questions.nth(0).click()
    await questions.nth(2).click()
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true")
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false")
    await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true")
    const answer = faq.getByRole("region").first()
    await expect(
      answer.getByRole("link", { name: "C&V Philosophy" })
    ).toHaveAttribute("href", "/cost-and-value-philosophy")
    await expect(answer.getByRole("link", { name: "Program" })).toHaveAttribute(
      "href",
      "/success-formula-disruptive-and-controlled"
    )
    await questions.nth(0).click()
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false")
    await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true")
  })

  test("the accordion starts on Services, follows the hovered panel, and CODEX has no case study", async ({
    page,
  }) => {
    await new SitePage(page).goto("/")
    const start = page.getByRole("region", { name: home.accordionTitle })
    const panels = start.getByRole("listitem")
    await expect(panels).toHaveCount(5)
    const links: Record<string, string> = {
      Services: "/supply-chain-by-sla",
      Program: "/success-formula-disruptive-and-controlled",
      Academy: "/skillset-development",
      Thinking: "/article-business-cases-background",
      CODEX: "/codex-supply-chain",
    }
    for (const [name, href] of Object.entries(links)) {
      await expect(start.getByRole("link", { name })).toHaveAttribute(
        "href",
        href
      )
    }
    await expect(panels.nth(0)).toHaveAttribute("data-active", "true")
    const caseStudy = start.getByRole("status")
    await expect(caseStudy).toContainText(home.accordion[0].caseText!)

    await panels.nth(3).hover()
    await expect(panels.nth(3)).toHaveAttribute("data-active", "true")
    await expect(panels.nth(0)).toHaveAttribute("data-active", "false")
    await expect(caseStudy).toContainText(home.accordion[3].caseText!)

    await panels.nth(4).hover()
    await expect(caseStudy).toBeEmpty()
  })
})

test.describe("home page on a phone", () => {
  // Lighthouse's mobile device, not the 390 px phone of layout.spec.ts: the pixel ratio decides
  // which file of a srcset the browser fetches, and that is what this test is about.
  test.use({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  })

  test("no image fetches a file more than twice as wide as it is shown", async ({
    page,
  }) => {
    await new SitePage(page).goto("/")
    // Bring every lazy image in, then compare each file's own width with the pixels it covers.
    for (const block of await page.locator("main > *, footer").all())
      await block.scrollIntoViewIfNeeded()
    const oversized = await page.evaluate(async () => {
      const found: string[] = []
      for (const img of [...document.images].filter(
        (image) => image.currentSrc && image.width > 0
      )) {
        const file = new Image()
        file.src = img.currentSrc
        await file.decode()
        const covered =
          img.getBoundingClientRect().width * window.devicePixelRatio
        if (file.naturalWidth > 2 * covered)
          found.push(
            `${img.currentSrc}: ${file.naturalWidth} px for ${Math.round(covered)}`
          )
      }
      return found
    })
    expect(oversized).toEqual([])
  })
})
