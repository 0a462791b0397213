import { expect, test } from "@playwright/test"
import site from "../content/site.json"
import { SitePage } from "./pages/site-page"

test.describe("root layout", () => {
  test("the heading under the header is the route's page name, absent on home and the legal pages", async ({ page }) => {
    const site_ = new SitePage(page)
    const cases: [string, string | null][] = [
      ["/", null],
      ["/faq", "Frequently Asked Questions"],
      ["/article-business-cases-background", "Articles, Business Cases & Background"],
      ["/blog-articles-business-cases/Materials-Management", "Article"],
      ["/drilling-cost-transformation", "Drilling cost case study"],
      ["/disclaimer", null],
      ["/privacy_policy", null],
      ["/copyright", null],
    ]
    for (const [path, name] of cases) {
      await site_.goto(path)
      const band = page.getByTestId("page-heading")
      if (name) await expect(band.getByRole("heading", { level: 1 })).toHaveText(name)
      else await expect(band).toHaveCount(0)
    }
  })

  test("the logo links home and the desktop menu opens on hover, on click and with the keyboard", async ({ page }) => {
    const layout = new SitePage(page)
    await layout.goto("/faq")
    await expect(layout.elements.logo()).toHaveAttribute("href", "/")
    expect(layout.errors).toEqual([])

    const sla = layout.elements.menuButton("Supply Chain by SLA")
    const panel = page.locator("#menu-panel-sla")
    await sla.hover()
    await expect(panel).toBeVisible()
    await expect(panel).toContainText("6 key areas")
    await expect(panel.getByRole("link")).toHaveCount(7)
    await page.mouse.move(5, 600)
    await expect(panel).toBeHidden()

    await sla.focus()
    await page.keyboard.press("Enter")
    await expect(panel).toBeVisible()
    await page.keyboard.press("Tab")
    await expect(panel.getByRole("link", { name: "Supply Chain by SLA" })).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(panel).toBeHidden()
    await expect(sla).toBeFocused()

    await layout.elements.menuButton("Systems & Delivery").hover()
    await page.locator("#menu-panel-systems").getByRole("link", { name: "CM+" }).click()
    await expect(page).toHaveURL(/\/cm-for-contract$/)
    await expect(page.getByTestId("page-heading")).toContainText("CM+")
  })

  test("the menu marks the page one is on", async ({ page }) => {
    const layout = new SitePage(page)
    await layout.goto("/ai-ecosystem")
    const menu = layout.elements.mainMenu()
    await expect(menu.getByRole("link", { name: "AI Ecosystem" })).toHaveAttribute("aria-current", "page")
    await expect(menu.getByRole("link", { name: "About Us & Themes" })).not.toHaveAttribute("aria-current")
  })

  test("the header turns fixed and white after more than 200 px of scroll", async ({ page }) => {
    const layout = new SitePage(page)
    await layout.goto("/")
    const header = layout.elements.header()
    await expect(header).toHaveAttribute("data-sticky", "false")
    await page.evaluate(() => window.scrollTo(0, 150))
    await expect(header).toHaveAttribute("data-sticky", "false")
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(header).toHaveAttribute("data-sticky", "true")
    await expect(header).toHaveCSS("position", "fixed")
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)")
    await expect(header).toBeInViewport()
  })

  test("a route change scrolls to the top", async ({ page }) => {
    const layout = new SitePage(page)
    await layout.goto("/")
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await layout.elements.footer().getByRole("link", { name: "Disclaimer" }).click()
    await expect(page).toHaveURL(/\/disclaimer$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test("the footer carries the contact links, lists, offices, legal links and the 2024 line", async ({ page }) => {
    const layout = new SitePage(page)
    await layout.goto("/")
    const footer = layout.elements.footer()
    await expect(footer.getByRole("heading", { name: "Get in Touch" })).toBeVisible()
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    await expect(footer.getByRole("link", { name: /Schedule a call/ })).toHaveAttribute("href", site.schedulingUrl)
    for (const social of site.social) {
      await expect(footer.getByRole("link", { name: new RegExp(social.name) })).toHaveAttribute("href", social.url)
    }
    for (const list of ["Industries", "Departments", "Stakeholders", "Countries"]) {
      await expect(footer.getByRole("heading", { name: list })).toBeVisible()
    }
    for (const [name, href] of [
      ["Disclaimer", "/disclaimer"],
      ["Cookie & Privacy Policy", "/privacy_policy"],
      ["Copyright", "/copyright"],
    ]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href)
    }
    await expect(footer).toContainText(`© 2024 ${site.name}`)
    await expect(layout.elements.contactStrip()).toBeVisible()
    await expect(layout.elements.contactStrip()).toContainText("The Hague")
    await expect(layout.elements.contactStrip()).toContainText("Dubai")
  })
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the side menu opens from the list icon, is 256 px wide, toggles submenus and closes", async ({ page }) => {
    const layout = new SitePage(page)
    await layout.goto("/")
    await expect(layout.elements.mainMenu()).toBeHidden()
    await layout.elements.openMobileMenu().click()
    const menu = layout.elements.mobileMenu()
    await expect(menu).toBeVisible()
    expect((await menu.boundingBox())!.width).toBe(256)
    await expect(menu).toHaveCSS("background-color", "rgb(11, 31, 68)")

    await menu.getByRole("button", { name: "Close menu" }).click()
    await expect(menu).toBeHidden()

    await layout.elements.openMobileMenu().click()
    await page.mouse.click(370, 400)
    await expect(menu).toBeHidden()

    await layout.elements.openMobileMenu().click()
    await menu.getByRole("button", { name: "Supply Chain by SLA" }).click()
    await menu.getByRole("link", { name: "Cost Recovery" }).click()
    await expect(page).toHaveURL(/\/cost-recovery$/)
    await expect(menu).toBeHidden()

    await layout.elements.openMobileMenu().click()
    await menu.getByRole("link", { name: /home page/ }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(menu).toBeHidden()
  })

  test("the side menu works by keyboard alone: focus stays inside, the page behind is inert, Escape gives focus back", async ({ page }) => {
    const layout = new SitePage(page)
    await layout.goto("/")
    const opener = layout.elements.openMobileMenu()
    await opener.focus()
    await page.keyboard.press("Enter")
    const menu = layout.elements.mobileMenu()
    await expect(menu.getByRole("link", { name: /home page/ })).toBeFocused()
    const focusInside = () => menu.evaluate((element) => element.contains(document.activeElement))
    for (const key of [...Array(12).fill("Tab"), ...Array(12).fill("Shift+Tab")]) {
      await page.keyboard.press(key)
      expect(await focusInside()).toBe(true)
    }
    // The page behind is inert: even a script cannot give its links focus.
    const behind = layout.elements.footer().getByRole("link", { name: site.email })
    await behind.evaluate((link: HTMLElement) => link.focus())
    expect(await focusInside()).toBe(true)
    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()
    await expect(opener).toBeFocused()
    expect(layout.errors).toEqual([])
  })

  test("the footer's contact strip is hidden", async ({ page }) => {
    const layout = new SitePage(page)
    await layout.goto("/")
    await expect(layout.elements.contactStrip()).toBeHidden()
    await expect(layout.elements.footer().getByRole("link", { name: site.email })).toBeVisible()
  })
})
