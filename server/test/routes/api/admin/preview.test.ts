import path from "node:path"
import { buildAsAdmin, type TestApp, writeFiles } from "../../../helper"

// Preview links: made by staff for a saved draft or the unsaved form's values; /preview/{token}
// answers the preview page's shell only for a token that opens a preview now (never indexed,
// never cached), and /api/preview/{token} the record shaped as the build shapes it, its HTML
// cleaned by the same rules. A forged token, an expired one (the test's clock) or one whose
// record was deleted answers 404.

describe("preview links", () => {
  let app: TestApp
  let headers: Record<string, string>
  let now = Date.parse("2031-02-03T10:00:00.000Z")
  beforeAll(async () => {
    ;({ app, headers } = await buildAsAdmin({}, { clock: () => now }))
    writeFiles(path.join(app.testDir, "public"), {
      "index.html": "<!DOCTYPE html><title>Home</title>",
      "404.html": "<!DOCTYPE html><title>Not found</title>",
      "preview/[token]/index.html":
        "<!DOCTYPE html><title>Preview shell</title>",
    })
  })
  afterAll(() => app.close())

  const post = (url: string, payload?: object) =>
    app.inject({
      method: "POST",
      url: `/api/admin/${url}`,
      headers,
      ...(payload && { payload }),
    })
  const opens = async (url: string) => {
    const page = await app.inject(url)
    const data = await app.inject(`/api/preview/${url.split("/").at(-1)}`)
    return { page, data }
  }

  it("shows a saved draft, cleaned like the build, to anyone with the link, never indexed", async () => {
    const blog = (
      await post("blogs", {
        title: "Hidden in plain sight",
        excerpt: "",
        content:
          '<h2>Where it goes</h2><p onclick="steal()">Rates.</p><script>alert(1)</script><a href="javascript:alert(2)">x</a><iframe src="https://evil.example"></iframe>',
        image: "/uploads/0190aaaabbbbccccddddeeee.png",
      })
    ).json()
    const made = await post(`blogs/${blog.id}/preview`)
    expect(made.statusCode).toBe(201)
    const { url, expiresAt } = made.json()
    expect(url).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/)
    expect(expiresAt).toBe("2031-02-10T10:00:00.000Z")

    // No token of the panel's: the link is the key.
    const { page, data } = await opens(url)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain("Preview shell")
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow")
    expect(page.headers["cache-control"]).toBe("no-store")
    expect(page.headers["referrer-policy"]).toBe("no-referrer")
    expect(data.statusCode).toBe(200)
    expect(data.json()).toMatchObject({
      resource: "blogs",
      path: `/blog/${blog.id}`,
      expiresAt,
      node: {
        recordId: blog.id,
        title: "Hidden in plain sight",
        excerpt: null,
        summary: "Where it goes Rates. x",
        image: "/uploads/0190aaaabbbbccccddddeeee.png",
        imageFile: null,
      },
    })
    const html = data.json().node.content
    expect(html).toContain("<h2>Where it goes</h2>")
    expect(html).not.toMatch(/script|onclick|javascript:|iframe/)

    // The link shows the draft as it is when opened.
    await app.inject({
      method: "PUT",
      url: `/api/admin/blogs/${blog.id}`,
      headers,
      payload: { title: "Hidden no more" },
    })
    expect((await opens(url)).data.json().node.title).toBe("Hidden no more")
  })

  it("shows the unsaved form's values instead of the saved draft, and a record not saved yet", async () => {
    const banner = (
      await post("banners", { title: "Saved title", link: "/faq" })
    ).json()
    const made = await post(`banners/${banner.id}/preview`, {
      data: { title: "Typed, not saved", order: 2 },
    })
    const { data } = await opens(made.json().url)
    expect(data.json()).toMatchObject({
      path: "/",
      node: { title: "Typed, not saved", link: "/faq", order: 2 },
    })
    expect(
      (
        await app.inject({ url: `/api/admin/banners/${banner.id}`, headers })
      ).json().title
    ).toBe("Saved title")

    const fresh = await post("team/preview", {
      data: { name: "Ada Okafor", role: "Partner", id: "ignored" },
    })
    expect(fresh.statusCode).toBe(201)
    const shown = (await opens(fresh.json().url)).data.json()
    expect(shown).toMatchObject({
      resource: "team",
      path: "/the-story-of-coreval",
      node: { name: "Ada Okafor", role: "Partner", recordId: "draft" },
    })
  })

  it("answers 404 for a forged, malformed or expired token, and for a deleted record", async () => {
    const story = (await post("stories", { title: "Kept short" })).json()
    const { url } = (await post(`stories/${story.id}/preview`)).json()
    const forged = `/preview/${"A".repeat(43)}`
    for (const bad of [forged, "/preview/abc", `${url}x`]) {
      const { page, data } = await opens(bad)
      expect([bad, page.statusCode, data.statusCode]).toEqual([bad, 404, 404])
      expect(page.body).toContain("Not found")
      expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow")
    }
    expect((await opens(url)).page.statusCode).toBe(200)

    now += 7 * 24 * 60 * 60_000 + 1
    expect((await opens(url)).page.statusCode).toBe(404)
    expect((await opens(url)).data.statusCode).toBe(404)

    const again = (await post(`stories/${story.id}/preview`)).json()
    await app.inject({
      method: "DELETE",
      url: `/api/admin/stories/${story.id}`,
      headers,
    })
    expect((await opens(again.url)).page.statusCode).toBe(404)
  })

  it("is made only by staff, for a record that exists", async () => {
    expect(
      (await app.inject({ method: "POST", url: "/api/admin/blogs/preview" }))
        .statusCode
    ).toBe(401)
    expect(
      (await post("blogs/000000000000000000000000/preview")).statusCode
    ).toBe(404)
    const refused = await post("blogs/preview", { data: { title: " " } })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toMatch(/title/)
  })

  it("forgets expired links in the daily sweep", async () => {
    const before = await app.db
      .selectFrom("previews")
      .select("tokenHash")
      .execute()
    expect(before.length).toBeGreaterThan(0)
    now += 8 * 24 * 60 * 60_000
    await app.jobs.runDue()
    const left = await app.db
      .selectFrom("previews")
      .select("tokenHash")
      .execute()
    expect(left).toEqual([])
  })
})
