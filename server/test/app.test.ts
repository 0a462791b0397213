import { sql } from "kysely"
import { readConfig } from "../plugins/external/env"
import { build, type TestApp } from "./helper"

describe("errors (app.ts)", () => {
  let app: TestApp
  beforeAll(async () => {
    app = await build()
  })
  afterAll(() => app.close())

  it("answers a failure of ours with a plain 500: no stack, no SQL, no table names", async () => {
    await sql`DROP TABLE banners`.execute(app.db)
    const response = await app.inject("/api/v1/admin/getallBanner")
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      message: expect.stringMatching(/on our side/),
    })
    expect(response.body).not.toMatch(/banners|SELECT|sqlite|at .*\.ts|stack/i)
  })

  it("keeps the security headers on errors", async () => {
    const response = await app.inject("/api/no-such-thing")
    expect(response.headers["x-content-type-options"]).toBe("nosniff")
  })
})

describe("configuration (env.ts)", () => {
  it("has the CONTRACT's defaults", () => {
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
