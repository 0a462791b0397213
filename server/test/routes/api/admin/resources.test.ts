/** @dialect-dependent the lists' sorting (NULLs last), search (LIKE … ESCAPE) and paging SQL */
import { sql } from "kysely"
import { buildAsAdmin, type TestApp } from "../../../helper"
import {
  editorialResources,
  fieldNames,
  PUBLISHED_RESOURCES,
  resources,
  type ResourceName,
} from "../../../../../schemas/content"

// A full record for every writable resource, with each field docs/api.md lists.
const samples: Partial<
  Record<ResourceName, Record<string, string | number | null>>
> = {
  banners: {
    title: "Value first",
    subtitle: "20-30% lower cost",
    image: "https://cdn.example.com/b.png",
    link: "/faq",
    order: 2,
  },
  stories: {
    title: "Our story",
    content: "Thirty experts, one method.",
    image: "/static/story.png",
  },
  templates: {
    title: "Tender checklist",
    image: "/static/t.png",
    category: "Contracts",
  },
  programmes: {
    Name: "CM+",
    Image: "/static/cm.png",
    description: "<p>10 chapters</p>",
    slug: "cm-plus",
    seoTitle: "CM+ in ten chapters",
    seoDescription: "Contract management, step by step.",
    socialImage: "/static/cm-card.png",
  },
  team: {
    name: "Sara Jansen",
    role: "Partner",
    bio: "Procurement lead for 20 years.",
    image: "/static/sara.png",
  },
  events: {
    title: "Round table",
    date: "2024-10-08T09:30:00Z",
    location: "The Hague",
    description: "Contract strategy",
  },
  news: {
    title: "Dubai office",
    content: "Now open.",
    image: "/static/dubai.png",
    date: "2024-03-01",
  },
  blogs: {
    title: "Tender drift",
    excerpt: "Why tenders copy old ones",
    content: "<h2>7% copies</h2>",
    image: "/static/blog.png",
    category: "Business cases",
    slug: "tender-drift",
    seoTitle: "Tender drift",
    seoDescription: "Why tenders copy old ones.",
    socialImage: "https://cdn.example.net/card.png",
    author: "Sara Jansen",
  },
  courses: {
    title: "ISC training",
    description: "10 modules",
    durationDays: 5,
    image: "/static/isc.png",
    teacherId: null,
  },
}

