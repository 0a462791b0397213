/** @dialect-dependent an autosave renumbers its revision in place and brings its audit entry up to date (columns of 022-autosave.ts), under the record's lock */
import { ADMIN, bearer, buildAsAdmin, type TestApp } from "../../../helper"

// The panel saves a draft by itself a few seconds after typing stops (PUT …?autosave=1). Each is a
// save (a new version; a stale one is refused with 409) that never publishes, and the autosaves of
// one person on one record (or site file) within ten minutes make one revision and one audit
// entry. The clock is the test's: ten minutes pass in a moment.

const EDITOR = {
  email: "editor@coreval.test",
  password: "an editor's password 1",
}
const MINUTE = 60_000

describe("autosaves", () => {
  let app: TestApp
  let headers: Record<string, string>
  let editorHeaders: Record<string, string>
  let now = Date.parse("2030-03-04T09:00:00.000Z")
  beforeAll(async () => {
    ;({ app, headers } = await buildAsAdmin({}, { clock: () => now }))
    const editor = await app.usersRepository.createAdmin(
      EDITOR.email,
      await app.passwordManager.hash(EDITOR.password)
    )
    await app.db
      .updateTable("admins")
      .set({ role: "editor" })
      .where("id", "=", editor!.id)
      .execute()
    const login = await app.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      payload: EDITOR,
    })
    editorHeaders = bearer(login.json().token)
  })
  afterAll(() => app.close())

  const call = (
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: object,
    as = headers
  ) => app.inject({ method, url: `/api/admin/${url}`, headers: as, payload })
  const autosave = (id: string, body: object, as = headers) =>
    call("PUT", `blogs/${id}?autosave=1`, body, as)
  const revisions = async (id: string) =>
    (await call("GET", `blogs/${id}/revisions`)).json() as Array<{
      revision: number
      savedAt: string
      savedBy: string
      data: Record<string, unknown>
    }>
  const updates = (id: string) =>
    app.db
      .selectFrom("audit")
      .select(["action", "actor", "changes"])
      .where("recordId", "=", id)
      .where("action", "=", "update")
      .orderBy("id")
      .execute()
      .then((rows) =>
        rows.map((row) => ({ ...row, changes: JSON.parse(row.changes) }))
      )
  const newBlog = async (title: string) =>
    (await call("POST", "blogs", { title, content: "<p>Start.</p>" })).json()

  it("makes one revision and one audit entry of 30 autosaves in a minute", async () => {
    const blog = await newBlog("Thirty autosaves")
    let version = blog.version
    for (let i = 1; i <= 30; i++) {
      now += 2_000
      const saved = await autosave(blog.id, {
        title: "Thirty autosaves",
        content: `<p>Words ${i}.</p>`,
        version,
      })
      expect(saved.statusCode).toBe(200)
      version = saved.json().version
    }
    // Every autosave is a version, so another tab's stale save is still refused.
    expect(version).toBe(31)
    const kept = await revisions(blog.id)
    expect(kept.map((r) => [r.revision, r.savedBy, r.data.content])).toEqual([
      [31, ADMIN.email, "<p>Words 30.</p>"],
      [1, ADMIN.email, "<p>Start.</p>"],
    ])
    expect(kept[0].savedAt).toBe(new Date(now).toISOString())
    expect(await updates(blog.id)).toEqual([
      {
        action: "update",
        actor: ADMIN.email,
        changes: { content: ["<p>Start.</p>", "<p>Words 30.</p>"] },
      },
    ])

    // Eleven minutes on, the next autosave starts a revision and an entry of its own.
    now += 11 * MINUTE
    const later = await autosave(blog.id, {
      content: "<p>Later.</p>",
      version,
    })
    expect(later.statusCode).toBe(200)
    expect((await revisions(blog.id)).map((r) => r.revision)).toEqual([
      32, 31, 1,
    ])
    expect((await updates(blog.id)).map((entry) => entry.changes)).toEqual([
      { content: ["<p>Start.</p>", "<p>Words 30.</p>"] },
      { content: ["<p>Words 30.</p>", "<p>Later.</p>"] },
    ])
  })

  it("counts the ten minutes from the first autosave of a run, not the last", async () => {
    const blog = await newBlog("A long session")
    let version = blog.version
    for (let minute = 0; minute < 12; minute++) {
      now += MINUTE
      const saved = await autosave(blog.id, {
        content: `<p>Minute ${minute}.</p>`,
        version,
      })
      version = saved.json().version
    }
    expect((await revisions(blog.id)).map((r) => r.revision)).toEqual([
      13, 11, 1,
    ])
    expect(await updates(blog.id)).toHaveLength(2)
  })

  it("gives a normal save its own revision, and starts a new run after it", async () => {
    const blog = await newBlog("Saved by hand")
    now += 1_000
    await autosave(blog.id, { content: "<p>Auto 1.</p>", version: 1 })
    now += 1_000
    const saved = await call("PUT", `blogs/${blog.id}`, {
      content: "<p>By hand.</p>",
      version: 2,
    })
    expect(saved.statusCode).toBe(200)
    now += 1_000
    await autosave(blog.id, { content: "<p>Auto 2.</p>", version: 3 })
    now += 1_000
    await autosave(blog.id, { content: "<p>Auto 3.</p>", version: 4 })
    expect(
      (await revisions(blog.id)).map((r) => [r.revision, r.data.content])
    ).toEqual([
      [5, "<p>Auto 3.</p>"],
      [3, "<p>By hand.</p>"],
      [2, "<p>Auto 1.</p>"],
      [1, "<p>Start.</p>"],
    ])
    expect((await updates(blog.id)).map((entry) => entry.changes)).toEqual([
      { content: ["<p>Start.</p>", "<p>Auto 1.</p>"] },
      { content: ["<p>Auto 1.</p>", "<p>By hand.</p>"] },
      { content: ["<p>By hand.</p>", "<p>Auto 3.</p>"] },
    ])
  })

  it("refuses a stale autosave with 409 and writes nothing", async () => {
    const blog = await newBlog("Two tabs")
    now += 1_000
    const first = await autosave(blog.id, {
      content: "<p>Tab one.</p>",
      version: 1,
    })
    expect(first.json().version).toBe(2)
    now += 1_000
    const stale = await autosave(blog.id, {
      content: "<p>Tab two.</p>",
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toMatch(
      /version 2; you started from version 1/
    )
    expect((await call("GET", `blogs/${blog.id}`)).json()).toMatchObject({
      version: 2,
      content: "<p>Tab one.</p>",
    })
    expect((await revisions(blog.id)).map((r) => r.revision)).toEqual([2, 1])
    expect(await updates(blog.id)).toHaveLength(1)
  })

  it("keeps another person's autosaves apart", async () => {
    const blog = await newBlog("Two writers")
    now += 1_000
    await autosave(blog.id, { content: "<p>Admin.</p>", version: 1 })
    now += 1_000
    const theirs = await autosave(
      blog.id,
      { content: "<p>Editor.</p>", version: 2 },
      editorHeaders
    )
    expect(theirs.statusCode).toBe(200)
    now += 1_000
    await autosave(
      blog.id,
      { content: "<p>Editor again.</p>", version: 3 },
      editorHeaders
    )
    expect(
      (await revisions(blog.id)).map((r) => [r.revision, r.savedBy])
    ).toEqual([
      [4, EDITOR.email],
      [2, ADMIN.email],
      [1, ADMIN.email],
    ])
    expect((await updates(blog.id)).map((entry) => entry.actor)).toEqual([
      ADMIN.email,
      EDITOR.email,
    ])
  })

  it("never publishes: a live record keeps its live version, and a schedule sent along is not taken", async () => {
    const blog = await newBlog("Live already")
    await call("POST", `blogs/${blog.id}/publish`)
    now += 1_000
    const saved = await autosave(blog.id, {
      content: "<p>Draft words.</p>",
      publishAt: new Date(now + MINUTE).toISOString(),
      version: 1,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({
      state: "changed",
      publishAt: null,
      version: 2,
    })
    const live = await app.inject(`/api/v1/admin/getSingleblog/${blog.id}`)
    expect(live.json().data.content).toBe("<p>Start.</p>")
  })

  it("ends a run when the record is published: the published version keeps its revision", async () => {
    const blog = await newBlog("Published mid-run")
    now += 1_000
    await autosave(blog.id, { content: "<p>Ready.</p>", version: 1 })
    await call("POST", `blogs/${blog.id}/publish`)
    now += 1_000
    await autosave(blog.id, { content: "<p>After.</p>", version: 2 })
    expect(
      (await revisions(blog.id)).map((r) => [r.revision, r.data.content])
    ).toEqual([
      [3, "<p>After.</p>"],
      [2, "<p>Ready.</p>"],
      [1, "<p>Start.</p>"],
    ])
    expect((await call("GET", `blogs/${blog.id}`)).json()).toMatchObject({
      version: 3,
      state: "changed",
    })
    const live = await app.inject(`/api/v1/admin/getSingleblog/${blog.id}`)
    expect(live.json().data.content).toBe("<p>Ready.</p>")
  })

  describe("of a site file", () => {
    const faq = `site-files/${encodeURIComponent("pages/faq.json")}`
    const article = `site-files/${encodeURIComponent("articles/sourcing-strategy/index.mdx")}`
    const fileRevisions = async (url: string) =>
      (await call("GET", `${url}/revisions`)).json() as Array<{
        revision: number
        savedBy: string
        data: { text: string }
      }>
    const fileUpdates = (path: string) =>
      app.db
        .selectFrom("audit")
        .select(["actor", "changes"])
        .where("resource", "=", "site-files")
        .where("recordId", "=", path)
        .where("action", "=", "update")
        .execute()
        .then((rows) => rows.map((row) => JSON.parse(row.changes)))

    it("folds one person's autosaves of ten minutes into one revision and one audit entry, and refuses a stale one with 409", async () => {
      const shipped = (await call("GET", faq)).json().text as string
      const titled = (title: string) =>
        shipped.replace(
          '"title": "Frequently Asked Questions"',
          `"title": ${JSON.stringify(title)}`
        )
      let version = 1
      for (const title of ["FAQ one", "FAQ two", "FAQ three"]) {
        now += 2 * MINUTE
        const saved = await call("PUT", `${faq}?autosave=1`, {
          text: titled(title),
          version,
          publishAt: new Date(now + MINUTE).toISOString(),
        })
        expect(saved.statusCode).toBe(200)
        // A save like any other, but never a schedule: an autosave does not publish.
        expect(saved.json()).toMatchObject({ state: "draft", publishAt: null })
        version = saved.json().version
      }
      expect(version).toBe(4)
      expect(
        (await fileRevisions(faq)).map((r) => [r.revision, r.data.text])
      ).toEqual([
        [4, titled("FAQ three")],
        [1, shipped],
      ])
      expect(await fileUpdates("pages/faq.json")).toEqual([
        { title: ["Frequently Asked Questions", "FAQ three"] },
      ])

      // A second tab, still at version 2, is refused and writes nothing.
      const stale = await call("PUT", `${faq}?autosave=1`, {
        text: titled("Other tab"),
        version: 2,
      })
      expect(stale.statusCode).toBe(409)
      expect(stale.json().message).toMatch(
        /version 4; you started from version 2/
      )
      expect((await call("GET", faq)).json()).toMatchObject({
        version: 4,
        text: titled("FAQ three"),
      })
      expect(await fileRevisions(faq)).toHaveLength(2)

      // Ten minutes after the run began, the next autosave starts a revision of its own.
      now += 7 * MINUTE
      await call("PUT", `${faq}?autosave=1`, { text: shipped, version })
      expect((await fileRevisions(faq)).map((r) => r.revision)).toEqual([
        5, 4, 1,
      ])
      expect(await fileUpdates("pages/faq.json")).toHaveLength(2)
    })

    it.each(["yes", "", "1&autosave=1"])(
      "refuses a site file's autosave=%s with 400 and writes nothing",
      async (value) => {
        const before = (await call("GET", faq)).json().version
        const response = await call("PUT", `${faq}?autosave=${value}`, {
          text: (await call("GET", faq)).json().text,
          version: before,
        })
        expect(response.statusCode).toBe(400)
        expect((await call("GET", faq)).json().version).toBe(before)
      }
    )

    it("ends a run when the file is published, and keeps an MDX body's change in the entry", async () => {
      const shipped = (await call("GET", article)).json().text as string
      const edited = (words: string) => `${shipped}\n${words}\n`
      now += 1_000
      await call("PUT", `${article}?autosave=1`, {
        text: edited("First words."),
        version: 1,
      })
      now += 1_000
      await call("PUT", `${article}?autosave=1`, {
        text: edited("Second words."),
        version: 2,
      })
      expect((await call("POST", `${article}/publish`)).json()).toMatchObject({
        status: "published",
        version: 3,
      })
      now += 1_000
      await call("PUT", `${article}?autosave=1`, {
        text: edited("After."),
        version: 3,
      })
      expect((await fileRevisions(article)).map((r) => r.revision)).toEqual([
        4, 3, 1,
      ])
      expect(await fileUpdates("articles/sourcing-strategy/index.mdx")).toEqual(
        [{ body: "changed" }, { body: "changed" }]
      )
    })
  })

  it.each(["yes", "true", "2"])(
    "refuses autosave=%s with 400",
    async (value) => {
      const blog = await newBlog(`Query ${value}`)
      const response = await call("PUT", `blogs/${blog.id}?autosave=${value}`, {
        content: "<p>x</p>",
        version: 1,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(/autosave/)
    }
  )
})
