/** @dialect-dependent the editorial repository locks the record it changes (FOR UPDATE on PostgreSQL) */
import { ADMIN, buildAsAdmin, type TestApp } from "../../../helper"

// The editorial workflow of the nine resources the site shows, through the admin API: a record's
// states (draft, published, changed, scheduled, trashed) and what the public reads see in each,
// stale saves refused with 409, revisions and their restore, Trash, publishing a draft that is
// not ready, and the audit trail each step leaves. Preview links, the scheduler and releases
// have their own files.

describe("the editorial workflow", () => {
  let app: TestApp
  let headers: Record<string, string>
  beforeAll(async () => ({ app, headers } = await buildAsAdmin()))
  afterAll(() => app.close())

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
    extra: Record<string, string> = {}
  ) =>
    app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: { ...headers, ...extra },
      payload,
    })
  const publicBlogs = async () =>
    (await app.inject("/api/v1/admin/getAllBlog"))
      .json()
      .data.map((blog: { title: string }) => blog.title)
  const single = (id: string) => app.inject(`/api/v1/admin/getSingleblog/${id}`)
  const auditOf = (recordId: string) =>
    app.db
      .selectFrom("audit")
      .select(["action", "actor", "actorId", "changes"])
      .where("recordId", "=", recordId)
      .orderBy("at")
      .orderBy("id")
      .execute()

  it("takes a record from draft to published, changed, scheduled and back, the public reads showing only what is published", async () => {
    const created = await call("POST", "blogs", {
      title: "Rates are not the cost",
      content: "<p>First words.</p>",
    })
    expect(created.statusCode).toBe(201)
    const blog = created.json()
    expect(blog).toMatchObject({
      status: "draft",
      state: "draft",
      version: 1,
      publishedAt: null,
    })
    expect(await publicBlogs()).toEqual([])
    expect((await single(blog.id)).statusCode).toBe(404)

    const published = await call("POST", `blogs/${blog.id}/publish`)
    expect(published.statusCode).toBe(200)
    // Publishing is not a save: the version stays.
    expect(published.json()).toMatchObject({
      status: "published",
      state: "published",
      version: 1,
      publishedAt: expect.any(String),
    })
    expect(await publicBlogs()).toEqual(["Rates are not the cost"])

    const edited = await call("PUT", `blogs/${blog.id}`, {
      title: "Rates are only part of the cost",
    })
    expect(edited.json()).toMatchObject({
      title: "Rates are only part of the cost",
      status: "published",
      state: "changed",
      version: 2,
    })
    // The working copy is what the panel reads; the site keeps the published version.
    expect((await call("GET", `blogs/${blog.id}`)).json().title).toBe(
      "Rates are only part of the cost"
    )
    expect(await publicBlogs()).toEqual(["Rates are not the cost"])
    expect((await single(blog.id)).json().data.title).toBe(
      "Rates are not the cost"
    )

    const inAnHour = new Date(Date.now() + 3_600_000).toISOString()
    const scheduled = await call("PUT", `blogs/${blog.id}`, {
      publishAt: inAnHour,
    })
    expect(scheduled.json()).toMatchObject({
      state: "scheduled",
      publishAt: inAnHour,
      version: 3,
    })
    const listed = await call(
      "GET",
      `blogs?filter=${encodeURIComponent(JSON.stringify({ state: "scheduled" }))}`
    )
    expect(listed.json().map((b: { id: string }) => b.id)).toEqual([blog.id])

    const republished = await call("POST", `blogs/${blog.id}/publish`)
    expect(republished.json()).toMatchObject({
      state: "published",
      publishAt: null,
      version: 3,
    })
    expect(await publicBlogs()).toEqual(["Rates are only part of the cost"])

    const unpublished = await call("POST", `blogs/${blog.id}/unpublish`)
    expect(unpublished.json()).toMatchObject({
      status: "draft",
      state: "draft",
      publishedAt: null,
    })
    expect(await publicBlogs()).toEqual([])

    expect((await auditOf(blog.id)).map((entry) => entry.action)).toEqual([
      "create",
      "publish",
      "update",
      "update",
      "publish",
      "unpublish",
    ])
  })

  it("lists each record's state and filters by it", async () => {
    const make = async (title: string) =>
      (await call("POST", "news", { title, content: "Text." })).json()
    const draft = await make("Still a draft")
    const live = await make("Live")
    await call("POST", `news/${live.id}/publish`)
    const changed = await make("Changed")
    await call("POST", `news/${changed.id}/publish`)
    await call("PUT", `news/${changed.id}`, { content: "Newer text." })
    const states = Object.fromEntries(
      (await call("GET", "news?range=[0,99]"))
        .json()
        .map((n: { id: string; state: string }) => [n.id, n.state])
    )
    expect(states).toEqual({
      [draft.id]: "draft",
      [live.id]: "published",
      [changed.id]: "changed",
    })
    const filter = (state: string) =>
      call(
        "GET",
        `news?filter=${encodeURIComponent(JSON.stringify({ state }))}`
      )
    expect((await filter("changed")).json()).toHaveLength(1)
    expect((await filter("changed")).headers["content-range"]).toBe(
      "news 0-0/1"
    )
  })

  it("refuses to publish a draft that is not ready, naming the field, and changes nothing", async () => {
    const banner = (await call("POST", "banners", { title: "No link" })).json()
    const refused = await call("POST", `banners/${banner.id}/publish`)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      message: "link must be filled in before this can be published",
    })
    expect((await call("GET", `banners/${banner.id}`)).json().status).toBe(
      "draft"
    )
    // Scheduling such a draft is refused the same way, at the save.
    const schedule = await call("PUT", `banners/${banner.id}`, {
      publishAt: new Date(Date.now() + 60_000).toISOString(),
    })
    expect(schedule.statusCode).toBe(400)
    expect(schedule.json().message).toMatch(/^link must be filled in/)
    expect((await call("GET", `banners/${banner.id}`)).json().version).toBe(1)
    expect(
      (
        await call("PUT", `banners/${banner.id}`, {
          publishAt: "2030-01-01T09:00",
        })
      ).json().message
    ).toMatch(/publishAt must be a time with its zone/)
  })

  it("refuses a stale save with 409 naming who saved the newer version and when, by body or If-Match", async () => {
    const story = (
      await call("POST", "stories", { title: "Rig to boardroom" })
    ).json()
    const read = await call("GET", `stories/${story.id}`)
    expect(read.headers.etag).toBe('"1"')

    const first = await call("PUT", `stories/${story.id}`, {
      ...read.json(),
      content: "From the first tab.",
    })
    expect(first.statusCode).toBe(200)
    expect(first.json().version).toBe(2)

    const second = await call("PUT", `stories/${story.id}`, {
      ...read.json(),
      content: "From the second tab.",
    })
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toMatch(
      new RegExp(
        `^This record was changed by ${ADMIN.email.replace(".", "\\.")} at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC \\(version 2; you started from version 1\\)`
      )
    )
    const byHeader = await call(
      "PUT",
      `stories/${story.id}`,
      { content: "From a script." },
      { "if-match": '"1"' }
    )
    expect(byHeader.statusCode).toBe(409)
    expect((await call("GET", `stories/${story.id}`)).json().content).toBe(
      "From the first tab."
    )
    expect(
      (
        await call(
          "PUT",
          `stories/${story.id}`,
          { content: "x" },
          { "if-match": "yesterday" }
        )
      ).statusCode
    ).toBe(400)
    // With the current version, or none at all, the save goes through.
    expect(
      (
        await call(
          "PUT",
          `stories/${story.id}`,
          { content: "Current." },
          { "if-match": 'W/"2"' }
        )
      ).json().version
    ).toBe(3)
    expect(
      (await call("PUT", `stories/${story.id}`, { content: "Blind." })).json()
        .version
    ).toBe(4)
  })

  it("takes two saves from the same version at once one after the other: one 200, one 409", async () => {
    const team = (
      await call("POST", "team", { name: "Ada Okafor", role: "Partner" })
    ).json()
    const [a, b] = await Promise.all(
      ["Principal", "Director"].map((role) =>
        call("PUT", `team/${team.id}`, { role, version: 1 })
      )
    )
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const revisions = (await call("GET", `team/${team.id}/revisions`)).json()
    expect(revisions.map((r: { revision: number }) => r.revision)).toEqual([
      2, 1,
    ])
  })

  it("keeps every save as an immutable revision and restores one as a new draft", async () => {
    const programme = (
      await call("POST", "programmes", {
        Name: "Supplier day",
        description: "<p>One day.</p>",
      })
    ).json()
    await call("POST", `programmes/${programme.id}/publish`)
    await call("PUT", `programmes/${programme.id}`, {
      Name: "Supplier days",
      description: "<p>Two days.</p>",
    })
    const revisions = await call("GET", `programmes/${programme.id}/revisions`)
    expect(revisions.statusCode).toBe(200)
    expect(revisions.json()).toEqual([
      {
        revision: 2,
        savedAt: expect.any(String),
        savedBy: ADMIN.email,
        data: {
          Name: "Supplier days",
          Image: "",
          description: "<p>Two days.</p>",
          // The slug made at create stays when the name changes.
          slug: "supplier-day",
          seoTitle: "",
          seoDescription: "",
          socialImage: "",
        },
      },
      {
        revision: 1,
        savedAt: expect.any(String),
        savedBy: ADMIN.email,
        data: {
          Name: "Supplier day",
          Image: "",
          description: "<p>One day.</p>",
          // The slug made at create stays when the name changes.
          slug: "supplier-day",
          seoTitle: "",
          seoDescription: "",
          socialImage: "",
        },
      },
    ])

    const restored = await call(
      "POST",
      `programmes/${programme.id}/revisions/1/restore`
    )
    expect(restored.statusCode).toBe(200)
    expect(restored.json()).toMatchObject({
      Name: "Supplier day",
      description: "<p>One day.</p>",
      version: 3,
      state: "changed",
    })
    const after = (
      await call("GET", `programmes/${programme.id}/revisions`)
    ).json()
    expect(after.map((r: { revision: number }) => r.revision)).toEqual([
      3, 2, 1,
    ])
    // Revision 2 is kept as it was.
    expect(after[1].data.Name).toBe("Supplier days")
    expect(
      (await call("POST", `programmes/${programme.id}/revisions/9/restore`))
        .statusCode
    ).toBe(404)
    expect(
      (await call("GET", "programmes/000000000000000000000000/revisions"))
        .statusCode
    ).toBe(404)
    const restoreEntry = (await auditOf(programme.id)).at(-1)!
    expect(restoreEntry).toMatchObject({
      action: "restore",
      actor: ADMIN.email,
    })
    expect(JSON.parse(restoreEntry.changes)).toMatchObject({ revision: 1 })
  })

  it("moves a deleted record to Trash, off the site and the lists, and brings it back as a draft", async () => {
    const event = (
      await call("POST", "events", {
        title: "Cost and value masterclass",
        date: "2099-03-12",
      })
    ).json()
    await call("POST", `events/${event.id}/publish`)
    const removed = await call("DELETE", `events/${event.id}`)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().id).toBe(event.id)
    expect((await call("GET", `events/${event.id}`)).statusCode).toBe(404)
    expect((await call("DELETE", `events/${event.id}`)).statusCode).toBe(404)
    expect((await call("GET", "events")).json()).toEqual([])
    expect((await app.inject("/api/v1/admin/getallEvent")).json().data).toEqual(
      []
    )

    const trash = await call("GET", "trash")
    expect(trash.json()).toContainEqual({
      resource: "events",
      id: event.id,
      title: "Cost and value masterclass",
      deletedAt: expect.any(String),
      deletedBy: ADMIN.email,
    })

    const back = await call("POST", `trash/events/${event.id}/restore`)
    expect(back.statusCode).toBe(200)
    expect(back.json()).toMatchObject({
      id: event.id,
      title: "Cost and value masterclass",
      status: "draft",
      state: "draft",
      version: 2,
    })
    expect((await call("GET", `events/${event.id}`)).statusCode).toBe(200)
    expect(
      (await call("GET", "trash"))
        .json()
        .map((entry: { id: string }) => entry.id)
    ).not.toContain(event.id)
    expect(
      (await call("POST", `trash/events/${event.id}/restore`)).statusCode
    ).toBe(404)

    await call("DELETE", `events/${event.id}`)
    expect((await call("DELETE", `trash/events/${event.id}`)).statusCode).toBe(
      204
    )
    expect(
      (await call("POST", `trash/events/${event.id}/restore`)).statusCode
    ).toBe(404)
    // Deleted for good: its revisions go with it.
    const left = await app.db
      .selectFrom("revisions")
      .select("id")
      .where("recordId", "=", event.id)
      .execute()
    expect(left).toEqual([])
    expect((await auditOf(event.id)).map((entry) => entry.action)).toEqual([
      "create",
      "publish",
      "delete",
      "restore",
      "delete",
      "delete",
    ])
  })

  it("empties the whole Trash", async () => {
    for (const title of ["One", "Two"]) {
      const course = (
        await call("POST", "courses", { title, description: "d" })
      ).json()
      await call("DELETE", `courses/${course.id}`)
    }
    expect((await call("GET", "trash")).json().length).toBeGreaterThanOrEqual(2)
    expect((await call("DELETE", "trash")).statusCode).toBe(204)
    expect((await call("GET", "trash")).json()).toEqual([])
  })

  it("names the signed-in account in every audit entry and revision", async () => {
    const banner = (
      await call("POST", "banners", { title: "Audited", link: "/faq" })
    ).json()
    await call("POST", `banners/${banner.id}/publish`)
    const entries = await auditOf(banner.id)
    const admin = await app.db
      .selectFrom("admins")
      .select("id")
      .where("email", "=", ADMIN.email)
      .executeTakeFirstOrThrow()
    for (const entry of entries)
      expect(entry).toMatchObject({ actor: ADMIN.email, actorId: admin.id })
    expect(JSON.parse(entries[0].changes)).toMatchObject({ title: "Audited" })
  })
})

describe("a database from before the workflow", () => {
  it("starts with the seeded courses published, each with its first revision", async () => {
    const { app, headers } = await buildAsAdmin()
    const courses = (
      await app.inject({ url: "/api/admin/courses?range=[0,99]", headers })
    ).json()
    expect(courses).toHaveLength(8)
    for (const course of courses)
      expect(course).toMatchObject({
        status: "published",
        state: "published",
        version: 1,
      })
    const revisions = (
      await app.inject({
        url: `/api/admin/courses/${courses[0].id}/revisions`,
        headers,
      })
    ).json()
    expect(revisions).toEqual([
      expect.objectContaining({ revision: 1, savedBy: "system" }),
    ])
    expect(
      (await app.inject("/api/v1/admin/getallCrouse")).json().data
    ).toHaveLength(8)
    await app.close()
  })
})
