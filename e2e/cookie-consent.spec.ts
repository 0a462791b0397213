import {
  expect,
  test,
  type Browser,
  type Page,
  type Request,
} from "@playwright/test"
import { E2E_ADMIN, unique } from "./pages/admin-list-page"
import { VisitorForms } from "./pages/visitor-forms"

// content/site.json names no third-party script, so by default nothing may load at all. To see
// the scripts load after Accept, some tests serve the site's configuration query with ids in it
// (a static file of the build, not our API) and answer the vendors' URLs themselves: there is no
// internet here. The server's CSP admits vendors only when site.json names them, so those tests
// bypass it, as a site configured with these ids would send them.
const ids = {
  analyticsId: "e2eclarity",
  tagManagerId: "GTM-E2ETEST",
  chatbotUrl: "https://chat.e2e.example/embed",
}

const thirdParty = (request: Request) =>
  !request.url().startsWith("http://127.0.0.1") &&
  !request.url().startsWith("data:")

async function configureScripts(page: Page) {
  await page.route("**/page-data/sq/d/*.json", async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    if (body?.data?.siteJson?.scripts) body.data.siteJson.scripts = ids
    await route.fulfill({ response, json: body })
  })
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: "window.__gtmLoaded = true",
    })
  )
  await page.route("https://www.clarity.ms/**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: "window.__clarityLoaded = true",
    })
  )
  await page.route("https://chat.e2e.example/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Chat</title><p>How can we help?</p>",
    })
  )
}

// The URLs of the requests `page` makes to a third party, as they go.
function thirdPartyRequests(page: Page) {
  const outside: string[] = []
  page.on(
    "request",
    (request) => thirdParty(request) && outside.push(request.url())
  )
  return outside
}

// A fresh browser context (the page's CSP bypassed) with the analytics, tag manager and chatbot
// configured, on the FAQ page with no consent stored yet, recording its third-party requests.
async function withScripts(browser: Browser) {
  const context = await browser.newContext({ bypassCSP: true })
  const page = await context.newPage()
  const forms = new VisitorForms(page)
  const outside = thirdPartyRequests(page)
  await configureScripts(page)
  await forms.goto("/faq", null)
  return { context, page, forms, outside }
}

