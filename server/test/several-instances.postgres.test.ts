import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { createTestDatabase, type TestDatabase } from "./databases"
import { ADMIN, BRAND, build, validContact, type TestApp } from "./helper"

// Several instances on one database: two servers on one PostgreSQL and one Redis hold
// the rate limits as if they were one, and store what each is sent once.

describe("two instances on one PostgreSQL and one Redis", () => {
  let dir: string
  let database: TestDatabase
  let servers: TestApp[]
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "coreval-instances-"))
    database = await createTestDatabase(dir)
  })
  afterAll(async () => {
    await database.drop()
    rmSync(dir, { recursive: true, force: true })
  })
  afterEach(() => Promise.all(servers.map((server) => server.close())))

  // Both on the same database and the same Redis namespace, as two deployments would be.
  const start = async (config: object) => {
    const shared = {
      DATABASE_URL: database.url,
      rateLimitNamespace: `instances-${randomBytes(4).toString("hex")}:`,
      ...config,
    }
    servers = await Promise.all([build(shared), build(shared)])
    return servers
  }

  it("hold the forms limit as one: the 21st post a minute is refused, whichever gets it", async () => {
    const [a, b] = await start({ RATE_LIMIT_FORMS: 20 })
    const post = (server: TestApp, i: number) =>
      server.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: { ...validContact, message: `Limit test ${i}` },
      })
    for (let i = 0; i < 20; i++) {
      expect((await post(i % 2 ? b : a, i)).statusCode).toBe(201)
    }
    const refusedA = await post(a, 20)
    const refusedB = await post(b, 21)
    expect([refusedA.statusCode, refusedB.statusCode]).toEqual([429, 429])
    expect(Number(refusedB.headers["retry-after"])).toBeGreaterThan(0)
    const stored = await a.db
      .selectFrom("contacts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("message", "like", "Limit test %")
      .executeTakeFirstOrThrow()
    expect(Number(stored.n)).toBe(20)
  })

  it("hold the login limit as one", async () => {
    const [a, b] = await start({ RATE_LIMIT_LOGIN: 10 })
    const login = (server: TestApp, password: string) =>
      server.inject({
        method: "POST",
        url: "/api/admin/auth/login",
        payload: { email: ADMIN.email, password },
      })
    for (let i = 0; i < 10; i++) {
      const response = await login(
        i % 2 ? b : a,
        i === 9 ? ADMIN.password : `wrong ${i}`
      )
      expect(response.statusCode).toBe(i === 9 ? 200 : 401)
    }
    expect((await login(a, ADMIN.password)).statusCode).toBe(429)
    expect((await login(b, ADMIN.password)).statusCode).toBe(429)
  })

  it("store 200 contacts sent to both alternately once each", async () => {
    const [a, b] = await start({ RATE_LIMIT_FORMS: 0 })
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 ? b : a).inject({
          method: "POST",
          url: `/api/v1/${BRAND}/contact/upload`,
          payload: { ...validContact, message: `Alternate ${i}` },
        })
      )
    )
    expect(responses.every((response) => response.statusCode === 201)).toBe(
      true
    )
    const ids = new Set(responses.map((response) => response.json().Contact.id))
    expect(ids.size).toBe(200)
    const rows = await b.db
      .selectFrom("contacts")
      .select(["id", "message"])
      .where("message", "like", "Alternate %")
      .execute()
    expect(rows).toHaveLength(200)
    expect(new Set(rows.map((row) => row.message)).size).toBe(200)
    expect(new Set(rows.map((row) => row.id))).toEqual(ids)
  })
})
