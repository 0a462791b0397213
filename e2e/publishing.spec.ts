import { execFileSync } from "node:child_process"
import { readdirSync } from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import {
  AdminLoginPage,
  E2E_ADMIN,
  signInWithToken,
  unique,
} from "./pages/admin-list-page"
import { serveExampleImages } from "./fixtures/example-images"
import { mailTo } from "./pages/mailbox"
import {
  AdminFormPage,
  expectLiveSiteBuiltFor,
  HistoryPage,
  PanelListPage,
  panelViolations,
  PublishBar,
  RecordPage,
} from "./pages/publishing"
import {
  administrator,
  ERASED_TEACHER,
  invitedStaff,
  storageStateOf,
} from "./pages/people"
import { RichTextEditor, wordClipboard } from "./pages/rich-text-editor"
import { SearchPage } from "./pages/search"
import { SitePage } from "./pages/site-page"
import { SiteFileEditor, siteFile } from "./pages/site-files"
import site from "../content/site.json"
import { slugify } from "../common/slugs"
import { e2eSiteDir } from "../scripts/e2e-server-port.mjs"
import { filesShowing } from "../server/plugins/app/publishing/site-release"

// The panel feeds the site (docs/publishing.md, docs/editorial.md), with an editor's safety nets,
// against the real server and two real, warm `gatsby build`s; every step that needs a real build is
// here, so that the builds are shared. An administrator uploads a team member's photo with its alt
// text, drafts a news item and writes a blog in the rich-text editor (a heading, bold, a list, a
// link chosen from the site's pages, a table, a pasted Word document and the photo from the media
// library), which saves itself a few seconds after typing stops; previews the blog (visible in the
// preview, also in a browser that is not signed in; not on the site), publishes and finds each on
// its prebuilt page, and the blog through the site search by a word only it holds (build 1, Publish
// now): the blog's page shows each element, its snippet, social card and BlogPosting at its slug,
// to which its id answers 301; an image without alt text blocks a publish, and an image in use
// cannot be deleted. A teacher then finds their way onto the Academy page: they register on the
// public form, cannot sign in while pending, are approved by an editor (e-mailed), sign in with the
// password they chose, complete their profile (which waits for the editor's review) and draft a
// course, which the editor approves and publishes. The blog is edited (the old version stays live)
// and published again, a second blog and the news item are deleted, a news item is scheduled two
// minutes ahead, and while it waits the panel's own screens are checked (axe at 1280 and 390 px, a
// stale save in a second tab refused with the 409 message). The two minutes then pass on the
// server's clock, which the end-to-end server lets a test move ahead, and the schedule builds the
// site on its own (build 2, which carries everything published or deleted since): the news item
// appears without anyone touching anything, with the edit, the deleted pages gone and the teacher
// on the Academy page with their course; the audit trail shows the teacher's way with who took each
// step. Then the blog's first version is restored from its History, the blog is deleted and
// restored from Trash, and the previous release is made live again at once, which pauses automatic
// publishing. Last, an administrator erases the teacher (docs/newsletter.md, 'Personal data'): the
// release that shows them can no longer be restored, their course stays without them, and no page
// and no kept release shows them, with no build (the live release is the one from before they
// came). npm test runs this after every other journey (scripts/test.mjs); the site it leaves shows
// its records, and npm test rebuilds a site whose records differ from its database's before the
// next run's journeys (scripts/site-build.mjs).

// What the photo shows, as the media library keeps it and the site writes it in its alt.
const photoAlt =
  "Consultants round a meeting table, before a screen of cost charts"
const photo = path.join(
  __dirname,
  "..",
  "content",
  "images",
  "theme-people.jpg"
)

// The panel is part of the served build, with the API's address inlined: a site built for another
// port (a run with another E2E_PORT) has a panel that cannot reach this server, whose saves would
// then fail without a word. npm test builds it with no address (the panel calls its own origin),
// and a publish here builds it with this server's.
test.beforeAll(({ baseURL }) => expectLiveSiteBuiltFor(baseURL))

