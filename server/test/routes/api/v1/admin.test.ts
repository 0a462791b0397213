/** @dialect-dependent the public reads' ordering (NULLs last in both dialects) */
import { readFileSync } from "node:fs"
import path from "node:path"
import {
  bearer,
  buildAsAdmin,
  createPublished,
  publicShape,
  type TestApp,
} from "../../../helper"

const lists: Record<string, string> = {
  getallBanner: "banners",
  getallStory: "stories",
  getallTemplate: "templates",
  getallProgramme: "programmes",
  getallTeam: "team",
  getallEvent: "events",
  getallNews: "news",
  getAllBlog: "blogs",
  getallCrouse: "courses",
}

// Each with what its page needs to be published.
const samples: Record<string, Record<string, unknown>> = {
  banners: { title: "Lower cost, better value", order: 1, link: "/faq" },
  stories: { title: "From rig site to boardroom", content: "Thirty years." },
  templates: { title: "Contract strategy canvas", image: "/static/c.png" },
  programmes: {
    Name: "Contract management",
    Image: "/static/cm.png",
    description: "<p>CM+</p>",
  },
  team: { name: "Pieter de Vries", role: "Partner" },
  events: { title: "Supply chain round table", date: "2024-10-08" },
  news: { title: "New office in Dubai", content: "Open.", date: "2024-03-01" },
  blogs: { title: "Why tenders drift", content: "<h2>Drift</h2>" },
  courses: {
    title: "ISC training",
    description: "Ten modules",
    durationDays: 5,
  },
}

describe("GET /api/v1/admin/… (the public reads)", () => {
  let app: TestApp
  let token: string
  beforeAll(async () => ({ app, token } = await buildAsAdmin()))
  afterAll(() => app.close())

  const create = (resource: string, body: object) =>
    createPublished(app, token, resource, body)
  const draft = async (resource: string, body: object) =>
    (
      await app.inject({
        method: "POST",
        url: `/api/admin/${resource}`,
        headers: bearer(token),
        payload: body,
      })
    ).json()

  it.each(Object.keys(lists).filter((name) => name !== "getallCrouse"))(
    "%s answers {data: []} on an empty database",
    async (name) => {
      const response = await app.inject(`/api/v1/admin/${name}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ data: [] })
    }
  )

  it("getallCrouse answers the 8 courses of the content on a fresh database", async () => {
    const response = await app.inject("/api/v1/admin/getallCrouse")
    expect(
      response.json().data.map((course: { title: string }) => course.title)
    ).toEqual(
      JSON.parse(
        readFileSync(
          path.join(__dirname, "../../../../../content/seed/courses.json"),
          "utf8"
        )
      ).map((course: { title: string }) => course.title)
    )
  })

  it.each(Object.entries(lists))(
    "%s shows what an administrator published at once, with id and _id, and never a draft",
    async (name, resource) => {
      const unpublished = await draft(resource, samples[resource])
      const saved = await create(resource, samples[resource])
      const response = await app.inject(`/api/v1/admin/${name}`)
      expect(response.statusCode).toBe(200)
      const data = response.json().data
      expect(data).toContainEqual({ ...publicShape(saved), _id: saved.id })
      expect(data.map((record: { id: string }) => record.id)).not.toContain(
        unpublished.id
      )
    }
  )

  it.each([
    "Bearer null",
    "Bearer undefined",
    "Bearer not-a-token",
    "Basic abc",
    "",
  ])("answers the same with Authorization %j", async (authorization) => {
    const plain = await app.inject("/api/v1/admin/getallBanner")
    const response = await app.inject({
      url: "/api/v1/admin/getallBanner",
      headers: { authorization },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(plain.json())
  })

  it("orders banners by their order field", async () => {
    await create("banners", { title: "Third", order: 3, link: "/" })
    await create("banners", { title: "Second", order: 2, link: "/" })
    const titles = (await app.inject("/api/v1/admin/getallBanner"))
      .json()
      .data.map((banner: { order: number }) => banner.order)
    expect(titles).toEqual([...titles].sort((a, b) => a - b))
  })

  describe("getSingleblog/{id}", () => {
    it("answers {data} for a blog, HTML exactly as stored", async () => {
      const html = '<h2>Hi</h2><p>A <a href="/faq">page</a>.</p>'
      const blog = await create("blogs", { title: "Raw HTML", content: html })
      const unpublished = await draft("blogs", {
        title: "Draft",
        content: html,
      })
      expect(
        (await app.inject(`/api/v1/admin/getSingleblog/${unpublished.id}`))
          .statusCode
      ).toBe(404)
      const response = await app.inject(
        `/api/v1/admin/getSingleblog/${blog.id}`
      )
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toMatchObject({
        id: blog.id,
        _id: blog.id,
        content: html,
      })
    })

    it("answers 404 with a message for an unknown id", async () => {
      const response = await app.inject(
        "/api/v1/admin/getSingleblog/000000000000000000000000"
      )
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        message: expect.stringMatching(/blog/i),
      })
    })

    it("answers 400 naming the id for a malformed one", async () => {
      const response = await app.inject(
        "/api/v1/admin/getSingleblog/'%20OR%201=1"
      )
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(/id/)
    })
  })

  describe("getsingleProgramme/{id}", () => {
    it("answers {data: {Name, Image, description}}", async () => {
      const programme = await create("programmes", samples.programmes)
      const response = await app.inject(
        `/api/v1/admin/getsingleProgramme/${programme.id}`
      )
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toMatchObject({
        ...samples.programmes,
        _id: programme.id,
      })
    })

    it("answers 404 for an unknown id, even with a token", async () => {
      const response = await app.inject({
        url: "/api/v1/admin/getsingleProgramme/does-not-exist",
        headers: bearer(token),
      })
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toMatch(/programme/i)
    })
  })

  it("does not take POST on a read (405 with Allow)", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/admin/getallBanner",
    })
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe("GET")
    expect(response.json().message).toMatch(/POST/)
  })
})
