import { sql } from "kysely"
import { readConfig } from "../plugins/external/env"
import { editorialResources, resourceNames } from "../../schemas/content"
import {
  BRAND,
  build,
  buildAsAdmin,
  buildForTests,
  type TestApp,
} from "./helper"

describe("errors (app.ts)", () => {
  let app: TestApp
  buildForTests((built) => (app = built))

  it("answers a failure of ours with a plain 500: no stack, no SQL, no table names", async () => {
    await sql`DROP TABLE published`.execute(app.db)
    const response = await app.inject("/api/v1/admin/getallBanner")
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      message: expect.stringMatching(/on our side/),
    })
    expect(response.body).not.toMatch(
      /published|banners|SELECT|sqlite|at .*\.ts|stack/i
    )
  })

  it("keeps the security headers on errors", async () => {
    const response = await app.inject("/api/no-such-thing")
    expect(response.headers["x-content-type-options"]).toBe("nosniff")
  })
})

describe("hostile input on every route", () => {
  let app: TestApp
  let headers: Record<string, string>
  beforeAll(async () => ({ app, headers } = await buildAsAdmin()))
  afterAll(() => app.close())

  const bodies: unknown[] = [
    null,
    [],
    "text",
    42,
    {},
    { title: {}, name: [], Name: 1, email: { $ne: "" }, password: null },
    { title: "x", order: "1; DROP TABLE banners", durationDays: -1e400 },
    { title: "x".repeat(60_000) },
  ]
  const ids = ["x", "%27%20OR%201%3D1--", "a".repeat(65), "..%2F..%2Fetc"]
  const routes = [
    ...resourceNames.flatMap((resource) => [
      ["POST", `/api/admin/${resource}`],
      ...ids.flatMap((id) => [
        ["PUT", `/api/admin/${resource}/${id}`],
        ["GET", `/api/admin/${resource}/${id}`],
        ["DELETE", `/api/admin/${resource}/${id}`],
      ]),
    ]),
    ["POST", "/api/admin/newsletters"],
    ["POST", "/api/admin/newsletters/preview"],
    ...ids.flatMap((id) => [
      ["PUT", `/api/admin/newsletters/${id}`],
      ["POST", `/api/admin/newsletters/${id}/send`],
      ["GET", `/api/admin/subscribers/${id}`],
    ]),
    ["POST", `/api/v1/${BRAND}/contact/upload`],
    ["POST", `/api/v1/${BRAND}/newsletter/upload`],
    ["POST", "/api/admin/auth/login"],
    ["POST", "/api/teacher/auth/register"],
    ...ids.map((id) => ["GET", `/api/v1/admin/getSingleblog/${id}`]),
    // The editorial workflow's calls, with two of the hostile ids each.
    ...editorialResources.flatMap((resource) => [
      ["POST", `/api/admin/${resource}/preview`],
      ...ids.slice(1, 3).flatMap((id) => [
        ["POST", `/api/admin/${resource}/${id}/publish`],
        ["POST", `/api/admin/${resource}/${id}/unpublish`],
        ["GET", `/api/admin/${resource}/${id}/revisions`],
        ["POST", `/api/admin/${resource}/${id}/revisions/1/restore`],
        ["POST", `/api/admin/${resource}/${id}/preview`],
        ["POST", `/api/admin/trash/${resource}/${id}/restore`],
        ["DELETE", `/api/admin/trash/${resource}/${id}`],
      ]),
    ]),
    ...ids.flatMap((id) => [
      ["POST", `/api/admin/releases/${id}/restore`],
      ["GET", `/api/preview/${id}`],
    ]),
  ]

  it("never answers 5xx and always answers { message } on failure", async () => {
    for (const [method, url] of routes) {
      for (const body of bodies) {
        const response = await app.inject({
          method: method as "POST",
          url,
          headers: { ...headers, "content-type": "application/json" },
          payload: JSON.stringify(body),
        })
        expect([method, url, response.statusCode]).toEqual([
          method,
          url,
          expect.any(Number),
        ])
        expect(response.statusCode).toBeLessThan(500)
        if (response.statusCode >= 400) {
          expect(Object.keys(response.json())).toEqual(["message"])
        }
      }
    }
    const { rows } = await sql`SELECT 1 FROM banners`.execute(app.db)
    expect(Array.isArray(rows)).toBe(true)
    // Some 3,000 requests, one after another: on a busy two-core machine more than Jest's 30 s.
  }, 120_000)
})

describe("configuration (env.ts)", () => {
  it("has the documented defaults", () => {
    const config = readConfig({})
    expect(config).toMatchObject({
      PORT: 8000,
      HOST: "127.0.0.1",
      DATABASE_URL: "sqlite:data/site.sqlite",
      RATE_LIMIT_LOGIN: 10,
      RATE_LIMIT_FORMS: 20,
      TRUST_PROXY: false,
      GATSBY_API_URL: "",
    })
  })

  it("reads the environment", () => {
    const config = readConfig({
      PORT: "9001",
      RATE_LIMIT_FORMS: "0",
      TRUST_PROXY: "1",
    })
    expect(config.PORT).toBe(9001)
    expect(config.RATE_LIMIT_FORMS).toBe(0)
    expect(config.TRUST_PROXY).toMatch(/loopback/)
    expect(readConfig({ TRUST_PROXY: "10.0.0.0/8" }).TRUST_PROXY).toBe(
      "10.0.0.0/8"
    )
    expect(readConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false)
  })

  it("refuses a value it cannot use, naming it", () => {
    expect(() => readConfig({ PORT: "eighty" })).toThrow(/PORT/)
    expect(() => readConfig({ RATE_LIMIT_LOGIN: "-1" })).toThrow(
      /RATE_LIMIT_LOGIN/
    )
  })

  it("refuses to start on PostgreSQL without JWT_SECRET", async () => {
    await expect(
      build({
        DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
        JWT_SECRET: "",
      })
    ).rejects.toThrow()
  })
})