describe("/api/admin/{resource} (ra-data-simple-rest)", () => {
  let app: TestApp
  let headers: Record<string, string>
  beforeAll(async () => ({ app, headers } = await buildAsAdmin()))
  afterAll(() => app.close())

  const call = (method: string, url: string, payload?: unknown) =>
    app.inject({
      method: method as "GET",
      url: `/api/admin/${url}`,
      headers,
      payload: payload as object,
    })

  it("names in PUBLISHED_RESOURCES the resources of the editorial workflow", () => {
    expect([...PUBLISHED_RESOURCES]).toEqual(editorialResources)
  })

  describe.each(Object.keys(samples) as ResourceName[])("%s", (resource) => {
    const sample = samples[resource]!

    it("has exactly the documented fields", () => {
      expect(fieldNames(resource).sort()).toEqual(Object.keys(sample).sort())
    })

    it("creates (201, new id, body id ignored), reads, updates and deletes", async () => {
      const created = await call("POST", resource, {
        ...sample,
        id: "mine",
        createdAt: "1999",
      })
      expect(created.statusCode).toBe(201)
      const record = created.json()
      expect(record).toEqual({
        ...sample,
        id: expect.any(String),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        // A new record is a draft, at its first version.
        status: "draft",
        state: "draft",
        version: 1,
        publishAt: null,
        unpublishAt: null,
        publishedAt: null,
      })
      expect(record.id).not.toBe("mine")
      expect(record.createdAt).not.toBe("1999")

      const read = await call("GET", `${resource}/${record.id}`)
      expect(read.statusCode).toBe(200)
      expect(read.json()).toEqual(record)

      const [firstField] = fieldNames(resource)
      const updated = await call("PUT", `${resource}/${record.id}`, {
        ...record,
        id: "other",
        [firstField]: "Changed",
      })
      expect(updated.statusCode).toBe(200)
      expect(updated.json()).toMatchObject({
        ...sample,
        id: record.id,
        [firstField]: "Changed",
        createdAt: record.createdAt,
        version: 2,
      })

      const removed = await call("DELETE", `${resource}/${record.id}`)
      expect(removed.statusCode).toBe(200)
      expect(removed.json().id).toBe(record.id)
      expect((await call("GET", `${resource}/${record.id}`)).statusCode).toBe(
        404
      )
    })

    it("answers 404 for a record that does not exist", async () => {
      for (const method of ["GET", "PUT", "DELETE"]) {
        const response = await call(
          method,
          `${resource}/000000000000000000000000`,
          method === "PUT" ? {} : undefined
        )
        expect(response.statusCode).toBe(404)
        expect(response.json().message).toMatch(resource)
      }
    })
  })

  it("stores text exactly as sent, and rich text cleaned to its list (rich-text.test.ts)", async () => {
    const content = `<img src=x onerror="alert(1)"><script>alert('x')</script> ünïcødé — "quotes"  `
    const record = (
      await call("POST", "blogs", { title: "  padded title ", content })
    ).json()
    expect((await call("GET", `blogs/${record.id}`)).json()).toMatchObject({
      title: "  padded title ",
      content: ` ünïcødé — "quotes"  `,
    })
  })

  it("fills fields left out with empty values and keeps them on a partial PUT", async () => {
    const record = (
      await call("POST", "banners", { title: "Only a title" })
    ).json()
    expect(record).toMatchObject({
      subtitle: "",
      image: "",
      link: "",
      order: null,
    })
    const updated = (
      await call("PUT", `banners/${record.id}`, { subtitle: "Added" })
    ).json()
    expect(updated).toMatchObject({ title: "Only a title", subtitle: "Added" })
    expect(updated.updatedAt >= record.updatedAt).toBe(true)
  })

  it.each([
    ["a missing title", "banners", {}, /title is required/],
    ["a blank title", "banners", { title: "  " }, /title must not be blank/],
    [
      "an order that is text",
      "banners",
      { title: "x", order: "1" },
      /order must be a whole number/,
    ],
    [
      "an order with decimals",
      "banners",
      { title: "x", order: 1.5 },
      /order must be a whole number/,
    ],
    [
      "a javascript: link",
      "banners",
      { title: "x", link: "javascript:alert(1)" },
      /link must be an http\(s\) URL/,
    ],
    [
      "a link whose backslash a browser reads as a second slash",
      "banners",
      { title: "x", link: "/\\evil.example/x" },
      /link must be an http\(s\) URL/,
    ],
    [
      "a protocol-relative image",
      "stories",
      { title: "x", image: "//evil.example/x.png" },
      /image must be an http\(s\) URL/,
    ],
    [
      "a date that is not ISO 8601",
      "events",
      { title: "x", date: "8 October" },
      /date must be an ISO 8601 date/,
    ],
    [
      "a title over 200 characters",
      "news",
      { title: "t".repeat(201) },
      /title must be at most 200/,
    ],
    ["a missing Name", "programmes", { Image: "/x.png" }, /Name is required/],
    [
      "a body that is a list",
      "courses",
      [{ title: "x" }],
      /request body must be a JSON object/,
    ],
  ])("refuses %s with 400", async (_, resource, payload, message) => {
    const response = await call("POST", resource, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: expect.stringMatching(message) })
  })

  it("refuses the NUL character anywhere in a body with 400", async () => {
    const response = await call("POST", "news", {
      title: "ok",
      content: "a\u0000b",
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(
      "content must not contain the NUL character"
    )
  })

  it("refuses a blank required field on PUT and changes nothing", async () => {
    const record = (await call("POST", "team", { name: "Kept" })).json()
    const response = await call("PUT", `team/${record.id}`, { name: "" })
    expect(response.statusCode).toBe(400)
    expect((await call("GET", `team/${record.id}`)).json().name).toBe("Kept")
  })

  it("answers 404 for an unknown resource and 405 for PATCH", async () => {
    expect((await call("GET", "no-such-resource")).statusCode).toBe(404)
    const patch = await call("PATCH", "banners/abc", {})
    expect(patch.statusCode).toBe(405)
    expect(patch.headers.allow).toBe("GET, PUT, DELETE")
  })

  describe("list: sort, range, filter and Content-Range", () => {
    const titles = [
      "Alpha contracts",
      "Bravo tenders",
      "Charlie valves",
      "Delta drilling",
      "Echo contracts",
    ]
    beforeAll(async () => {
      await sql`DELETE FROM courses`.execute(app.db)
      for (const [i, title] of titles.entries()) {
        await call("POST", "courses", {
          title,
          durationDays: i + 1,
          description: i % 2 ? "online" : "on site",
        })
      }
    })
    const list = (query: Record<string, unknown>) =>
      call(
        "GET",
        `courses?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]))}`
      )

    it("pages with range and counts the total in Content-Range", async () => {
      const response = await list({ sort: ["title", "ASC"], range: [1, 3] })
      expect(response.statusCode).toBe(200)
      expect(response.json().map((c: { title: string }) => c.title)).toEqual(
        titles.slice(1, 4)
      )
      expect(response.headers["content-range"]).toBe("courses 1-3/5")
    })

    it("sorts descending by any field", async () => {
      const response = await list({
        sort: ["durationDays", "DESC"],
        range: [0, 9],
      })
      expect(
        response.json().map((c: { durationDays: number }) => c.durationDays)
      ).toEqual([5, 4, 3, 2, 1])
      expect(response.headers["content-range"]).toBe("courses 0-4/5")
    })

    it("searches the text fields with q, case-insensitively, counting only matches", async () => {
      const response = await list({ filter: { q: "CONTRACTS" }, range: [0, 0] })
      expect(response.json()).toHaveLength(1)
      expect(response.headers["content-range"]).toBe("courses 0-0/2")
    })

    it("treats % and _ in q as plain characters", async () => {
      const response = await list({ filter: { q: "%" } })
      expect(response.json()).toEqual([])
      expect(response.headers["content-range"]).toBe("courses */0")
    })

    it("returns the records named by an id list", async () => {
      const all = (await list({ sort: ["title", "ASC"] })).json()
      const ids = [all[0].id, all[2].id]
      const response = await list({ filter: { id: ids } })
      expect(
        response
          .json()
          .map((c: { id: string }) => c.id)
          .sort()
      ).toEqual([...ids].sort())
      expect((await list({ filter: { id: [] } })).json()).toEqual([])
    })

    it("matches other fields exactly", async () => {
      const response = await list({ filter: { description: "online" } })
      expect(
        response
          .json()
          .map((c: { title: string }) => c.title)
          .sort()
      ).toEqual(["Bravo tenders", "Delta drilling"])
      expect(
        (
          await list({ filter: { description: "online", durationDays: 2 } })
        ).json()
      ).toHaveLength(1)
    })

    it("bounds a field with _gte, _gt, _lte and _lt, and counts only what is within", async () => {
      const days = (query: Record<string, unknown>) =>
        list({ sort: ["durationDays", "ASC"], ...query })
      const response = await days({
        filter: { durationDays_gte: 2, durationDays_lt: 4 },
      })
      expect(
        response.json().map((c: { durationDays: number }) => c.durationDays)
      ).toEqual([2, 3])
      expect(response.headers["content-range"]).toBe("courses 0-1/2")
      const { createdAt } = response.json()[1]
      expect(
        (
          await days({
            filter: { createdAt_gt: createdAt, durationDays_lte: 4 },
          })
        )
          .json()
          .map((c: { durationDays: number }) => c.durationDays)
      ).toEqual([4])
    })

    it.each([
      [
        "a bound that is not a value of the field",
        { filter: { durationDays_gte: "two" } },
        /filter.durationDays_gte must be a whole number/,
      ],
      [
        "a sort field that does not exist",
        { sort: ["password", "ASC"] },
        /sort/,
      ],
      [
        "a sort direction that is not ASC or DESC",
        { sort: ["title", "SIDEWAYS"] },
        /sort/,
      ],
      ["a range backwards", { range: [5, 1] }, /range/],
      ["a negative range", { range: [-1, 3] }, /range/],
      [
        "a filter on an unknown field",
        { filter: { passwordHash: "x" } },
        /filter.passwordHash/,
      ],
      [
        "a filter that is a list",
        { filter: [1] },
        /filter must be a JSON object/,
      ],
      ["q that is not text", { filter: { q: 5 } }, /filter.q/],
      ["a range past the safe integers", { range: [1e20, 1e20] }, /range/],
      [
        "a boolean filter",
        { filter: { title: true } },
        /filter.title must be text/,
      ],
      [
        "text for an integer field",
        { filter: { durationDays: "five" } },
        /filter.durationDays must be a whole number/,
      ],
      [
        "an integer out of range",
        { filter: { durationDays: 1e12 } },
        /filter.durationDays/,
      ],
      ["a NUL in q", { filter: { q: "a\u0000b" } }, /NUL/],
    ])("answers 400 for %s", async (_, query, message) => {
      const response = await list(query)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(message)
    })

    it("answers 400 for a parameter that is not JSON", async () => {
      const response = await call("GET", "courses?sort=title")
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(/sort must be JSON/)
    })
  })

  it("lists every resource", async () => {
    for (const resource of Object.keys(resources)) {
      const response = await call("GET", resource)
      expect(response.statusCode).toBe(200)
      expect(response.headers["content-range"]).toMatch(
        new RegExp(`^${resource} `)
      )
    }
  })
})
