import { readdirSync, readFileSync } from "node:fs"
import { expect, test } from "@playwright/test"
import { JSDOM } from "jsdom"
import { articlePaths } from "./pages/article-page"
import { SitePage } from "./pages/site-page"
import site from "../content/site.json"
import { measuredPages } from "../scripts/measured-pages.mjs"

// Every public page Gatsby built, as its sitemap lists them.
const sitemap = readFileSync("public/sitemap-0.xml", "utf8")
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
  (match) => match[1] || "/"
)

test("the sitemap lists every public page", () => {
  // Besides the prebuilt page of each programme and blog post in the panel.
  expect(
    paths.filter((path) => !/^\/(blog|service)\//.test(path))
  ).toHaveLength(36)
})

test("robots.txt, the sitemap and the web manifest describe the public site", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text()
  expect(robots).toContain("Disallow: /admin")
  expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`)
  expect(await (await request.get("/sitemap-index.xml")).text()).toContain(
    `${site.siteUrl}/sitemap-0.xml`
  )
  expect(paths.filter((path) => /^\/(admin|404|dev-404)/.test(path))).toEqual(
    []
  )

  const manifest = await (await request.get("/manifest.webmanifest")).json()
  expect(manifest).toMatchObject({
    name: site.name,
    start_url: "/",
    display: "standalone",
  })
  expect(manifest.icons.length).toBeGreaterThan(0)
  for (const icon of manifest.icons) {
    const response = await request.get(`/${icon.src.replace(/^\//, "")}`)
    expect(response.headers()["content-type"], icon.src).toMatch(/^image\//)
  }
})

// What every page must do, checked here once for all of them; the other specs check what one
// page shows. On a phone the layout changes (menu, heroes), not the pages: one page of each kind.
// And a page that does not exist, at both widths.
const notFound = "/this-page-does-not-exist"
const onAPhone = [
  ...measuredPages,
  "/cost-and-value-philosophy",
  "/the-story-of-" + site.brand,
  notFound,
]
// Pages one template draws from records of their own are checked once for the template, on the
// page of that kind the benchmarks measure: the 14 articles (each article's own body is checked
// by axe where articles.spec.ts opens it) and the six service pages (their records are text).
const servicePaths = readdirSync("content/services").map(
  (file) =>
    JSON.parse(readFileSync(`content/services/${file}`, "utf8")).slug as string
)
const sharingATemplate = [...articlePaths, ...servicePaths].filter(
  (path) => !measuredPages.includes(path)
)
const onADesktop = [
  ...paths.filter((path) => !sharingATemplate.includes(path)),
  notFound,
]
const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }
// A page in both lists is loaded once and checked at each width in turn, resized as a visitor
// turning a tablet would: the layout follows the width (CSS, and the carousels' resize listener).
const widthsOf = (path: string) => [
  ...(onADesktop.includes(path) ? [desktop] : []),
  ...(onAPhone.includes(path) ? [phone] : []),
]
test.describe("every page", () => {
  // axe reads the whole page: on a busy two-core machine that alone can take twenty seconds, at
  // each width.
  test.describe.configure({ timeout: 120_000 })
  for (const path of new Set([...onADesktop, ...onAPhone])) {
    const widths = widthsOf(path)
    test(`${path} loads without a console error, and neither axe nor HTML_CodeSniffer finds a fault at ${widths.map(({ width }) => `${width}`).join(" and ")} px`, async ({
      page,
    }) => {
      await page.setViewportSize(widths[0])
      const layout = new SitePage(page)
      const response = await layout.goto(path)
      expect(response?.status()).toBe(path === notFound ? 404 : 200)
      for (const viewport of widths) {
        await layout.resize(viewport)
        const at = `at ${viewport.width} px`
        expect(layout.unexpectedErrors(), at).toEqual([])
        expect(await layout.accessibilityViolations(), at).toEqual([])
        expect(await layout.codeSnifferErrors(), at).toEqual([])
      }
    })
  }
})

test("every internal link of every page resolves", async ({ request }) => {
  const links = new Set<string>()
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    for (const [, href] of html.matchAll(/<a[^>]+href="(\/[^"#?]*)/g))
      links.add(href)
  }
  const broken: string[] = []
  for (const link of links) {
    const status = (await request.get(link)).status()
    if (status !== 200) broken.push(`${link} -> ${status}`)
  }
  expect(broken).toEqual([])
})

test("every page's prebuilt head names it for search engines and link previews", async ({
  request,
}) => {
  // The HTML Gatsby built, as a crawler or a link preview reads it: no script runs.
  const pathsByTitle = new Map<string, string>()
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    // The head alone: parsing the body too takes most of the time and reads nothing checked here.
    const { document } = new JSDOM(html.slice(0, html.indexOf("<body"))).window
    const attribute = (selector: string, name = "content") =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null
    const found = {
      title: document.title,
      description: attribute('meta[name="description"]'),
      canonical: attribute('link[rel="canonical"]', "href"),
      ogTitle: attribute('meta[property="og:title"]'),
      ogDescription: attribute('meta[property="og:description"]'),
      ogUrl: attribute('meta[property="og:url"]'),
      ogImage: attribute('meta[property="og:image"]'),
      robots: attribute('meta[name="robots"]'),
    }
    const url = site.siteUrl + (path === "/" ? "/" : path.replace(/\/$/, ""))
    expect(found.title, path).toMatch(
      path === "/" ? site.title : new RegExp(`^\\S.* \\| ${site.name}$`)
    )
    expect(found.description?.length, path).toBeGreaterThan(40)
    expect(found, path).toMatchObject({
      canonical: url,
      ogUrl: url,
      ogTitle: found.title,
      ogDescription: found.description,
      robots: null,
    })
    expect(found.ogImage, path).toMatch(
      new RegExp(`^${site.siteUrl}/.+\\.(jpg|png|webp)$`)
    )
    expect(
      pathsByTitle.get(found.title),
      `${path} repeats the title of`
    ).toBeUndefined()
    pathsByTitle.set(found.title, path)
  }
})
