import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { gunzipSync } from "node:zlib"
import { sql } from "kysely"
import { migrationsDir } from "../db/migrate"
import { BRAND, adminToken, bearer, build, type TestApp } from "./helper"

// The upgrade docs/deploy.md describes: a database made and filled by the server of commit 9957609
// (fixtures/upgrade-fixture.ts says how it was made and how to make it again), then started by
// today's server, which runs the migrations that came since; every kind of record it held is
// served by the admin lists and the public reads.

const FIXTURE = path.join(__dirname, "fixtures", "upgrade-9957609.sqlite.gz")

describe("upgrading a database of commit 9957609", () => {
  let app: TestApp
  let headers: { authorization: string }
  beforeAll(async () => {
    app = await build((testDir) => {
      const file = path.join(testDir, "old", "site.sqlite")
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
      writeFileSync(file, gunzipSync(readFileSync(FIXTURE)), { mode: 0o600 })
      return { DATABASE_URL: `sqlite:${file}` }
    })
    headers = bearer(await adminToken(app))
  })
  afterAll(() => app.close())

  const get = async (url: string, auth = true) => {
    const response = await app.inject({ url, headers: auth ? headers : {} })
    expect(response.statusCode).toBe(200)
    return response
  }

  it("has run every migration of today's code", async () => {
    const { rows } = await sql<{
      name: string
    }>`SELECT name FROM kysely_migration`.execute(app.db)
    const files = readdirSync(migrationsDir)
      .filter((name) => /^\d+-.*\.ts$/.test(name))
      .map((name) => name.replace(/\.ts$/, ""))
    expect(rows.map((row) => row.name).sort()).toEqual(files.sort())
  })

  it("serves each published record in the public reads and the admin lists", async () => {
    const reads: Record<string, string> = {
      banners: "getallBanner",
      stories: "getallStory",
      templates: "getallTemplate",
      programmes: "getallProgramme",
      team: "getallTeam",
      events: "getallEvent",
      news: "getallNews",
      blogs: "getAllBlog",
    }
    for (const [resource, read] of Object.entries(reads)) {
      const listed = (await get(`/api/v1/admin/${read}`, false)).json().data
      expect(
        listed.map(
          (r: { title?: string; name?: string; Name?: string }) =>
            r.title ?? r.name ?? r.Name
        )
      ).toContain(
        `Kept ${resource}: ${resource === "programmes" ? "Name" : resource === "team" ? "name" : "title"}`
      )
      const admin = (await get(`/api/admin/${resource}`)).json()
      expect(admin.length).toBeGreaterThan(0)
    }
    const blogs = (await get("/api/admin/blogs")).json()
    expect(blogs.map((blog: { state: string }) => blog.state).sort()).toEqual([
      "draft",
      "published",
    ])
  })

  it("serves the enquiry, the subscriber and their consent, the teacher and the editor", async () => {
    const contacts = (await get("/api/admin/contacts")).json()
    expect(contacts.map((c: { email: string }) => c.email)).toContain(
      "amira.haddad@example.com"
    )
    const subscribers = (await get("/api/admin/subscribers")).json()
    expect(subscribers).toEqual([
      expect.objectContaining({
        email: "kept.subscriber@example.com",
        status: "confirmed",
      }),
    ])
    const ledger = await app.db
      .selectFrom("newsletter_consents")
      .select("event")
      .where("contactId", "=", subscribers[0].id)
      .orderBy("at")
      .orderBy("id")
      .execute()
    expect(ledger.map((entry) => entry.event)).toEqual([
      "signed_up",
      "confirmation_sent",
      "confirmed",
    ])
    const teachers = (await get("/api/admin/teachers")).json()
    expect(teachers[0]).toMatchObject({ email: "lena.okafor@example.com" })
    const users = (await get("/api/admin/users")).json()
    expect(users.map((u: { email: string }) => u.email).sort()).toEqual([
      "admin@coreval.test",
      "editor@coreval.test",
    ])
    const newsletters = (await get("/api/admin/newsletters")).json()
    expect(newsletters[0]).toMatchObject({ subject: "Kept issue" })
  })

  it("serves the upload's bytes and the published edit of the FAQ page", async () => {
    const media = (await get("/api/admin/media")).json()
    expect(media).toHaveLength(1)
    const image = await get(media[0].src, false)
    expect(image.headers["content-type"]).toBe("image/png")
    expect(image.rawPayload.subarray(1, 4).toString()).toBe("PNG")
    const faq = (
      await get(`/api/admin/site-files/${encodeURIComponent("pages/faq.json")}`)
    ).json()
    expect(faq).toMatchObject({ state: "published", status: "published" })
    expect(faq.text).toContain("Do you keep our records for years?")
  })

  it("takes new records", async () => {
    const posted = await app.inject({
      method: "POST",
      url: `/api/v1/${BRAND}/newsletter/upload`,
      payload: { email: "after.upgrade@example.com" },
    })
    expect(posted.statusCode).toBe(201)
  })
})
