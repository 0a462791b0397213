import { expect, test, type APIRequestContext } from "@playwright/test"
import { publishedRecord } from "./pages/publishing"
import { adminHeaders, unique, VisitorForms } from "./pages/visitor-forms"

// A programme made and published through the admin API: visitors see only what is published.
async function createProgramme(
  request: APIRequestContext,
  fields: Record<string, string>
) {
  return publishedRecord(
    request,
    await adminHeaders(request),
    "programmes",
    fields
  )
}

const hostile = [
  "<h3>Seven steps</h3>",
  '<p onmouseover="window.__xss = 1">Inventory optimisation first.</p>',
  "<script>window.__xss = 1</script>",
  '<img src="/missing.png" onerror="window.__xss = 1">',
  '<a href="javascript:window.__xss = 1">Read more</a>',
  "<style>body { display: none }</style>",
].join("")

test.describe("programme page /service/{slug}", () => {
  test("shows Loading, then the programme's name as heading, its image and its description", async ({
    page,
    request,
  }) => {
    const name = `Materials Management Programme ${unique()}`
    const { slug } = await createProgramme(request, {
      Name: name,
      Image: "/og-image.jpg",
      description:
        "<h3>What you get</h3><ul><li>A seven-step programme</li><li>Inventory optimisation</li></ul>",
    })
    const forms = new VisitorForms(page)
    const release = await forms.hold("/getsingleProgramme/**")
    await page.goto(`/service/${slug!}`)
    await expect(page.getByTestId("page-heading")).toHaveText(/Service detail/)
    await expect(page.getByRole("status")).toHaveText("Loading...")
    await release()
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible()
    // A picture of the site's own, which no library item describes: shown, with an empty alt.
    await expect(page.locator('main img[src="/og-image.jpg"]')).toHaveAttribute(
      "alt",
      ""
    )
    await expect(
      page.getByRole("heading", { level: 3, name: "What you get" })
    ).toBeVisible()
    await expect(
      page.getByRole("listitem").filter({ hasText: "A seven-step programme" })
    ).toBeVisible()
    await expect(page.getByRole("status")).toHaveCount(0)
    expect(await forms.accessibilityViolations("main")).toEqual([])
    expect(forms.unexpectedErrors()).toEqual([])
  })

  test("says 'No Programme available' for an unknown address", async ({
    page,
  }) => {
    const forms = new VisitorForms(page)
    const response = await page.goto(`/service/no-such-programme-${unique()}`)
    // A real 404, so search engines drop the address, and the page says so.
    expect(response?.status()).toBe(404)
    await expect(
      page.getByRole("heading", { name: "No Programme available" })
    ).toBeVisible()
    await expect(
      page.getByRole("link", { name: "See our services" })
    ).toHaveAttribute("href", "/supply-chain-by-sla")
    expect(await forms.accessibilityViolations("main")).toEqual([])
    expect(forms.unexpectedErrors()).toEqual([])
  })

  test("renders a script-bearing description harmlessly", async ({
    page,
    request,
  }) => {
    const name = `<script>window.__xss = 1</script>Cost Recovery ${unique()}`
    const { slug } = await createProgramme(request, {
      Name: name,
      Image: "/og-image.jpg",
      description: hostile,
    })
    const forms = new VisitorForms(page)
    await forms.goto(`/service/${slug!}`)
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible()
    await expect(page.getByText("Inventory optimisation first.")).toBeVisible()
    await page.getByText("Inventory optimisation first.").hover()
    const main = page.locator("main")
    expect(
      await main
        .locator(
          "script, style, [onerror], [onmouseover], a[href^='javascript']"
        )
        .count()
    ).toBe(0)
    await expect(page.locator("body")).toBeVisible()
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)
    ).toBeUndefined()
  })

  test("clears the old programme before showing the next", async ({
    page,
    request,
  }) => {
    const first = await createProgramme(request, {
      Name: `Category Strategy ${unique()}`,
      description: "<p>First.</p>",
    })
    const secondName = `Tendering & Outsourcing ${unique()}`
    const second = await createProgramme(request, {
      Name: secondName,
      description: "<p>Second.</p>",
    })
    const forms = new VisitorForms(page)
    await forms.goto(`/service/${first.slug!}`)
    await expect(page.getByText("First.")).toBeVisible()

    const release = await forms.hold(`/getsingleProgramme/${second.slug!}`)
    // Gatsby's client-side navigation, as a link to the next programme would do it.
    await page.evaluate(
      (path) =>
        (
          window as unknown as { ___navigate: (to: string) => void }
        ).___navigate(path),
      `/service/${second.slug!}`
    )
    await expect(page.getByRole("status")).toHaveText("Loading...")
    await expect(page.getByText("First.")).toHaveCount(0)
    await release()
    await expect(
      page.getByRole("heading", { level: 2, name: secondName })
    ).toBeVisible()
    expect(forms.unexpectedErrors()).toEqual([])
  })
})
