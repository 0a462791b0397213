import { expect, test, type Page, type Request } from "@playwright/test"
import { SearchPage } from "./pages/search"

// The site search on the built site and the real server: Pagefind's index as the build wrote it
// (plugins/gatsby-plugin-pagefind), the header's dialog, /search, the error page's suggestions,
// and the articles listing's filters.

const CASE_STUDY = "Drilling Cost Transformation"

/** The requests a page makes for the search: Pagefind's files and the dialog's chunk. */
function searchRequests(page: Page) {
  const seen: string[] = []
  page.on("request", (request: Request) => {
    const { pathname } = new URL(request.url())
    if (
      pathname.startsWith("/pagefind/") ||
      /\/search-[0-9a-f]+\.js$/.test(pathname)
    )
      seen.push(pathname)
  })
  return seen
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test("a visitor searches 'drilling' from the home page and opens the case study", async ({
    page,
  }) => {
    const visitor = new SearchPage(page)
    const requests = searchRequests(page)
    await visitor.goto("/")
    expect(requests, "nothing of the search comes with the page").toEqual([])
    await visitor.search.button().tap()
    await expect(visitor.search.dialog()).toBeVisible()
    await visitor.query("drilling")
    const result = visitor.search.result(CASE_STUDY).first()
    await expect(result).toContainText("Case study")
    await expect(result.locator("mark").first()).toHaveText(/drilling/i)
    await result.tap()
    await expect(page).toHaveURL(/\/drilling-cost-transformation$/)
    await expect(visitor.search.dialog()).toBeHidden()
    await expect(visitor.elements.pageHeading()).toHaveText(
      "Drilling cost case study"
    )
    expect(visitor.unexpectedErrors()).toEqual([])
  })

  test("the phone menu opens the search too", async ({ page }) => {
    const visitor = new SearchPage(page)
    await visitor.goto("/faq")
    await visitor.elements.openMobileMenu().tap()
    await visitor.search.menuButton().tap()
    await expect(visitor.elements.mobileMenu()).toBeHidden()
    await expect(visitor.search.field()).toBeFocused()
    await visitor.query("academy course")
    await expect(visitor.search.results().first()).toBeVisible()
  })
})

test.describe("on a desktop, by keyboard alone", () => {
  test("a visitor tabs to the search, types 'drilling', arrows to the case study and opens it", async ({
    page,
  }) => {
    const visitor = new SearchPage(page)
    const requests = searchRequests(page)
    await visitor.goto("/")
    expect(requests).toEqual([])
    await visitor.tabTo(visitor.search.button())
    // Focusing the button starts loading the search, before it is opened.
    await expect
      .poll(() => requests.some((path) => path.endsWith("/pagefind.js")))
      .toBe(true)
    await page.keyboard.press("Enter")
    await expect(visitor.search.field()).toBeFocused()
    await page.keyboard.type("drilling")
    await expect(visitor.search.status()).toHaveText(/results? for/)
    await visitor.arrowTo(CASE_STUDY)
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/drilling-cost-transformation$/)
    await expect(visitor.search.dialog()).toBeHidden()
    expect(visitor.unexpectedErrors()).toEqual([])
  })

  test("Escape closes the dialog and focus goes back to the button; Enter opens the first result", async ({
    page,
  }) => {
    const visitor = new SearchPage(page)
    await visitor.goto("/supply-chain-by-sla")
    await visitor.tabTo(visitor.search.button())
    await page.keyboard.press("Enter")
    await expect(visitor.search.dialog()).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(visitor.search.dialog()).toHaveCount(0)
    await expect(visitor.search.button()).toBeFocused()
    await page.keyboard.press("Enter")
    await page.keyboard.type("materials management")
    // The results follow each letter typed: the first is read once they are the whole query's.
    await expect(visitor.search.status()).toContainText(
      "for “materials management”"
    )
    await expect(visitor.search.results().first()).toBeVisible()
    const first = await visitor.search.results().first().getAttribute("href")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new RegExp(`${first}$`))
  })

  test("a course is found at its place on the Academy page, and the kind filter keeps only courses", async ({
    page,
  }) => {
    const visitor = new SearchPage(page)
    await visitor.goto("/")
    await visitor.open()
    await visitor.query("contract")
    await visitor.search.kind("Course").click()
    await expect(visitor.search.kind("Course")).toHaveAttribute(
      "aria-pressed",
      "true"
    )
    // Results arrive as their fragments load, so the list is read whole until it has settled on
    // courses only, each linking to its place on the Academy page.
    await expect
      .poll(() =>
        visitor.search
          .results()
          .evaluateAll((links) =>
            links.map((link) => [
              link.textContent ?? "",
              link.getAttribute("href") ?? "",
            ])
          )
          .then(
            (results) =>
              results.length > 0 &&
              results.every(
                ([text, href]) =>
                  text.includes("Course") &&
                  /^\/skillset-development#course-/.test(href)
              )
          )
      )
      .toBe(true)
    const href = (await visitor.search.results().first().getAttribute("href"))!
    await visitor.search.results().first().click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.locator(href.slice(href.indexOf("#")))).toBeInViewport()
  })

  test("axe finds nothing with the dialog open, results shown", async ({
    page,
  }) => {
    const visitor = new SearchPage(page)
    await visitor.goto("/")
    await visitor.open()
    await visitor.query("drilling")
    expect(await visitor.accessibilityViolations()).toEqual([])
  })
})