test.describe("cookie consent", () => {
  test("the banner shows while no choice is stored, is keyboard accessible, and Accept stores 'accepted' for 365 days", async ({
    page,
    context,
  }) => {
    const forms = new VisitorForms(page)
    const outside = thirdPartyRequests(page)
    await forms.goto("/faq", null)
    const banner = forms.elements.cookieBanner()
    await expect(banner).toBeVisible()
    await expect(banner).toHaveCSS("position", "fixed")
    expect(
      await forms.accessibilityViolations("section[aria-labelledby]")
    ).toEqual([])

    // Skip link first, then the banner: a keyboard user meets the choice right away.
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(
      banner.getByRole("link", { name: "Read our Cookie & Privacy Policy" })
    ).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(banner.getByRole("button", { name: "Decline" })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(banner.getByRole("button", { name: "Accept" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(banner).toHaveCount(0)

    const cookie = (await context.cookies()).find(
      (entry) => entry.name === "cookieConsent"
    )!
    expect(cookie.value).toBe("accepted")
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(365.01)
    expect(forms.logs).toContain("Cookie consent: accepted")

    await page.reload()
    await page.waitForLoadState("networkidle")
    await expect(forms.elements.cookieBanner()).toHaveCount(0)
    // Nothing is configured by default, so Accept loads nothing from anywhere else.
    expect(outside).toEqual([])
    expect(forms.unexpectedErrors()).toEqual([])
  })

  test("Decline stores 'declined', hides the banner and logs the choice", async ({
    page,
    context,
  }) => {
    const forms = new VisitorForms(page)
    await forms.goto("/", null)
    await forms.elements
      .cookieBanner()
      .getByRole("button", { name: "Decline" })
      .click()
    await expect(forms.elements.cookieBanner()).toHaveCount(0)
    const cookie = (await context.cookies()).find(
      (entry) => entry.name === "cookieConsent"
    )!
    expect(cookie.value).toBe("declined")
    expect(forms.logs).toContain("Cookie consent: declined")
    await page.goto("/faq")
    await page.waitForLoadState("networkidle")
    await expect(forms.elements.cookieBanner()).toHaveCount(0)
    expect(forms.unexpectedErrors()).toEqual([])
  })

  test("the banner moves nothing on the page, and the footer can still be scrolled clear of it", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = []
      ;(window as unknown as { __shifts: number[] }).__shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number
          hadRecentInput: boolean
        }[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value)
        }
      }).observe({ type: "layout-shift", buffered: true })
    })
    const forms = new VisitorForms(page)
    await forms.goto("/faq", null)
    const banner = forms.elements.cookieBanner()
    await expect(banner).toBeVisible()
    // Two frames later, any shift the banner caused has been laid out and reported.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(resolve))
        )
    )
    const shift = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce(
        (sum, value) => sum + value,
        0
      )
    )
    expect(shift).toBeLessThan(0.01)

    await page.evaluate(() =>
      window.scrollTo(0, document.documentElement.scrollHeight)
    )
    const legal = page.getByRole("navigation", { name: "Legal" })
    const [links, top] = [
      await legal.boundingBox(),
      (await banner.boundingBox())!.y,
    ]
    expect(links!.y + links!.height).toBeLessThanOrEqual(top)
  })

  test("Accept loads the configured analytics, tag manager and chatbot, and only then", async ({
    browser,
  }) => {
    const { context, page, forms, outside } = await withScripts(browser)
    await expect(forms.elements.cookieBanner()).toBeVisible()
    await page.waitForLoadState("networkidle")
    expect(outside).toEqual([])

    await forms.elements
      .cookieBanner()
      .getByRole("button", { name: "Accept" })
      .click()
    await expect.poll(() => outside.length).toBe(2)
    expect(outside.sort()).toEqual([
      "https://www.clarity.ms/tag/e2eclarity",
      "https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST",
    ])
    await expect
      .poll(() =>
        page.evaluate(
          () => "__gtmLoaded" in window && "__clarityLoaded" in window
        )
      )
      .toBe(true)

    // The chatbot's wrapper stays hidden until opened; its frame is then at least 700 px high.
    const wrapper = page.getByTestId("chatbot-wrapper")
    await expect(wrapper).toBeHidden()
    await page.getByRole("button", { name: "Chat with us" }).click()
    await expect(wrapper).toBeVisible()
    const frame = page.getByTitle("Chat assistant")
    await expect(frame).toHaveCSS("min-height", "700px")
    await expect(
      page
        .frameLocator("iframe[title='Chat assistant']")
        .getByText("How can we help?")
    ).toBeVisible()
    expect(outside).toContain("https://chat.e2e.example/embed")
    await page.getByRole("button", { name: "Close chat" }).click()
    await expect(wrapper).toBeHidden()
    expect(forms.unexpectedErrors()).toEqual([])
    await context.close()
  })

  test("Decline loads none of them, then or on later pages", async ({
    browser,
  }) => {
    const { context, page, forms, outside } = await withScripts(browser)
    await forms.elements
      .cookieBanner()
      .getByRole("button", { name: "Decline" })
      .click()
    await expect(forms.elements.cookieBanner()).toHaveCount(0)
    await page.waitForLoadState("networkidle")
    await page.goto("/cost-and-value-philosophy")
    await page.waitForLoadState("networkidle")
    expect(outside).toEqual([])
    await expect(
      page.getByRole("button", { name: "Chat with us" })
    ).toHaveCount(0)
    expect(await page.locator("script[data-consented]").count()).toBe(0)
    await context.close()
  })

  // A preview's address holds its token, and its page an unpublished draft: the scripts would
  // read both, so a preview mounts none of them, whatever the visitor accepted elsewhere.
  test("a preview loads none of them, even after Accept", async ({
    browser,
    request,
  }) => {
    const login = await request.post("/api/admin/auth/login", {
      data: E2E_ADMIN,
    })
    const title = `A draft nobody else may see ${unique()}`
    const made = await request.post("/api/admin/blogs/preview", {
      headers: { authorization: `Bearer ${(await login.json()).token}` },
      data: { data: { title, excerpt: "", content: "<p>Not yet.</p>" } },
    })
    expect(made.status()).toBe(201)
    const { url } = await made.json()

    const { context, page, forms, outside } = await withScripts(browser)
    await forms.elements
      .cookieBanner()
      .getByRole("button", { name: "Accept" })
      .click()
    // Accepted: an ordinary page of this browser loads them.
    await expect.poll(() => outside.length).toBe(2)

    outside.length = 0
    await page.goto(url)
    await expect(page.getByRole("heading", { name: title })).toBeVisible()
    await page.waitForLoadState("networkidle")
    expect(outside).toEqual([])
    expect(await page.locator("script[data-consented]").count()).toBe(0)
    await expect(
      page.getByRole("button", { name: "Chat with us" })
    ).toHaveCount(0)
    await expect(forms.elements.cookieBanner()).toHaveCount(0)
    await context.close()
  })
})
