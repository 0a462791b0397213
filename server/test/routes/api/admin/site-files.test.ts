/** @dialect-dependent the site files' repository locks a file's row (FOR UPDATE on PostgreSQL), inserts a file's first row once (ON CONFLICT), and sorts its schedules */
import { cpSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { build, type TestApp } from "../../../helper"
import { admin, staff, teacher, type Person } from "../../../people"

// The site's own content files through the admin API: the list (as the site's menu groups the
// pages, filtered, sorted and paged), one file with its texts and shape, saves checked against
// the file's shape and refused when stale, publishing and unpublishing (the live edit, a build
// requested), revisions and restore, schedules, preview links, the administrator's choice when
// the repository's file changes under an edit, roles, and the audit entries each step leaves.
// The app reads a copy of content/, so a test can change a 'shipped' file as an upgrade would.

const CONTENT = path.resolve(__dirname, "../../../../../content")
const enc = encodeURIComponent

describe("the site's content files", () => {
  let app: TestApp
  let editor: Person
  let boss: Person
  let contentDir: string

  beforeAll(async () => {
    app = await build((testDir) => {
      contentDir = path.join(testDir, "content")
      cpSync(CONTENT, contentDir, { recursive: true })
      return { contentDir }
    })
    boss = await admin(app)
    editor = await staff(app)
  })
  afterAll(() => app.close())

  const call = (
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: object,
    who: Person = editor
  ) =>
    app.inject({
      method,
      url: `/api/admin/site-files${url}`,
      headers: who.headers,
      payload,
    })
  const shipped = (file: string) =>
    readFileSync(path.join(contentDir, file), "utf8")
  const auditOf = (recordId: string) =>
    app.db
      .selectFrom("audit")
      .select(["action", "actor", "resource", "changes"])
      .where("recordId", "=", recordId)
      .orderBy("at")
      .orderBy("id")
      .execute()
  const requests = (recordId: string) =>
    app.db
      .selectFrom("publish_requests")
      .select(["action", "resource", "title"])
      .where("recordId", "=", recordId)
      .execute()

  it("lists every editable file as a person thinks of it, and none that is not", async () => {
    const response = await call("GET", "")
    expect(response.statusCode).toBe(200)
    const files = response.json()
    expect(response.headers["content-range"]).toBe(
      `site-files 0-${files.length - 1}/${files.length}`
    )
    const paths = files.map((file: { path: string }) => file.path)
    expect(paths).toContain("pages/faq.json")
    expect(paths).toContain("articles/sourcing-strategy/index.mdx")
    expect(paths).toContain("site.json")
    expect(
      paths.some((p: string) => /routes\.json|^seed\/|^images\//.test(p))
    ).toBe(false)
    expect(
      files.find((file: { path: string }) => file.path === "pages/faq.json")
    ).toEqual({
      id: "pages/faq.json",
      path: "pages/faq.json",
      kind: "json",
      title: "Frequently Asked Questions",
      address: "/faq",
      group: "News and FAQ",
      state: "shipped",
      status: "draft",
      version: 1,
      shippedChanged: false,
      publishAt: null,
      unpublishAt: null,
      publishedAt: null,
      updatedAt: null,
      updatedBy: null,
    })
    expect(files[0]).toMatchObject({
      path: "data/home.json",
      address: "/",
      group: "Home",
    })
    expect(
      files.find((file: { path: string }) => file.path === "data/menus.json")
    ).toMatchObject({ title: "Menus", address: null, group: "Site-wide" })
  })

  it("filters, sorts and pages the list as the other admin lists do", async () => {
    const legal = await call(
      "GET",
      `?filter=${enc(JSON.stringify({ group: "Legal" }))}&sort=${enc('["title","DESC"]')}`
    )
    expect(legal.json().map((file: { title: string }) => file.title)).toEqual([
      "Disclaimer",
      "Copyright Notice",
      "Cookie & Privacy Policy",
    ])
    const q = await call(
      "GET",
      `?filter=${enc(JSON.stringify({ q: "privacy" }))}`
    )
    expect(q.json().map((file: { path: string }) => file.path)).toEqual([
      "pages/privacy-policy.mdx",
    ])
    const page = await call("GET", `?range=${enc("[0,4]")}`)
    expect(page.json()).toHaveLength(5)
    expect(page.headers["content-range"]).toMatch(/^site-files 0-4\/\d+$/)
    const wrong = await call(
      "GET",
      `?filter=${enc(JSON.stringify({ secret: 1 }))}`
    )
    expect(wrong.statusCode).toBe(400)
  })

  it("answers one file with its working copy, the repository's text and its shape", async () => {
    const response = await call("GET", `/${enc("pages/faq.json")}`)
    expect(response.statusCode).toBe(200)
    const file = response.json()
    expect(file.text).toBe(shipped("pages/faq.json"))
    expect(file.shipped).toBe(file.text)
    expect(file.shape).toMatchObject({ kind: "object", type: "FaqJson" })
    expect(file.shape.fields.slug).toMatchObject({
      kind: "string",
      role: "readOnly",
    })
    const mdx = (await call("GET", `/${enc("pages/disclaimer.mdx")}`)).json()
    expect(mdx.shape).toMatchObject({ type: "MdxFrontmatter" })
  })

  it.each([
    "data/routes.json",
    "seed/courses.json",
    "../package.json",
    "/etc/passwd",
    "pages/../site.json",
    "schema.graphql",
    "images/README.md",
    "__proto__",
    "pages/nothing.json",
  ])("answers 404 for %s, which is not an editable file", async (file) => {
    for (const [method, url] of [
      ["GET", ""],
      ["PUT", ""],
      ["POST", "/publish"],
      ["GET", "/revisions"],
      ["POST", "/preview"],
    ] as const) {
      const response = await call(
        method,
        `/${enc(file)}${url}`,
        method === "PUT" ? { text: "{}" } : undefined
      )
      expect([method, url, response.statusCode]).toEqual([method, url, 404])
    }
  })

  it("saves a draft, refuses a stale save with who saved, and publishes it for the next build", async () => {
    const file = "pages/faq.json"
    const faq = JSON.parse(shipped(file))
    faq.faqs.push({
      anchor: "new-question",
      question: "A new question?",
      paragraphs: ["Yes."],
      links: [],
    })
    const text = `${JSON.stringify(faq, null, 2)}\n`
    const saved = await call("PUT", `/${enc(file)}`, { text, version: 1 })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({
      state: "draft",
      status: "draft",
      version: 2,
      text,
      updatedBy: editor.email,
    })

    const stale = await call("PUT", `/${enc(file)}`, { text, version: 1 }, boss)
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toContain(editor.email)

    const published = await call("POST", `/${enc(file)}/publish`)
    expect(published.statusCode).toBe(200)
    expect(published.json()).toMatchObject({
      state: "published",
      status: "published",
      version: 2,
    })
    const live = await app.db
      .selectFrom("published")
      .select(["data", "version"])
      .where("resource", "=", "site-files")
      .where("id", "=", file)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(live.data)).toEqual({ path: file, kind: "json", text })
    expect(await requests(file)).toEqual([
      {
        action: "publish",
        resource: "site-files",
        title: "Frequently Asked Questions",
      },
    ])

    const changed = await call("PUT", `/${enc(file)}`, {
      text: shipped(file),
      version: 2,
    })
    // A text equal to the repository's file is a draft like any other.
    expect(changed.json()).toMatchObject({
      state: "changed",
      status: "published",
      version: 3,
    })
    expect(changed.json().text).toBe(shipped(file))

    const unpublished = await call("POST", `/${enc(file)}/unpublish`)
    expect(unpublished.json()).toMatchObject({
      state: "draft",
      status: "draft",
      publishedAt: null,
    })
    expect(
      await app.db
        .selectFrom("published")
        .select("id")
        .where("resource", "=", "site-files")
        .where("id", "=", file)
        .execute()
    ).toEqual([])
    expect((await requests(file)).map((r) => r.action)).toEqual([
      "publish",
      "unpublish",
    ])
    expect(
      (await auditOf(file)).map((entry) => [entry.action, entry.resource])
    ).toEqual([
      ["update", "site-files"],
      ["publish", "site-files"],
      ["update", "site-files"],
      ["unpublish", "site-files"],
    ])
    expect(JSON.parse((await auditOf(file))[0].changes)).toHaveProperty("faqs")
  })

  it("keeps every save as a revision, the repository's text first, and restores one as a new draft", async () => {
    const file = "pages/faq.json"
    const revisions = await call("GET", `/${enc(file)}/revisions`)
    expect(revisions.statusCode).toBe(200)
    const list = revisions.json()
    expect(list.map((r: { revision: number }) => r.revision)).toEqual([3, 2, 1])
    expect(list[2]).toMatchObject({
      savedBy: "the repository",
      data: { text: shipped(file) },
    })
    expect(list[1].data.text).toContain("A new question?")

    const restored = await call("POST", `/${enc(file)}/revisions/2/restore`)
    expect(restored.statusCode).toBe(200)
    expect(restored.json()).toMatchObject({ version: 4, state: "draft" })
    expect(restored.json().text).toContain("A new question?")
    expect(
      (await call("POST", `/${enc(file)}/revisions/99/restore`)).statusCode
    ).toBe(404)
    expect(
      (await call("GET", `/${enc("pages/about.json")}/revisions`)).json()
    ).toEqual([])
  })

  it("takes the whole file back as react-admin sends it, its own fields ignored", async () => {
    const file = "data/panel-blocks.json"
    const loaded = (await call("GET", `/${enc(file)}`)).json()
    const text = loaded.text.replace(
      /"title": "[^"]*"/,
      '"title": "Our banners"'
    )
    const saved = await call("PUT", `/${enc(file)}`, { ...loaded, text })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({
      version: 2,
      text,
      shipped: loaded.shipped,
      title: loaded.title,
    })
    const again = await call("PUT", `/${enc(file)}`, { ...loaded, text })
    expect(again.statusCode).toBe(409)
    // The version may come as If-Match instead, as the ETag of the GET gave it.
    const byHeader = (version: string) =>
      app.inject({
        method: "PUT",
        url: `/api/admin/site-files/${enc(file)}`,
        headers: { ...editor.headers, "if-match": version },
        payload: { text },
      })
    expect((await byHeader('"1"')).statusCode).toBe(409)
    expect((await byHeader('"2"')).json()).toMatchObject({ version: 3 })
    expect((await byHeader("three")).statusCode).toBe(400)
  })

  it("refuses a text that does not fit the file, with its line, and saves nothing", async () => {
    const file = "data/footer.json"
    const lines = shipped(file).split("\n")
    const broken = [...lines.slice(0, 3), "  oops", ...lines.slice(3)].join(
      "\n"
    )
    const cases: [string, RegExp, number][] = [
      [broken, /does not parse/, 4],
      [
        shipped(file).replace('"heading"', '"headline"'),
        /headline is not a field of FooterJson/,
        2,
      ],
      [
        shipped(file).replace(/"rights": "[^"]*"/, '"rights": 7'),
        /rights must be text/,
        lines.findIndex((l) => l.includes('"rights"')) + 1,
      ],
    ]
    for (const [text, message, line] of cases) {
      const response = await call("PUT", `/${enc(file)}`, { text })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ line })
      expect(response.json().message).toMatch(message)
    }
    const slug = await call("PUT", `/${enc("pages/about.json")}`, {
      text: shipped("pages/about.json").replace(
        '"/the-story-of-{brand}"',
        '"/elsewhere"'
      ),
    })
    expect(slug.statusCode).toBe(400)
    expect(slug.json().message).toMatch(/slug is read-only/)
    const brand = await call("PUT", `/${enc("site.json")}`, {
      text: shipped("site.json").replace(
        /"brand": "[^"]+"/,
        '"brand": "other"'
      ),
    })
    expect(brand.json().message).toMatch(/brand is read-only/)
    expect((await call("GET", `/${enc(file)}`)).json()).toMatchObject({
      state: "shipped",
      version: 1,
    })
    expect(await auditOf(file)).toEqual([])
  })

  it("compiles an MDX file's body at save and names the line of its error in the file", async () => {
    const file = "pages/disclaimer.mdx"
    const text = shipped(file)
    const bodyStart = text.split("\n").indexOf("---", 1) + 2
    const broken = `${text.trimEnd()}\n\n<Callout title="x">\n\nunclosed\n`
    const response = await call("PUT", `/${enc(file)}`, { text: broken })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/MDX does not compile/)
    expect(response.json().line).toBeGreaterThan(bodyStart)
    const frontmatter = await call("PUT", `/${enc(file)}`, {
      text: text.replace(/^title: .*$/m, "title: [1, 2]"),
    })
    expect(frontmatter.json()).toMatchObject({ line: 2 })
    const fine = await call("PUT", `/${enc(file)}`, {
      text: `${text.trimEnd()}\n\nOne more line.\n`,
    })
    expect(fine.statusCode).toBe(200)
  })

  it("keeps every consent version shown to visitors as it was, and lets staff add one", async () => {
    const file = "data/newsletter-consent.json"
    const consent = JSON.parse(shipped(file))
    const [first] = consent.versions
    const changed = {
      ...consent,
      versions: [
        { ...first, text: `${first.text} More.` },
        ...consent.versions.slice(1),
      ],
    }
    const refused = await call("PUT", `/${enc(file)}`, {
      text: JSON.stringify(changed, null, 2),
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toMatch(/may not change/)
    const gone = await call("PUT", `/${enc(file)}`, {
      text: JSON.stringify({ ...consent, versions: [] }, null, 2),
    })
    expect(gone.json().message).toMatch(/may not be taken away/)
    const added = {
      current: "new-version",
      versions: [
        ...consent.versions,
        { version: "new-version", effective: "2030-01-01", text: "New words." },
      ],
    }
    const ok = await call("PUT", `/${enc(file)}`, {
      text: JSON.stringify(added, null, 2),
    })
    expect(ok.statusCode).toBe(200)
    const dangling = await call("PUT", `/${enc(file)}`, {
      text: JSON.stringify({ ...added, current: "nope" }, null, 2),
    })
    expect(dangling.json().message).toMatch(
      /current must name one of the versions/
    )
  })

  it("makes a preview link that answers the file's text and the page that shows it", async () => {
    const saved = await call("POST", `/${enc("data/menus.json")}/preview`)
    expect(saved.statusCode).toBe(201)
    const shown = await app.inject(`/api${saved.json().url}`)
    expect(shown.statusCode).toBe(200)
    expect(shown.json()).toMatchObject({
      resource: "site-files",
      path: "data/menus.json",
      kind: "json",
      text: shipped("data/menus.json"),
      address: "/",
    })
    const unsaved = await call("POST", `/${enc("pages/about.json")}/preview`, {
      text: "{}",
    })
    const opened = (await app.inject(`/api${unsaved.json().url}`)).json()
    expect(opened).toMatchObject({
      text: "{}",
      address: "/the-story-of-coreval",
    })
  })

  it("takes a schedule on a save, which the scheduler carries out", async () => {
    const file = "data/error-page.json"
    const text = shipped(file).replace("Unexpected Application Error!", "Lost?")
    const saved = await call("PUT", `/${enc(file)}`, {
      text,
      publishAt: "2020-01-01T00:00:00Z",
    })
    expect(saved.json()).toMatchObject({
      state: "scheduled",
      publishAt: "2020-01-01T00:00:00.000Z",
    })
    await app.jobs.runDue()
    const after = (await call("GET", `/${enc(file)}`)).json()
    expect(after).toMatchObject({
      state: "published",
      status: "published",
      publishAt: null,
    })
  })

  it("shows when the repository's file changed under an edit, and lets an administrator choose", async () => {
    const file = "data/forms.json"
    const edited = shipped(file).replace("Sending", "Sending now")
    expect(
      (await call("PUT", `/${enc(file)}`, { text: edited })).statusCode
    ).toBe(200)
    await call("POST", `/${enc(file)}/publish`)
    writeFileSync(
      path.join(contentDir, file),
      shipped(file).replace('"chatbot"', '"chatbot" ').trimEnd() + "\n\n"
    )
    expect((await call("GET", `/${enc(file)}`)).json()).toMatchObject({
      shippedChanged: true,
    })
    expect(
      (await call("POST", `/${enc(file)}/shipped`, { keep: "edit" })).statusCode
    ).toBe(403)
    const kept = await call(
      "POST",
      `/${enc(file)}/shipped`,
      { keep: "edit" },
      boss
    )
    expect(kept.json()).toMatchObject({
      shippedChanged: false,
      text: edited,
      state: "published",
    })

    // An upgrade that changes a read-only value: the edit, which holds the old one, may not go live.
    const about = "pages/about.json"
    expect(
      (await call("PUT", `/${enc(about)}`, { text: shipped(about) })).statusCode
    ).toBe(200)
    writeFileSync(
      path.join(contentDir, about),
      shipped(about).replace("/the-story-of-{brand}", "/our-story")
    )
    const stale = await call("POST", `/${enc(about)}/publish`)
    expect(stale.statusCode).toBe(400)
    expect(stale.json().message).toMatch(/slug is read-only/)

    writeFileSync(path.join(contentDir, file), `${shipped(file)}\n`)
    const taken = await call(
      "POST",
      `/${enc(file)}/shipped`,
      { keep: "shipped" },
      boss
    )
    expect(taken.json()).toMatchObject({
      shippedChanged: false,
      state: "shipped",
      status: "draft",
      text: shipped(file),
    })
    expect((await requests(file)).map((r) => r.action)).toEqual([
      "publish",
      "unpublish",
    ])
  })

  it("is listed where the media library says an item is used", async () => {
    const url = "https://cdn.example.com/hero.jpg"
    const item = await app.inject({
      method: "POST",
      url: "/api/admin/media",
      headers: editor.headers,
      payload: { url, alt: "A hero" },
    })
    const file = "pages/ai-ecosystem.json"
    const page = JSON.parse(shipped(file))
    page.hero.image = url
    expect(
      (
        await call("PUT", `/${enc(file)}`, {
          text: JSON.stringify(page, null, 2),
        })
      ).statusCode
    ).toBe(200)
    const used = await app.inject({
      url: `/api/admin/media/${item.json().id}`,
      headers: editor.headers,
    })
    expect(used.json().usedBy).toEqual([
      { resource: "site-files", id: file, title: page.title },
    ])
  })

  it("has a person erased from an edited file's text, its history and its live edit", async () => {
    const person = await teacher(app, { name: "Ines Vandermeer" })
    const file = "data/article-page.json"
    const text = shipped(file).replace(
      /"meetingText": "[^"]*"/,
      '"meetingText": "Meet Ines Vandermeer, our tutor."'
    )
    expect((await call("PUT", `/${enc(file)}`, { text })).statusCode).toBe(200)
    await call("POST", `/${enc(file)}/publish`)
    const erased = await app.inject({
      method: "DELETE",
      url: `/api/admin/people?email=${enc(person.email)}`,
      headers: boss.headers,
    })
    expect(erased.statusCode).toBe(204)
    const after = (await call("GET", `/${enc(file)}`)).json()
    expect(after.text).toContain('"Meet erased, our tutor."')
    const kept = JSON.stringify([
      await app.db
        .selectFrom("published")
        .select("data")
        .where("id", "=", file)
        .execute(),
      await app.db
        .selectFrom("revisions")
        .select("data")
        .where("recordId", "=", file)
        .execute(),
    ])
    expect(kept).not.toContain("Vandermeer")
  })

  it("is staff's: a teacher gets 403 and a visitor 401", async () => {
    const someone = await teacher(app)
    expect((await call("GET", "", undefined, someone)).statusCode).toBe(403)
    expect((await app.inject("/api/admin/site-files")).statusCode).toBe(401)
  })
})
