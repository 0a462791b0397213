/** @dialect-dependent slugs are claimed and upserted in SQL that each dialect runs (ON CONFLICT, a unique index) */
import { SLUG_MAX } from "../../../../../common/slugs"
import { buildAsAdmin, type TestApp } from "../../../helper"

// The readable addresses of blog posts and programmes through the admin API and the public
// reads: a slug made from the title, refused in the wrong form (400) or when another record holds
// it (409), taking effect when the record is published, and getSingleblog/getsingleProgramme
// answering for the id or the page's slug now.

describe("slugs", () => {
  let app: TestApp
  let headers: Record<string, string>
  beforeAll(async () => ({ app, headers } = await buildAsAdmin()))
  afterAll(() => app.close())

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object
  ) => app.inject({ method, url: `/api/admin/${url}`, headers, payload })
  const create = async (resource: string, body: object) => {
    const response = await call("POST", resource, body)
    expect(response.statusCode).toBe(201)
    return response.json() as Record<string, string> & { id: string }
  }
  const publish = async (resource: string, id: string) =>
    expect((await call("POST", `${resource}/${id}/publish`)).statusCode).toBe(
      200
    )
  const single = (x: string) =>
    app.inject(`/api/v1/admin/getSingleblog/${encodeURIComponent(x)}`)

  it("makes a slug from the title, dropping accents, and -2, -3 for the same title", async () => {
    const first = await create("blogs", { title: "Énergie & Öl" })
    const second = await create("blogs", { title: "Energie, Öl!" })
    const third = await create("blogs", { title: "ÉNERGIE ÖL" })
    expect([first.slug, second.slug, third.slug]).toEqual([
      "energie-ol",
      "energie-ol-2",
      "energie-ol-3",
    ])
    const programme = await create("programmes", { Name: "Énergie & Öl" })
    // Unique within its own resource only.
    expect(programme.slug).toBe("energie-ol")
  })

  it.each([
    ["emoji only", "🚀🎉", /^post(-\d+)?$/],
    ["punctuation only", "?!… — &", /^post(-\d+)?$/],
    ["a year", "2025", /^post-2025$/],
    ["a reserved word", "Index", /^post-index$/],
  ])(
    "falls back to a sensible slug for a title of %s",
    async (_, title, slug) => {
      expect((await create("blogs", { title })).slug).toMatch(slug)
    }
  )

  it("keeps a slug made from a 200-character title within 80 characters", async () => {
    const blog = await create("blogs", {
      title: "Lange Überschrift ".repeat(11),
    })
    expect(blog.slug.length).toBeLessThanOrEqual(SLUG_MAX)
    // Cut at a word: whole words, no hyphen at the end.
    expect(blog.slug).toMatch(/^lange-uberschrift(-lange|-uberschrift)*$/)
  })

  it.each([
    ["Upper-Case", /lowercase/],
    ["with space", /lowercase/],
    ["ümlaut", /lowercase/],
    ["a/b", /lowercase/],
    ["x".repeat(SLUG_MAX + 1), /at most 80/],
    ["12345", /record's id/],
    ["0190aaaabbbbccccddddeeee", /record's id/],
    ["page-data", /keeps for itself/],
    ["---", /letter or a digit/],
    ["double--hyphen", /two together/],
    ["-leading", /start or end/],
  ])("refuses the slug %j with 400 and a message", async (slug, message) => {
    const response = await call("POST", "blogs", { title: "Any", slug })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(message)
    const programme = await call("POST", "programmes", { Name: "Any", slug })
    expect(programme.statusCode).toBe(400)
  })

  it("refuses with 409 a slug another record holds, on create and on save", async () => {
    const held = await create("blogs", { title: "Held", slug: "held-slug" })
    const clash = await call("POST", "blogs", { title: "B", slug: "held-slug" })
    expect(clash.statusCode).toBe(409)
    expect(clash.json().message).toMatch(/held-slug/)
    const other = await create("blogs", { title: "Other" })
    const save = await call("PUT", `blogs/${other.id}`, { slug: "held-slug" })
    expect(save.statusCode).toBe(409)
    // Its own slug, sent back with the record, is no clash.
    const own = await call("PUT", `blogs/${held.id}`, {
      title: "Held, renamed",
      slug: "held-slug",
    })
    expect(own.statusCode).toBe(200)
    expect(own.json().slug).toBe("held-slug")
  })

  it("gives one slug to one of two records saved with it at the same moment, and 409 to the other", async () => {
    const answers = await Promise.all(
      ["First", "Second"].map((title) =>
        call("POST", "blogs", { title, slug: "raced-slug" })
      )
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 409,
    ])
    // Made from the title at the same moment: each gets its own.
    const made = await Promise.all(
      [1, 2, 3].map(() => call("POST", "blogs", { title: "Same moment" }))
    )
    const slugs = made
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => answer.json().slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(made.every((answer) => [201, 409].includes(answer.statusCode))).toBe(
      true
    )
  })

  it("brings a record of another resource back from Trash as it was", async () => {
    const event = await create("events", { title: "Workshop" })
    expect((await call("DELETE", `events/${event.id}`)).statusCode).toBe(200)
    const back = await call("POST", `trash/events/${event.id}/restore`)
    expect(back.statusCode).toBe(200)
    expect(back.json()).not.toHaveProperty("slug")
  })

  it("makes a slug again from the title when a save clears it", async () => {
    const blog = await create("blogs", { title: "Before" })
    const saved = await call("PUT", `blogs/${blog.id}`, {
      title: "After the rename",
      slug: "",
    })
    expect(saved.json().slug).toBe("after-the-rename")
  })

  it("gives the page a changed slug when the record is published, and answers for the id or the slug now", async () => {
    const blog = await create("blogs", {
      title: "Rates",
      content: "<p>Words.</p>",
    })
    expect((await single(blog.id)).statusCode).toBe(404)
    await publish("blogs", blog.id)
    expect((await single(blog.id)).json().data.slug).toBe("rates")
    expect((await single("rates")).json().data.id).toBe(blog.id)

    const renamed = await call("PUT", `blogs/${blog.id}`, {
      slug: "rates-revisited",
    })
    expect(renamed.json()).toMatchObject({
      slug: "rates-revisited",
      state: "changed",
    })
    // The draft holds the new slug; the page keeps the published one.
    expect((await single("rates")).statusCode).toBe(200)
    expect((await single("rates-revisited")).statusCode).toBe(404)
    // The page's slug stays held while the draft moves away from it.
    const clash = await call("POST", "blogs", { title: "X", slug: "rates" })
    expect(clash.statusCode).toBe(409)

    await publish("blogs", blog.id)
    expect((await single("rates-revisited")).json().data.id).toBe(blog.id)
    expect((await single("rates")).statusCode).toBe(404)
    expect((await single("no-such-post")).statusCode).toBe(404)
    // An earlier slug of another record may be taken; its page wins once published.
    const next = await create("blogs", {
      title: "Rates again",
      content: "<p>New.</p>",
      slug: "rates",
    })
    await publish("blogs", next.id)
    expect((await single("rates")).json().data.id).toBe(next.id)
  })

  it("answers getsingleProgramme for the id or the slug now", async () => {
    const programme = await create("programmes", {
      Name: "Contract management",
      description: "<p>Two days.</p>",
    })
    await publish("programmes", programme.id)
    for (const x of [programme.id, "contract-management"]) {
      const response = await app.inject(`/api/v1/admin/getsingleProgramme/${x}`)
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toMatchObject({
        id: programme.id,
        slug: "contract-management",
      })
    }
    expect(
      (await app.inject("/api/v1/admin/getsingleProgramme/unknown-one"))
        .statusCode
    ).toBe(404)
  })

  it("gives a record back from Trash a new slug when another took its own", async () => {
    const gone = await create("blogs", { title: "Comeback" })
    expect((await call("DELETE", `blogs/${gone.id}`)).statusCode).toBe(200)
    const taker = await create("blogs", { title: "Comeback" })
    expect(taker.slug).toBe("comeback")
    const back = await call("POST", `trash/blogs/${gone.id}/restore`)
    expect(back.statusCode).toBe(200)
    expect(back.json().slug).toBe("comeback-2")
  })

  it("keeps search snippet fields within their limits", async () => {
    for (const [field, limit] of [
      ["seoTitle", 70],
      ["seoDescription", 170],
    ] as const) {
      const over = await call("POST", "blogs", {
        title: "T",
        [field]: "x".repeat(limit + 1),
      })
      expect(over.statusCode).toBe(400)
      expect(over.json().message).toBe(
        `${field} must be at most ${limit} characters`
      )
    }
    const social = await call("POST", "programmes", {
      Name: "P",
      socialImage: "javascript:alert(1)",
    })
    expect(social.statusCode).toBe(400)
    const kept = await create("blogs", {
      title: "Snippet",
      seoTitle: "t".repeat(70),
      seoDescription: "d".repeat(170),
      socialImage: "/uploads/abc.png",
      author: "Ada Lovelace",
    })
    expect(kept).toMatchObject({
      seoTitle: "t".repeat(70),
      socialImage: "/uploads/abc.png",
      author: "Ada Lovelace",
    })
  })
})
