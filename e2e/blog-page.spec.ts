import { expect, test, type APIRequestContext } from "@playwright/test"
import { publishedRecord } from "./pages/publishing"
import { adminHeaders, unique, VisitorForms } from "./pages/visitor-forms"

// A blog made and published through the admin API: visitors see only what is published.
async function createBlog(
  request: APIRequestContext,
  fields: Record<string, string>
) {
  return publishedRecord(request, await adminHeaders(request), "blogs", fields)
}

test.describe("blog page /blog/{slug}", () => {
  test("shows the post in the site's layout: category, title, excerpt, image and content", async ({
    page,
    request,
  }) => {
    const title = `Hidden in Plain Sight ${unique()}`
    const { slug } = await createBlog(request, {
      title,
      excerpt: "Most of the savings sit in contracts already signed.",
      content:
        "<h2>Where the money goes</h2><p>Rates are only part of the cost.</p><ol><li>Scope</li><li>Remuneration</li></ol>",
      image: "/og-image.jpg",
      category: "Thinking",
    })
    const forms = new VisitorForms(page)
    await forms.goto(`/blog/${slug!}`)
    await expect(page.getByTestId("page-heading")).toHaveText(/Blog/)
    await expect(
      page.getByRole("heading", { level: 2, name: title })
    ).toBeVisible()
    await expect(page.getByText("Thinking", { exact: true })).toBeVisible()
    await expect(
      page.getByText("Most of the savings sit in contracts already signed.")
    ).toBeVisible()
    await expect(
      page.getByRole("heading", { name: "Where the money goes" })
    ).toBeVisible()
    await expect(page.locator("main ol li")).toHaveCount(2)
    await expect(page.locator("main article img")).toHaveAttribute(
      "src",
      "/og-image.jpg"
    )
    await expect(page.getByRole("contentinfo")).toBeVisible()
    expect(await forms.accessibilityViolations("main")).toEqual([])
    expect(forms.unexpectedErrors()).toEqual([])
  })

  test("answers the id's address with a 301 to the slug's", async ({
    request,
  }) => {
    const { id, slug } = await createBlog(request, {
      title: `Énergie & Öl ${unique()}`,
      content: "<p>Moved.</p>",
    })
    expect(slug).toMatch(/^energie-ol-/)
    const response = await request.get(`/blog/${id}`, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe(`/blog/${slug!}`)
  })

  test("says clearly that an unknown post does not exist", async ({ page }) => {
    const forms = new VisitorForms(page)
    await forms.goto(`/blog/missing-${unique()}`)
    await expect(
      page.getByRole("heading", { name: "Blog post not found" })
    ).toBeVisible()
    await expect(
      page.getByRole("link", { name: "Browse articles and business cases" })
    ).toHaveAttribute("href", "/article-business-cases-background")
    expect(await forms.accessibilityViolations("main")).toEqual([])
    expect(forms.unexpectedErrors()).toEqual([])
  })

  test("renders a script-bearing post harmlessly", async ({
    page,
    request,
  }) => {
    const title = `The art of the deal ${unique()}`
    const { slug } = await createBlog(request, {
      title,
      content: [
        "<p>Negotiate the scope before the rate.</p>",
        "<script>window.__xss = 1</script>",
        '<img src="/missing.png" onerror="window.__xss = 1">',
        '<iframe src="javascript:window.__xss = 1"></iframe>',
        '<a href="javascript:window.__xss = 1">Continue</a>',
        '<form action="https://evil.example/"><input name="password"></form>',
      ].join(""),
      category: "Article",
    })
    const forms = new VisitorForms(page)
    await forms.goto(`/blog/${slug!}`)
    await expect(
      page.getByText("Negotiate the scope before the rate.")
    ).toBeVisible()
    const article = page.locator("main article")
    expect(
      await article
        .locator(
          "script, iframe, form, input, [onerror], a[href^='javascript']"
        )
        .count()
    ).toBe(0)
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)
    ).toBeUndefined()
  })

  test("offers a retry when the server fails, and then shows the post", async ({
    page,
    request,
  }) => {
    const title = `Deliver As Planned ${unique()}`
    const { slug } = await createBlog(request, {
      title,
      content: "<p>Plans are promises.</p>",
    })
    const forms = new VisitorForms(page)
    await page.route(`**/getSingleblog/${slug!}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "The blog store is restarting" }),
      })
    )
    await forms.goto(`/blog/${slug!}`)
    await expect(
      page.getByRole("heading", { name: "This blog post could not be loaded" })
    ).toBeVisible()
    await expect(page.getByText("The blog store is restarting")).toBeVisible()
    await page.unroute(`**/getSingleblog/${slug!}`)
    await page.getByRole("button", { name: "Try again" }).click()
    await expect(
      page.getByRole("heading", { level: 2, name: title })
    ).toBeVisible()
    expect(forms.unexpectedErrors()).toEqual([])
  })
})