test("the header, menus, footer, heading strip and cookie banner are not indexed", async ({
  page,
}) => {
  const visitor = new SearchPage(page)
  await visitor.goto("/", null)
  // The indexed part of a page is its <main>, without the heading strip under the header.
  const body = page.locator("[data-pagefind-body]")
  await expect(body).toHaveCount(1)
  await expect(body).toHaveAttribute("id", "main")
  await expect(body.getByRole("banner")).toHaveCount(0)
  await expect(body.getByRole("contentinfo")).toHaveCount(0)
  await expect(body.getByRole("navigation", { name: "Main" })).toHaveCount(0)
  await expect(
    body.getByRole("region", { name: /Cookie consent/ })
  ).toHaveCount(0)
  await expect(visitor.elements.cookieBanner()).toBeVisible()
  await visitor.elements
    .cookieBanner()
    .getByRole("button", { name: "Decline" })
    .click()
  await visitor.open()
  // Words the footer shows on every page (its countries) are found nowhere...
  for (const word of ["Kuwait", "Malaysia"]) {
    await visitor.query(word)
    await expect(visitor.search.status(), word).toHaveText(/^No results/)
  }
  // ...and the cookie banner's are found only where the content says them: the policy.
  await visitor.query("cookie")
  await expect(visitor.search.status()).toHaveText(/^1 result for/)
  await expect(visitor.search.results()).toHaveText([/Cookie & Privacy Policy/])
})

test("any query shows results or 'no results', never an error or markup, in the dialog and on /search", async ({
  page,
}) => {
  // Each with what its status must say, so a status left from the query before cannot pass.
  const hostile: [string, string, RegExp][] = [
    ["empty", "", /^Type a word/],
    [
      "10,000 characters",
      "drilling ".repeat(1111),
      /results? for “drilling drilling/,
    ],
    [
      "markup",
      '<img src=x onerror="window.__injected=1"><script>window.__injected=2</script>',
      /for “<img src=x onerror=/,
    ],
    ["emoji", "🛢️⛽👩‍🔧", /^No results for “🛢️⛽👩‍🔧”/],
    ["right-to-left text", "تكلفة الحفر", /for “تكلفة الحفر”/],
    [
      "a lone surrogate and controls",
      "drill\ud800ing\u0000\u202e",
      /for “drill[ \ufffd]ing/u,
    ],
  ]
  const injected = () =>
    page.evaluate(() => (window as { __injected?: number }).__injected)
  const visitor = new SearchPage(page)
  // One page for every query, typed one after the other as a visitor would, in the dialog...
  await visitor.goto("/")
  await visitor.open()
  for (const [name, query, answer] of hostile) {
    await visitor.search.field().fill(query)
    await expect(visitor.search.status(), name).toHaveText(answer)
    await expect(
      visitor.search.dialog().locator("img, script"),
      name
    ).toHaveCount(0)
  }
  expect(await injected()).toBeUndefined()
  // ...and each as an address of /search, a fresh page load.
  for (const [name, query, answer] of hostile) {
    await visitor.goto(`/search?${new URLSearchParams({ q: query })}`)
    await expect(visitor.search.status(), name).toHaveText(answer)
    await expect(
      page.getByRole("main").locator("img[src=x]"),
      name
    ).toHaveCount(0)
    expect(await injected(), name).toBeUndefined()
  }
  expect(visitor.unexpectedErrors()).toEqual([])
})

