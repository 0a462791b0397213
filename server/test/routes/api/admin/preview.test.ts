/** @dialect-dependent a link opens only while its creator may sign in: a join over accounts of two kinds */
import path from "node:path"
import { buildAsAdmin, type TestApp, writeFiles } from "../../../helper"
import { newId } from "../../../../db/ids"
import { staff, teacher } from "../../../people"

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
      path: "/blog/hidden-in-plain-sight",
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

  it("describes the draft's images as the library does, as the build will", async () => {
    const at = new Date(now).toISOString()
    const item = (src: string, fields: object) =>
      app.db
        .insertInto("media")
        .values({
          id: newId(),
          src,
          createdAt: at,
          updatedAt: at,
          ...fields,
        })
        .execute()
    await item("https://img.example/rig.jpg", {
      alt: "A rig at dusk",
      focalX: 20,
      focalY: 80,
    })
    await item("https://img.example/texture-pattern.jpg", {
      alt: "Ignored: decorative",
      decorative: 1,
    })
    await item("https://img.example/trashed-image-gone.jpg", {
      alt: "In Trash",
      deletedAt: at,
    })
    const programme = (
      await post("programmes", {
        Name: "Offshore",
        Image: "https://img.example/rig.jpg",
        description:
          '<p>Scope</p><img src="https://img.example/texture-pattern.jpg" alt="a texture"><img src="https://img.example/rig.jpg" alt="typed">',
      })
    ).json()
    const made = await post(`programmes/${programme.id}/preview`, {
      data: { Image: "https://img.example/trashed-image-gone.jpg" },
    })
    const saved = await post(`programmes/${programme.id}/preview`)
    const { node } = (await opens(saved.json().url)).data.json()
    expect(node).toMatchObject({
      Image: "https://img.example/rig.jpg",
      ImageAlt: "A rig at dusk",
      ImageFocus: "20% 80%",
    })
    expect(node.description).toBe(
      '<p>Scope</p><img src="https://img.example/texture-pattern.jpg" alt=""><img src="https://img.example/rig.jpg" alt="A rig at dusk">'
    )
    // The unsaved form's image, whose item is in Trash: no description.
    expect((await opens(made.json().url)).data.json().node).toMatchObject({
      Image: "https://img.example/trashed-image-gone.jpg",
      ImageAlt: "",
      ImageFocus: "50% 50%",
    })
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

  // Calls, records and preview links made by `person`'s session.
  const session = (person: { headers: Record<string, string> }) => ({
    call: (
      method: "GET" | "POST" | "PUT" | "DELETE",
      url: string,
      payload?: object
    ) =>
      app.inject({
        method,
        url: `/api/admin/${url}`,
        headers: person.headers,
        ...(payload && { payload }),
      }),
    async record(resource: string, payload: object) {
      return (await this.call("POST", resource, payload)).json().id as string
    },
    async link(resource: string, id: string) {
      return (await this.call("POST", `${resource}/${id}/preview`)).json()
        .url as string
    },
  })
  const staffSession = () => session({ headers })
  const live = async (url: string) => {
    const { page, data } = await opens(url)
    return [page.statusCode, data.statusCode]
  }

  it("lists a record's live links without their tokens, and a revoked one answers 404 from then on", async () => {
    const office = staffSession()
    const blog = await office.record("blogs", { title: "Two links" })
    const first = await office.link("blogs", blog)
    now += 1000
    const second = await office.link("blogs", blog)
    const listed = await office.call("GET", `blogs/${blog}/previews`)
    expect(listed.statusCode).toBe(200)
    const links = listed.json()
    expect(links).toEqual([
      {
        id: expect.any(String),
        createdAt: new Date(now).toISOString(),
        createdBy: "admin@coreval.test",
        expiresAt: new Date(now + 7 * 24 * 60 * 60_000).toISOString(),
      },
      expect.objectContaining({ createdBy: "admin@coreval.test" }),
    ])
    for (const url of [first, second])
      expect(listed.body).not.toContain(url.split("/").at(-1))

    const revoked = await office.call("DELETE", `previews/${links[1].id}`)
    expect(revoked.statusCode).toBe(204)
    expect(revoked.body).toBe("")
    expect(await live(first)).toEqual([404, 404])
    expect(await live(second)).toEqual([200, 200])
    expect((await office.call("GET", `blogs/${blog}/previews`)).json()).toEqual(
      [links[0]]
    )
    expect(
      (await office.call("DELETE", `previews/${links[1].id}`)).statusCode
    ).toBe(404)
    const audit = await app.db
      .selectFrom("audit")
      .select(["action", "actor"])
      .where("resource", "=", "previews")
      .where("recordId", "=", links[1].id)
      .execute()
    expect(audit).toEqual([{ action: "delete", actor: "admin@coreval.test" }])
  })

  it("lets a teacher list and revoke the links of the courses they teach, and no one else's", async () => {
    const lena = await teacher(app, { name: "Lena Okafor" })
    const ravi = await teacher(app, { name: "Ravi Menon" })
    const own = await session(lena).record("courses", {
      title: "Lena's course",
    })
    const others = await session(ravi).record("courses", {
      title: "Ravi's course",
    })
    const ownLink = await session(lena).link("courses", own)
    const othersLink = await session(ravi).link("courses", others)
    now += 1000
    // Staff's link of the teacher's course is on the teacher's list too.
    const officeLink = await staffSession().link("courses", own)
    const blog = await staffSession().record("blogs", { title: "Staff only" })
    await staffSession().link("blogs", blog)
    const blogLinks = (
      await staffSession().call("GET", `blogs/${blog}/previews`)
    ).json()
    const othersLinks = (
      await staffSession().call("GET", `courses/${others}/previews`)
    ).json()

    expect(
      (await session(lena).call("GET", `courses/${others}/previews`)).statusCode
    ).toBe(404)
    expect(
      (await session(lena).call("GET", `blogs/${blog}/previews`)).statusCode
    ).toBe(403)
    for (const id of [othersLinks[0].id, blogLinks[0].id]) {
      const refused = await session(lena).call("DELETE", `previews/${id}`)
      expect([id, refused.statusCode]).toEqual([id, 404])
    }
    expect(await live(othersLink)).toEqual([200, 200])
    expect(
      (await staffSession().call("GET", `blogs/${blog}/previews`)).json()
    ).toEqual(blogLinks)

    const mine = (
      await session(lena).call("GET", `courses/${own}/previews`)
    ).json()
    expect(mine.map((link: { createdBy: string }) => link.createdBy)).toEqual([
      "admin@coreval.test",
      lena.email,
    ])
    expect(
      (await session(lena).call("DELETE", `previews/${mine[0].id}`)).statusCode
    ).toBe(204)
    expect(await live(officeLink)).toEqual([404, 404])
    expect(await live(ownLink)).toEqual([200, 200])
  })

  it("kills a link when its creator is disabled, or is a teacher whose registration is rejected", async () => {
    const editor = await staff(app)
    const lena = await teacher(app, { name: "Lena Okafor" })
    const blog = await staffSession().record("blogs", { title: "Editor's" })
    const editorLink = await session(editor).link("blogs", blog)
    const adminLink = await staffSession().link("blogs", blog)
    const course = await session(lena).record("courses", {
      title: "Lena's next",
    })
    const lenaLink = await session(lena).link("courses", course)
    expect(await live(editorLink)).toEqual([200, 200])
    expect(await live(lenaLink)).toEqual([200, 200])

    await staffSession().call("PUT", `users/${editor.id}`, { disabled: true })
    expect(await live(editorLink)).toEqual([404, 404])
    expect(
      (await staffSession().call("GET", `blogs/${blog}/previews`))
        .json()
        .map((link: { createdBy: string }) => link.createdBy)
    ).toEqual(["admin@coreval.test"])
    expect(await live(adminLink)).toEqual([200, 200])

    const rejected = await staffSession().call(
      "POST",
      `teachers/${lena.id}/reject`
    )
    expect(rejected.statusCode).toBe(200)
    expect(await live(lenaLink)).toEqual([404, 404])
    expect(
      (await staffSession().call("GET", `courses/${course}/previews`)).json()
    ).toEqual([])
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