test("an editor drafts, previews, publishes, schedules and undoes, a teacher is published and erased; visitors see only what is published", async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(35 * 60_000)
  // The journeys before this one published records with such images (a programme's card on the
  // Capex/Opex page), and this one registers one on a banner.
  await serveExampleImages(context)
  const { headers } = await signInWithToken(page, request)
  const suffix = unique()
  const blogTitle = `Rates are not the cost ${suffix}`
  const editedTitle = `Rates are only part of the cost ${suffix}`
  const newsTitle = `New office in Muscat ${suffix}`
  const scheduledTitle = `Aberdeen workshop announced ${suffix}`
  const goneTitle = `Day rates, read again ${suffix}`
  const member = `Ada Okafor ${suffix}`
  // A word no other page holds, in the blog's body alone.
  const word = `ratecard${suffix}`
  const bar = new PublishBar(page, request, headers)
  const html = async (path: string) => (await request.get(path)).text()
  // Each record's page is at the slug made from its title when it was created.
  const blogSlug = slugify(blogTitle)
  const goneSlug = slugify(goneTitle)
  const programmeSlug = slugify(`Supplier day programme ${suffix}`)

  const blogId =
    await test.step("the administrator uploads a team member's photo with its alt text, drafts a news item, and writes a blog in the editor", async () => {
      // The photo first: uploaded through the image field's picker and described there, it is
      // then in the media library for the blog to use.
      await new AdminFormPage(page, "team").create(
        { Name: member, Role: "Principal consultant" },
        photo,
        photoAlt
      )
      await new AdminFormPage(page, "news").create({
        Title: newsTitle,
        Content: "From March our consultants work from Muscat too.",
      })

      const form = new AdminFormPage(page, "blogs")
      await page.goto("/admin/blogs/create")
      await form.fill({
        Title: blogTitle,
        Category: "Thinking",
        Excerpt: "The 70% beyond rates, in one page.",
      })
      const editor = new RichTextEditor(page, "Content")
      await editor.elements.text().click()
      await editor.elements.button("Heading 2").click()
      await page.keyboard.type("Beyond rates")
      await editor.paragraphWithBold(
        "Specification and efficiency decide ",
        "70%",
        ` of the cost, not the ${word}.`
      )
      await editor.bulletedList(["Specification", "Efficiency", "Rates"])
      await editor.paragraphLinkingTo(
        "The questions buyers ask first are in",
        "our FAQ",
        "Frequently Asked Questions"
      )
      await editor.table([
        ["Lever", "Share of the cost", "Who holds it"],
        ["Specification and efficiency", "70%", "The buyer"],
      ])
      await editor.paste(wordClipboard())
      await editor.imageFromLibrary(photoAlt)
      // Back at the top, where the app bar that writing scrolled away (react-admin hides it on
      // the way down) shows the screen's title again.
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      expect(await panelViolations(page), "the editor").toEqual([])
      const id = await form.save()
      await expect(
        new RecordPage(page, "blogs", id).elements.state()
      ).toHaveText("Draft")

      // A few seconds after typing stops, the draft saves itself, and stays a draft.
      await page.goto(`/admin/blogs/${id}`)
      await editor.afterFirstBlock()
      await page.keyboard.type(`Written on ${suffix}.`)
      await expect(editor.elements.saved()).toBeVisible({ timeout: 15_000 })
      const saved = (await (
        await request.get(`/api/admin/blogs/${id}`, { headers })
      ).json()) as { content: string; state: string }
      expect(saved.content).toContain(`Written on ${suffix}.`)
      expect(saved.state).toBe("draft")
      return id
    })
  const blog = new RecordPage(page, "blogs", blogId)

  // Every other block gets a record too, through the API (the panel's forms are the same for
  // each), so that each is checked below as a visitor meets it: the photo is the one just uploaded.
  const { programmeId, storyId, goneId, drafts } =
    await test.step("the other collections get a draft each", async () => {
      const team = (await (
        await request.get("/api/admin/team?range=[0,99]", { headers })
      ).json()) as { name: string; image: string }[]
      const image = team.find((record) => record.name === member)!.image
      const drafts: Array<[string, string]> = []
      const create = async (resource: string, data: object) => {
        const response = await request.post(`/api/admin/${resource}`, {
          headers,
          data,
        })
        expect(response.status(), resource).toBe(201)
        const { id } = (await response.json()) as { id: string }
        drafts.push([resource, id])
        return id
      }
      await create("banners", {
        title: `Cost reviews for 2027 ${suffix}`,
        subtitle: "Book a first session on your largest contracts.",
        image,
        link: "/cost-and-value-philosophy",
        order: 1,
      })
      // A second blog, deleted before the second build takes its page away.
      const goneId = await create("blogs", {
        title: goneTitle,
        category: "Thinking",
        excerpt: "What a day rate leaves out.",
        content: "<p>A day rate is one line of the cost.</p>",
      })
      const storyId = await create("stories", {
        title: `A drilling contract, rebuilt ${suffix}`,
        content:
          "Twelve per cent off the day rate, and a rig that arrived on time.",
        image,
      })
      await create("templates", {
        title: `Workshop in Aberdeen ${suffix}`,
        image,
        category: "Workshops",
      })
      await create("events", {
        title: `Cost and Value masterclass ${suffix}`,
        date: "2099-03-12",
        location: "Dubai",
        description: "One day on the 70% beyond rates.",
      })
      const programmeId = await create("programmes", {
        Name: `Supplier day programme ${suffix}`,
        description:
          '<p onmouseover="alert(1)">Two days with your key suppliers.</p><script>alert(2)</script>',
      })
      const news = (await (
        await request.get("/api/admin/news?range=[0,99]", { headers })
      ).json()) as { id: string; title: string }[]
      drafts.push(["news", news.find((item) => item.title === newsTitle)!.id])
      return { programmeId, storyId, goneId, drafts }
    })

  await test.step("the blog's preview shows the draft in the site's page, to a second browser too; visitors do not see it", async () => {
    await blog.goto()
    const link = await blog.previewLink()
    expect(await panelViolations(page), "preview dialog").toEqual([])
    await blog.elements.closeDialog().click()

    const preview = await page.goto(link)
    expect(preview?.headers()["x-robots-tag"]).toBe("noindex, nofollow")
    await expect(page.getByRole("heading", { name: blogTitle })).toBeVisible()
    await expect(
      page.getByRole("heading", { name: "Beyond rates" })
    ).toBeVisible()
    await expect(page.getByTestId("page-heading")).toHaveText(/Blog/)

    const visitor = await request.get(`/blog/${blogSlug}`)
    expect(visitor.status()).toBe(404)
    expect(await visitor.text()).not.toContain(blogTitle)

    // Shared with someone who is not signed in: the link alone opens it.
    const other = await browser.newContext()
    const elsewhere = await other.newPage()
    await elsewhere.goto(link)
    await expect(
      elsewhere.getByRole("heading", { name: blogTitle })
    ).toBeVisible()
    const forged = await elsewhere.goto(`${link.slice(0, -4)}AAAA`)
    expect(forged?.status()).toBe(404)
    await other.close()
  })

  // The site's own pages, edited in Site pages: a key figure of an article (MDX), a question added
  // to the FAQ (JSON) and an office's telephone (site.json). They go live with the records in
  // the first build, and back (a restored revision, an unpublish) in the second.
  const article = new SiteFileEditor(
    page,
    "articles/sourcing-strategy/index.mdx"
  )
  const articlePath = "/articles-business-cases/sourcing-strategy"
  const faq = new SiteFileEditor(page, "pages/faq.json")
  const siteJson = new SiteFileEditor(page, "site.json")
  // The question's last word is on no other page: the site search and the error page find it.
  const faqWord = `spendreview${suffix}`
  const question = `Can a spend review start within a month? ${faqWord}`
  const telephone = "+31 70 310 0000"
  // The article's key figure whose label is 'lower well cost' (a term and its value).
  const figure = (on: import("@playwright/test").Page) =>
    on
      .locator("dl > div")
      .filter({
        has: on.getByRole("term").filter({ hasText: "lower well cost" }),
      })
      .getByRole("definition")

  await test.step("Site pages: an article's key figure, a new FAQ question and an office's telephone, each previewed; broken MDX is refused at its line", async () => {
    await page.goto("/admin/site-files")
    await expect(
      page.getByRole("link", {
        name: /^Contract Strategy: Halving the Cost of a Well/,
      })
    ).toBeVisible()

    await article.goto()
    const before = await siteFile(request, headers, article.path)
    // Broken MDX first, in the source view: refused with its line, and nothing saved.
    await article.elements.sourceSwitch().check()
    const source = article.elements.source()
    await source.fill(`${before.text}\n<KeyFigures items={[{ value: }]} />\n`)
    await article.elements.saveDraft().click()
    const lines = before.text.split("\n").length
    await expect(article.elements.refusal()).toContainText(
      new RegExp(`Line ${lines + 1}: the MDX does not compile`)
    )
    expect((await siteFile(request, headers, article.path)).version).toBe(
      before.version
    )
    await source.fill(before.text)
    await article.elements.sourceSwitch().uncheck()
    // The key figure, in its block's own form.
    await article.elements.figure(1).fill("55%")
    await article.saveDraft()
    const saved = await siteFile(request, headers, article.path)
    expect(saved.text).toContain('value: "55%", label: "lower well cost"')
    expect(saved.state).toBe("draft")

    await faq.goto()
    // The FAQ ships nine questions: the tenth is the new one, open as it is added.
    await faq.elements
      .list("Faqs")
      .getByRole("button", { name: "Add to Faqs" })
      .click()
    const added = faq.elements.item("Faqs", 10)
    await added
      .getByRole("textbox", { name: "Anchor", exact: true })
      .fill(`spend-review-${suffix}`)
    await added
      .getByRole("textbox", { name: "Question", exact: true })
      .fill(question)
    await added.getByRole("button", { name: "Add to Paragraphs" }).click()
    await added
      .getByRole("group", { name: /^Paragraphs/ })
      .getByRole("textbox", { name: "1", exact: true })
      .fill(
        "Yes: the first analyses need only last year's spend and the contracts behind it."
      )
    await faq.saveDraft()

    await siteJson.goto()
    await siteJson.elements
      .item("Offices", 1)
      .getByRole("textbox", { name: "Telephone", exact: true })
      .fill(telephone)
    await siteJson.saveDraft()

    // Each preview shows the draft in the site's own page: the article, the FAQ, the home page.
    for (const [editor, shows] of [
      [
        article,
        (on: import("@playwright/test").Page) =>
          expect(figure(on)).toHaveText("55%"),
      ],
      [
        faq,
        (on: import("@playwright/test").Page) =>
          expect(on.getByText(question)).toBeVisible(),
      ],
      [
        siteJson,
        (on: import("@playwright/test").Page) =>
          expect(on.getByRole("link", { name: telephone })).toBeAttached(),
      ],
    ] as const) {
      await editor.goto()
      const link = await editor.previewLink()
      const preview = await page.context().newPage()
      await preview.goto(link)
      await shows(preview)
      await preview.close()
    }
    // Visitors still see the shipped texts.
    expect(await html("/faq")).not.toContain(question)

    for (const editor of [article, faq, siteJson]) {
      await editor.goto()
      await editor.publish()
    }
  })

  await test.step("Publish, on the records and in a list, then Publish now: the panel says when each is live", async () => {
    await blog.goto()
    await blog.publish()
    await expect(blog.elements.liveStatus()).toContainText(
      "waiting for the site to be built"
    )
    const teamList = new PanelListPage(page, "team")
    await teamList.goto()
    await teamList.elements.row(member).getByLabel("Select this row").click()
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await expect(page.getByText("One record published")).toBeVisible()
    for (const [resource, id] of drafts) {
      const response = await request.post(
        `/api/admin/${resource}/${id}/publish`,
        { headers, data: {} }
      )
      expect(response.status(), `${resource} ${id}`).toBe(200)
    }

    await blog.goto()
    const asked = Date.now()
    await bar.elements.publishNow().click()
    await expect(bar.elements.state()).toContainText(/Publishing|waiting/)
    await bar.published(asked)
    await page.reload()
    await expect(bar.elements.state()).toContainText("Site up to date")
    await expect(blog.elements.liveStatus()).toContainText(
      "Live on the site since"
    )
    await expect(blog.elements.openPage()).toHaveAttribute(
      "href",
      `/blog/${blogSlug}`
    )
  })

  await test.step("the edited article, FAQ and office are on the site; the checkout's content/ is as the repository has it", async () => {
    await page.goto(articlePath)
    await expect(figure(page)).toHaveText("55%")
    await page.goto("/faq")
    await expect(page.getByText(question)).toBeVisible()
    expect(await html("/")).toContain(telephone)
    const changed = execFileSync(
      "git",
      ["status", "--porcelain", "--", "content"],
      {
        cwd: path.join(__dirname, ".."),
        encoding: "utf8",
      }
    )
    expect(changed).toBe("")
  })

  await test.step("the blog has its own prebuilt page, cleaned, and a card in the listing", async () => {
    const built = await html(`/blog/${blogSlug}`)
    expect(built).toContain(blogTitle)
    // Its id's address leads there for good.
    const moved = await request.get(`/blog/${blogId}`, { maxRedirects: 0 })
    expect(moved.status()).toBe(301)
    expect(moved.headers().location).toBe(`/blog/${blogSlug}`)
    expect(built).toContain('<meta property="og:type" content="article"')
    const posting =
      /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(built)
    expect(JSON.parse(posting![1])).toMatchObject({
      "@type": "BlogPosting",
      headline: blogTitle,
    })
    expect(built).toContain("<h2>Beyond rates</h2>")
    expect(built).toContain("<strong>70%</strong>")
    expect(built).toMatch(
      /<meta name="description" content="The 70% beyond rates, in one page\."/
    )
    expect(built).toContain(`<meta property="og:title" content="${blogTitle}`)
    expect(built).toMatch(/<meta property="og:image" content="https:\/\//)
    expect(built).toContain(
      `<link rel="canonical" href="${site.siteUrl}/blog/${blogSlug}"`
    )
    await page.goto(`/blog/${blogSlug}`)
    await expect(page.getByRole("heading", { name: blogTitle })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(blogTitle))
    // Every element written in the editor, and the pasted document's structure.
    const article = page.getByRole("main")
    await expect(
      article.getByRole("heading", { level: 2, name: "Beyond rates" })
    ).toBeVisible()
    await expect(
      article.getByRole("listitem").filter({ hasText: "Efficiency" })
    ).toBeVisible()
    await expect(
      article.getByRole("link", { name: "our FAQ" })
    ).toHaveAttribute("href", "/faq")
    await expect(
      article.getByRole("columnheader", { name: "Share of the cost" })
    ).toBeVisible()
    await expect(article.getByRole("cell", { name: "The buyer" })).toBeVisible()
    await expect(article.getByRole("img", { name: photoAlt })).toBeVisible()
    await expect(
      article.getByRole("heading", {
        name: "Supplier onboarding in five steps",
      })
    ).toBeVisible()
    await expect(
      article
        .getByRole("listitem")
        .filter({ hasText: "Insurance certificates" })
    ).toBeVisible()
    await expect(
      article.getByRole("cell", { name: "Questionnaire" })
    ).toBeVisible()
    // What Word put on the clipboard came without its fonts, colours, classes and comments.
    const body = await article
      .getByRole("heading", { level: 2, name: "Beyond rates" })
      .locator("..")
      .innerHTML()
    expect(body).not.toMatch(/mso-|Mso|<o:p|<span|style=|class=|<!--/)
    await page.goto("/article-business-cases-background")
    // The card's link reads "Read" plus its title in an sr-only span. That span is absolutely
    // positioned, so its computed display is block, and an accessible name puts spaces around a
    // block child's text: the link's name is "Read : {title}", never "Read: {title}".
    await page
      .getByRole("link", {
        name: new RegExp(`^Read\\s*:\\s*${escapeRegExp(blogTitle)}$`),
      })
      .click()
    await expect(page).toHaveURL(new RegExp(`/blog/${blogSlug}$`))
  })

  await test.step("an image without alt text blocks a publish with its message; an image in use cannot be deleted", async () => {
    // An image elsewhere, on a banner's draft: saving the record puts it in the library, with no
    // alt text.
    const address = `https://images.example/rig-${suffix}.jpg`
    const created = await request.post("/api/admin/banners", {
      headers,
      data: { title: `Rig day ${suffix}`, link: "/faq", image: address },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: string }
    const banner = new RecordPage(page, "banners", id)
    await banner.goto()
    await banner.elements.publish().click()
    await expect(
      page.getByText(`The image ${address} has no alt text`, { exact: false })
    ).toBeVisible()
    await expect(banner.elements.state()).toHaveText("Draft")
    expect(
      (await request.delete(`/api/admin/banners/${id}`, { headers })).status()
    ).toBe(200)

    const found = (await (
      await request.get(
        `/api/admin/media?filter=${encodeURIComponent(JSON.stringify({ q: photoAlt }))}`,
        { headers }
      )
    ).json()) as { id: string; usedBy: { title: string }[] }[]
    expect(found).toHaveLength(1)
    await page.goto(`/admin/media/${found[0].id}`)
    await page.getByRole("button", { name: "Delete" }).click()
    await page
      .getByRole("dialog", { name: "Delete this image?" })
      .getByRole("button", { name: /Confirm|Delete/ })
      .click()
    await expect(page.getByText(/This image is used by/)).toContainText(
      blogTitle
    )
    await expect(page.getByText(/This image is used by/)).toContainText(member)
    expect(
      (
        await request.get(`/api/admin/media/${found[0].id}`, { headers })
      ).status()
    ).toBe(200)
  })

  await test.step("the site search finds the blog by the word only it holds", async () => {
    const visitor = new SearchPage(page)
    await visitor.goto("/")
    await visitor.open()
    await visitor.query(word)
    await expect(visitor.search.status()).toHaveText(/^1 result for/)
    const result = visitor.search.result(blogTitle)
    await expect(result).toContainText("Blog")
    await expect(result.locator("mark")).toContainText(word)
    await result.click()
    await expect(page).toHaveURL(new RegExp(`/blog/${blogSlug}$`))
  })

  await test.step("the site search, the error page's suggestions and the sitemap follow the edited FAQ", async () => {
    const visitor = new SearchPage(page)
    await visitor.goto("/")
    await visitor.open()
    await visitor.query(faqWord)
    await expect(visitor.search.status()).toHaveText(/^1 result for/)
    expect(await visitor.search.results().first().getAttribute("href")).toMatch(
      /^\/faq\b/
    )
    const missing = await visitor.goto(`/${faqWord}`)
    expect(missing?.status()).toBe(404)
    await expect(
      visitor.search.suggestions().getByRole("link").first()
    ).toHaveAttribute("href", /^\/faq\b/)
    const sitemap = await html("/sitemap-0.xml")
    for (const edited of ["/faq", articlePath])
      expect(sitemap, edited).toContain(`<loc>${site.siteUrl}${edited}</loc>`)
  })

  await test.step("the news item is on News & Events, linked from the footer", async () => {
    await page.goto("/")
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "News & Events" })
      .click()
    await expect(
      page.getByRole("heading", { level: 1, name: "News & Events" })
    ).toBeVisible()
    await expect(page.getByRole("heading", { name: newsTitle })).toBeVisible()
  })

  await test.step("the team member is on the About page, the photo processed into AVIF and WebP", async () => {
    await page.goto("/the-story-of-coreval")
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: member }) })
    await expect(card.getByText("Principal consultant")).toBeVisible()
    await expect(card.locator('source[type="image/avif"]')).toHaveCount(1)
    await expect(card.locator('source[type="image/webp"]')).toHaveCount(1)
    const img = card.locator("img")
    await expect(img).toHaveAttribute("src", /^\/static\//)
    const src = await img.getAttribute("src")
    expect((await request.get(src!)).ok()).toBe(true)
  })

  await test.step("each page with a published record passes axe, and each new page has its head and is in the sitemap; no preview is", async () => {
    const visitor = new SitePage(page)
    for (const path of [
      "/",
      "/the-story-of-coreval",
      "/news-and-events",
      "/skillset-development",
      "/success-formula-disruptive-and-controlled",
      `/blog/${blogSlug}`,
      `/service/${programmeSlug}`,
    ]) {
      expect((await visitor.goto(path))?.status(), path).toBe(200)
      expect(visitor.errors, path).toEqual([])
      expect(await visitor.accessibilityViolations(), path).toEqual([])
    }
    const sitemap = await html("/sitemap-0.xml")
    expect(sitemap).not.toContain("/preview")
    // A record's page is described by the record: a blog by its excerpt, a programme by the
    // first words of its description.
    for (const [path, description] of [
      ["/news-and-events", /\S.{39,}/],
      [`/blog/${blogSlug}`, /^The 70% beyond rates, in one page\.$/],
      [`/service/${programmeSlug}`, /^Two days with your key suppliers\./],
    ] as const) {
      expect(sitemap, path).toContain(`<loc>${site.siteUrl}${path}</loc>`)
      const page = await html(path)
      expect(page, path).toContain(
        `<link rel="canonical" href="${site.siteUrl}${path}"`
      )
      const meta = /<meta name="description" content="([^"]*)"/.exec(page)
      expect(meta?.[1], path).toMatch(description)
    }
    const service = await html(`/service/${programmeSlug}`)
    expect(service).toContain("Two days with your key suppliers.")
    expect(service).not.toContain("onmouseover")
    expect(service).not.toContain("alert(2)")
  })

  const admin = await administrator(request)
  const editor = await invitedStaff(request, admin)
  const started = new Date().toISOString()
  const name = `${ERASED_TEACHER} ${unique()}`
  const email = `lena.${unique()}@e2e.test`
  const password = `Lena's own password ${unique()}`
  const courseTitle = `Contract law for engineers ${unique()}`
  const bio =
    "Twenty years of drilling contracts, from both sides of the table."

  let courseId = ""
  const teacher = await browser.newPage()
  const login = new AdminLoginPage(teacher)
  await test.step("the teacher registers, and cannot sign in while pending", async () => {
    await teacher.goto("/admin/register")
    await teacher.getByLabel(/^Full name/).fill(name)
    await teacher.getByLabel(/^E-mail/).fill(email)
    await teacher.getByLabel(/^Password/).fill(password)
    await teacher.getByLabel(/^Confirm password/).fill(password)
    await teacher.getByLabel(/^Subject you teach/).fill("Contract law")
    await teacher.getByRole("button", { name: "Register" }).click()
    await expect(teacher).toHaveURL(/\/admin\/login$/)
    await login.login(email, password)
    await expect(login.elements.error()).toContainText("not been approved yet")
  })

  const staff = await (
    await browser.newContext({ storageState: storageStateOf(baseURL!, editor) })
  ).newPage()
  await test.step("an editor approves the registration from the list", async () => {
    await staff.goto(
      `/admin/teachers?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`
    )
    const row = staff.getByRole("row").filter({ hasText: name })
    await expect(row).toContainText("Pending")
    await row.getByRole("checkbox").check()
    await staff.getByRole("button", { name: "Approve" }).click()
    await expect(row).toContainText("Approved")
    const mail = await mailTo(email, /has been approved/)
    expect(mail.subject).toMatch(/Academy/)
  })

  await test.step("the teacher signs in to their own space, completes the profile and drafts a course", async () => {
    await login.goto()
    await login.login(email, password)
    await expect(
      teacher.getByRole("heading", { name: `Welcome, ${name}` })
    ).toBeVisible()
    await expect(
      teacher.getByRole("menuitem", { name: "Courses" })
    ).toBeVisible()
    await expect(
      teacher.getByRole("menuitem", { name: "Contacts" })
    ).toHaveCount(0)
    await teacher.getByRole("link", { name: "My profile" }).click()
    await teacher.getByLabel(/^Short biography/).fill(bio)
    await teacher.getByRole("button", { name: "Save" }).click()
    await expect(teacher.getByText("Element updated")).toBeVisible()
    await expect(teacher.getByText(/awaits review/)).toBeVisible()
    await teacher.goto("/admin/courses/create")
    await teacher.getByLabel(/^Title/).fill(courseTitle)
    await teacher.getByLabel(/^Duration/).fill("2")
    await teacher
      .getByLabel(/^Description/)
      .fill("Reading a drilling contract the way a court would.")
    await teacher.getByRole("button", { name: "Save" }).click()
    await expect(teacher).toHaveURL(/\/admin\/courses\/[^/]+\/show$/)
    courseId = teacher.url().split("/").at(-2)!
    // What a teacher saves is a draft: the site shows it once an editor publishes it.
    await expect(
      new RecordPage(teacher, "courses", courseId).elements.state()
    ).toHaveText("Draft")
    await expect(
      teacher.getByRole("button", { name: "Publish", exact: true })
    ).toHaveCount(0)
    // A teacher drafts and saves; deleting (and publishing) are the editors'.
    await teacher.getByRole("link", { name: "Edit" }).click()
    await expect(teacher.getByLabel(/^Title/)).toHaveValue(courseTitle)
    await expect(teacher.getByRole("button", { name: "Save" })).toBeVisible()
    await expect(teacher.getByRole("button", { name: "Delete" })).toHaveCount(0)
  })

  await test.step("the editor approves the teacher's profile change on their page", async () => {
    const [{ id }] = (await (
      await request.get(
        `/api/admin/teachers?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`,
        { headers: editor.headers }
      )
    ).json()) as { id: string }[]
    await staff.goto(`/admin/teachers/${id}/show`)
    const change = staff.getByRole("region", {
      name: "Profile change awaiting review",
    })
    await expect(change).toContainText(bio)
    await change.getByRole("button", { name: "Approve the change" }).click()
    await expect(staff.getByText(/Profile change approved/)).toBeVisible()
    await expect(change).toHaveCount(0)
  })

  await test.step("the editor publishes the course: it waits for the next build", async () => {
    const course = new RecordPage(staff, "courses", courseId)
    await course.goto()
    await course.publish()
    await expect(course.elements.liveStatus()).toContainText(
      "waiting for the site to be built"
    )
  })

  await test.step("the blog is edited: the old version stays live until it is published again", async () => {
    await new AdminFormPage(page, "blogs").edit(blogId, { Title: editedTitle })
    await expect(blog.elements.state()).toHaveText("Changed since published")
    const live = await html(`/blog/${blogSlug}`)
    expect(live).toContain(blogTitle)
    expect(live).not.toContain(editedTitle)
    await blog.publish()
  })

  await test.step("a second blog and the news item are deleted: their pages stay live until the next build", async () => {
    const news = (await (
      await request.get("/api/admin/news?range=[0,99]", { headers })
    ).json()) as { id: string; title: string }[]
    const newsId = news.find((item) => item.title === newsTitle)!.id
    for (const [resource, id] of [
      ["blogs", goneId],
      ["news", newsId],
    ])
      expect(
        (
          await request.delete(`/api/admin/${resource}/${id}`, { headers })
        ).status(),
        resource
      ).toBe(200)
    expect(await html(`/blog/${goneSlug}`)).toContain(goneTitle)
  })

  const scheduledAt =
    await test.step("a news item is scheduled two minutes ahead", async () => {
      const form = new AdminFormPage(page, "news")
      await page.goto("/admin/news/create")
      await form.fill({
        Title: scheduledTitle,
        Content: "A two-day workshop on cost and value, in Aberdeen.",
      })
      await form.scheduleIn(2 * 60_000)
      const id = await form.save()
      await expect(
        new RecordPage(page, "news", id).elements.state()
      ).toHaveText(/^Scheduled/)
      return Date.now()
    })

  await test.step("while it waits: the panel's new screens pass axe at 1280 and 390 px", async () => {
    const screens = [
      "/admin/blogs",
      `/admin/blogs/${blogId}/show`,
      `/admin/blogs/${blogId}`,
      `/admin/blogs/${blogId}/history`,
      "/admin/trash",
      "/admin/releases",
      "/admin/site-files",
      faq.url,
      article.url,
    ]
    const editor = new RichTextEditor(page, "Content")
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of screens) {
        await page.goto(path)
        await page.getByRole("main").waitFor()
        await page.waitForLoadState("networkidle")
        expect(await panelViolations(page), `${path} at ${width} px`).toEqual(
          []
        )
      }
      // The editor's image picker, over the blog's form, and the editor fits the phone's width.
      await page.goto(`/admin/blogs/${blogId}`)
      await editor.elements.text().waitFor()
      const fits = await editor.elements
        .toolbar()
        .evaluate((toolbar) => toolbar.scrollWidth <= window.innerWidth)
      expect(fits, `the toolbar at ${width} px`).toBe(true)
      await editor.elements.button("Image").click()
      await editor.elements
        .picker()
        .getByRole("tab", { name: "Library" })
        .waitFor()
      await page.waitForLoadState("networkidle")
      expect(await panelViolations(page), `the picker at ${width} px`).toEqual(
        []
      )
      await page.keyboard.press("Escape")
      await expect(editor.elements.picker()).toBeHidden()
    }
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  await test.step("while it waits: two tabs save one record, and the second is told who saved it first", async () => {
    const first = page
    const second = await page.context().newPage()
    for (const tab of [first, second]) {
      await tab.goto(`/admin/stories/${storyId}`)
      await expect(tab.getByLabel(/^Content/)).not.toHaveValue("")
    }
    await first.getByLabel(/^Content/).fill("Saved from the first tab.")
    await first.getByRole("button", { name: "Save" }).click()
    await expect(first).toHaveURL(/\/show$/)
    await second.getByLabel(/^Content/).fill("Saved from the second tab.")
    await second.getByRole("button", { name: "Save" }).click()
    await expect(
      second.getByText(
        new RegExp(
          `^This record was changed by ${escapeRegExp(E2E_ADMIN.email)} at .+ UTC`
        )
      )
    ).toBeVisible()
    await second.close()
    const saved = await (
      await request.get(`/api/admin/stories/${storyId}`, { headers })
    ).json()
    expect(saved.content).toBe("Saved from the first tab.")
  })

  await test.step("while it waits: the FAQ's first revision is restored and published, and the article goes back to its shipped file", async () => {
    await page.goto(`${faq.url}/history`)
    const history = new HistoryPage(
      page,
      "site-files",
      encodeURIComponent(faq.path)
    )
    await history.elements.version(1).waitFor()
    await history.elements.restore(1).click()
    await history.elements.confirm().click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(faq.url)}$`))
    await faq.goto()
    await faq.publish()
    expect((await siteFile(request, headers, faq.path)).text).toBe(
      (await siteFile(request, headers, faq.path)).shipped
    )
    await article.goto()
    await article.backToShipped()
  })

  await test.step("the scheduled news item appears on the site without anyone touching anything, with the blog's edit", async () => {
    // The two minutes pass on the server's clock (scripts/e2e-server.mjs), not the wall's: its
    // scheduler finds the item due at once and builds, as it would at the minute.
    const moved = await request.post("/__e2e/clock", {
      data: { aheadMs: 3 * 60_000 },
    })
    expect(moved.status()).toBe(200)
    await expect
      .poll(
        async () => (await html("/news-and-events")).includes(scheduledTitle),
        {
          timeout: 12 * 60_000,
          intervals: [250, 500, 1000],
        }
      )
      .toBe(true)
    await bar.published(scheduledAt)
    // A new title keeps the address the post was published at.
    expect(await html(`/blog/${blogSlug}`)).toContain(editedTitle)
    await page.goto("/news-and-events")
    await expect(
      page.getByRole("heading", { name: scheduledTitle })
    ).toBeVisible()
  })

  await test.step("the same build brought the FAQ's questions back and the article's shipped figure", async () => {
    await page.goto("/faq")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(page.getByText(question)).toHaveCount(0)
    await page.goto(articlePath)
    await expect(figure(page)).toHaveText("50%")
  })

  await test.step("the same build took the deleted blog's page and the deleted news item away", async () => {
    const response = await page.goto(`/blog/${goneSlug}`)
    expect(response?.status()).toBe(404)
    // The server answers with the /blog/{id} shell, whose page says the post is not there, as
    // for any id with no record (blog-page.spec.ts), not with the unknown-URL screen of 404.html.
    await expect(
      page.getByRole("heading", { name: "Blog post not found" })
    ).toBeVisible()
    expect(await html("/news-and-events")).not.toContain(newsTitle)
  })

  const shown =
    await test.step("that build put the teacher on the Academy page with their course", async () => {
      await teacher.goto("/skillset-development")
      const card = teacher
        .getByRole("listitem")
        .filter({ has: teacher.getByRole("heading", { name }) })
      await expect(card).toContainText(bio)
      await expect(card).toContainText("Contract law")
      await expect(card.getByRole("listitem")).toHaveText([courseTitle])
      await expect(
        teacher.getByRole("heading", { level: 3, name: courseTitle })
      ).toBeVisible()
      const [live] = await (
        await request.get("/api/admin/releases", { headers: admin.headers })
      ).json()
      expect(live.live).toBe(true)
      return live as { id: string }
    })

  await test.step("the audit trail shows each step, in order, with who took it", async () => {
    const filter = encodeURIComponent(JSON.stringify({ from: started }))
    const entries = (await (
      await request.get(
        `/api/admin/audit?filter=${filter}&range=[0,999]&sort=${encodeURIComponent('["at","ASC"]')}`,
        { headers: admin.headers }
      )
    ).json()) as { actor: string; action: string; resource: string }[]
    const steps = entries
      .filter((entry) => [email, editor.email].includes(entry.actor))
      .map(
        (entry) =>
          `${entry.actor === email ? "teacher" : "editor"} ${entry.action} ${entry.resource}`
      )
    expect(steps).toEqual([
      "teacher login_failed auth",
      "editor approve teachers",
      "teacher login auth",
      "teacher update teachers",
      "teacher create courses",
      "editor approve teachers",
      "editor publish courses",
    ])
  })

  await test.step("the blog's first version is restored from its History, as a new draft", async () => {
    const history = new HistoryPage(page, "blogs", blogId)
    await history.goto()
    // Version 2 is the draft that saved itself; version 3 the new title.
    await expect(history.elements.version(2).locator("ins")).toContainText(
      `Written on ${suffix}.`
    )
    await expect(history.elements.version(3).locator("del")).toHaveText(
      `Before: ${blogTitle}`
    )
    await expect(history.elements.version(3).locator("ins")).toHaveText(
      `After: ${editedTitle}`
    )
    await history.restore(1)
    await expect(blog.elements.state()).toHaveText("Changed since published")
    // The restored title, in the record's fields (the app bar's copy may have scrolled away).
    await expect(
      page.getByRole("main").getByText(blogTitle, { exact: true }).first()
    ).toBeVisible()
  })

  await test.step("the blog is deleted, and restored from Trash as a draft", async () => {
    await page.goto(`/admin/blogs/${blogId}`)
    await page.getByRole("button", { name: "Delete" }).click()
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Confirm" })
      .click()
    await expect(page).toHaveURL(/\/admin\/blogs(\?.*)?$/)
    const trash = new PanelListPage(page, "trash")
    await trash.goto()
    await expect(trash.elements.row(blogTitle)).toContainText("Blog post")
    await trash.click(blogTitle, "Restore")
    await expect(page.getByText("Restored as a draft")).toBeVisible()
    await blog.goto()
    await expect(blog.elements.state()).toHaveText("Draft")
  })

  await test.step("the previous release is made live again at once, and automatic publishing pauses", async () => {
    const releases = new PanelListPage(page, "releases")
    await releases.goto()
    await expect(releases.elements.rows().first()).toContainText("Live")
    await expect(releases.elements.rows().first()).toContainText(scheduledTitle)
    await releases.click(1, "Restore")
    await releases.elements.confirm().click()
    await expect(bar.elements.paused()).toBeVisible()
    await expect(releases.elements.rows().nth(1)).toContainText("Live")
    // The site visitors get is that release's, at once: without the scheduled news item.
    expect(await html("/news-and-events")).not.toContain(scheduledTitle)
    expect(await html(`/blog/${blogSlug}`)).toContain(blogTitle)
    expect((await bar.status()).paused).toBe(true)
    // On every screen of the panel.
    await page.goto("/admin/news")
    await expect(bar.elements.paused()).toBeVisible()
  })

  await test.step("the administrator erases the teacher: the release that shows them cannot be restored, their course stays without them", async () => {
    const erased = await request.delete(
      `/api/admin/people?email=${encodeURIComponent(email)}`,
      { headers: admin.headers }
    )
    expect(erased.status()).toBe(204)
    const restore = await request.post(
      `/api/admin/releases/${shown.id}/restore`,
      { headers: admin.headers, data: {} }
    )
    expect(restore.status()).toBe(404)
    const course = await request.get(`/api/admin/courses/${courseId}`, {
      headers: admin.headers,
    })
    expect(await course.json()).toMatchObject({
      title: courseTitle,
      teacherId: null,
    })
    // The live site does not show them, so automatic publishing stays paused, as restored.
    expect((await bar.status()).paused).toBe(true)
  })

  await test.step("no page and no kept release shows the teacher: the live release is the one from before they came", async () => {
    expect(await html("/skillset-development")).not.toContain(ERASED_TEACHER)
    const releases = path.join(e2eSiteDir, "releases")
    for (const release of readdirSync(releases))
      expect(
        await filesShowing(path.join(releases, release), [ERASED_TEACHER]),
        release
      ).toEqual([])
  })
})

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}