test.describe("/search", () => {
  test("shows the results of the address's query, which follows the field", async ({
    page,
  }) => {
    const visitor = new SearchPage(page)
    const response = await visitor.goto("/search?q=drilling")
    expect(response?.status()).toBe(200)
    await expect(visitor.search.field()).toHaveValue("drilling")
    await expect(visitor.search.result(CASE_STUDY).first()).toBeVisible()
    await visitor.query("local content")
    await expect(page).toHaveURL(/\/search\?q=local\+content$/)
    await page.reload()
    await expect(visitor.search.field()).toHaveValue("local content")
    await expect(
      visitor.search.result("Local Content Development").first()
    ).toBeVisible()
  })

  test("without JavaScript it is a plain form that explains search needs JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/search")
    await expect(page.getByText("Search needs JavaScript")).toBeVisible()
    await expect(
      page
        .getByRole("link", { name: "Articles, Business Cases & Background" })
        .last()
    ).toHaveAttribute("href", "/article-business-cases-background")
    const sitemap = page.getByRole("link", { name: "Sitemap" })
    expect(
      (await page.request.get((await sitemap.getAttribute("href"))!)).ok()
    ).toBe(true)
    await page.getByRole("searchbox").fill("drilling")
    await page.getByRole("searchbox").press("Enter")
    await expect(page).toHaveURL(/\/search\?q=drilling$/)
    await expect(page.getByText("Search needs JavaScript")).toBeVisible()
    // The header's search is a link to this page, so it works without JavaScript too.
    await page.goto("/")
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Search", exact: true })
      .click()
    await expect(page).toHaveURL(/\/search$/)
    await context.close()
  })
})

test("the error page suggests pages for the words of the missing address", async ({
  page,
}) => {
  const visitor = new SearchPage(page)
  const response = await visitor.goto("/drilling-costs-case")
  expect(response?.status()).toBe(404)
  await expect(visitor.search.suggestions()).toBeVisible()
  await expect(
    visitor.search
      .suggestions()
      .getByRole("link", { name: new RegExp(CASE_STUDY) })
  ).toBeVisible()
  await visitor.search
    .suggestions()
    .getByRole("link", { name: /^Search the site for/ })
    .click()
  await expect(page).toHaveURL(/\/search\?q=drilling\+costs\+case$/)
  await expect(visitor.search.results().first()).toBeVisible()
})

test.describe("the articles listing's filters", () => {
  const listing = "/article-business-cases-background"

  test("filter by a service, reload and share the address, and go back", async ({
    page,
    browser,
  }) => {
    const visitor = new SearchPage(page)
    await visitor.goto(listing)
    const cards = page.getByRole("main").getByRole("article")
    await expect(cards).toHaveCount(15)
    const topic = page
      .getByRole("navigation", { name: "Filter the articles" })
      .getByRole("link", { name: /^Category Strategy \(\d+\)$/ })
    const count = Number(/\((\d+)\)/.exec((await topic.textContent())!)![1])
    expect(count).toBeGreaterThan(2)
    expect(count).toBeLessThan(15)
    await topic.click()
    await expect(page).toHaveURL(`${listing}?topic=category-strategy`)
    await expect(cards).toHaveCount(count)
    await expect(topic).toHaveAttribute("aria-current", "true")
    // Every card shown names the service: its page lists it among its related articles.
    const service = await (await page.request.get("/category-strategy")).text()
    for (const link of await cards.getByRole("link").all()) {
      expect(service).toContain(`href="${await link.getAttribute("href")}"`)
    }

    await page.reload()
    await expect(cards).toHaveCount(count)

    const shared = await browser.newPage()
    await shared.goto(`${listing}?topic=category-strategy&type=case-study`)
    const sharedCards = shared.getByRole("main").getByRole("article")
    await expect(sharedCards.first()).toBeVisible()
    for (const card of await sharedCards.all())
      await expect(card).toContainText("Case Study")
    expect(await sharedCards.count()).toBeLessThan(count)
    await shared.close()

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${listing}$`))
    await expect(cards).toHaveCount(15)
    expect(visitor.unexpectedErrors()).toEqual([])
  })

  test("a filtered address loads without a layout shift", async ({ page }) => {
    const visitor = new SearchPage(page)
    await page.addInitScript(() => {
      ;(window as { __shift?: number }).__shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[])
          if (!entry.hadRecentInput)
            (window as { __shift?: number }).__shift! += entry.value
      }).observe({ type: "layout-shift", buffered: true })
    })
    await visitor.goto(`${listing}?type=thinking`)
    await expect(
      page.getByRole("main").getByRole("article").first()
    ).toBeVisible()
    const shift = await page.evaluate(
      () => (window as { __shift?: number }).__shift
    )
    expect(shift).toBeLessThan(0.01)
  })
})
