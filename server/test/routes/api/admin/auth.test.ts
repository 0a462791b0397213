/** @dialect-dependent the login failures' counter is one UPDATE with CASE, and addresses match by lower() */
import { readFileSync, statSync } from "node:fs"
import path from "node:path"
import { FIRST_ADMIN_FILE } from "../../../../plugins/app/people/first-admin"
import {
  ADMIN,
  bearer,
  build,
  buildForTests,
  logLines,
  JWT_SECRET,
  signJwt,
  type TestApp,
} from "../../../helper"

const loginUrl = "/api/admin/auth/login"

// One app for the logins and the bearer tokens: neither changes what the other reads (one wrong
// password is far from the account's lock).
let app: TestApp
buildForTests((built) => (app = built))

describe("POST /api/admin/auth/login", () => {
  const login = (payload: unknown) =>
    app.inject({ method: "POST", url: loginUrl, payload: payload as object })

  it("answers 200 {token, _id, message} for the administrator", async () => {
    const response = await login(ADMIN)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({
      token: expect.any(String),
      _id: expect.any(String),
      role: "admin",
      message: expect.any(String),
    })
    const claims = JSON.parse(
      Buffer.from(body.token.split(".")[1], "base64url").toString()
    )
    expect(claims.sub).toBe(body._id)
    const header = JSON.parse(
      Buffer.from(body.token.split(".")[0], "base64url").toString()
    )
    expect(header.alg).toBe("HS256")
    const lifetime = claims.exp - Math.floor(Date.now() / 1000)
    expect(lifetime).toBeGreaterThan(0)
    expect(lifetime).toBeLessThanOrEqual(24 * 3600)
  })

  it("ignores the case of the e-mail address", async () => {
    const response = await login({ ...ADMIN, email: ADMIN.email.toUpperCase() })
    expect(response.statusCode).toBe(200)
  })

  it("gives the same 401 for a wrong password and an unknown address", async () => {
    const wrong = await login({ ...ADMIN, password: "not the password at all" })
    const unknown = await login({
      email: "nobody@coreval.test",
      password: ADMIN.password,
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json().message).toMatch(/e-mail address or password/)
  })

  it.each([
    ["no password", { email: ADMIN.email }, /password is required/],
    ["no e-mail", { password: "x" }, /email is required/],
    [
      "a malformed e-mail",
      { email: "admin", password: "x" },
      /email must be a valid e-mail/,
    ],
    [
      "an empty password",
      { email: ADMIN.email, password: "" },
      /password must not be empty/,
    ],
    [
      "a password that is a number",
      { email: ADMIN.email, password: 1234 },
      /password must be text/,
    ],
  ])("answers 400 for %s", async (_, payload, message) => {
    const response = await login(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(message)
  })
})

describe("admin bearer tokens", () => {
  let adminId: string
  beforeAll(async () => {
    adminId = (
      await app.inject({ method: "POST", url: loginUrl, payload: ADMIN })
    ).json()._id
  })

  const list = (headers: Record<string, string> = {}) =>
    app.inject({ url: "/api/admin/banners", headers })
  const now = () => Math.floor(Date.now() / 1000)

  it("lets a valid token through", async () => {
    const token = signJwt({
      sub: adminId,
      role: "admin",
      iat: now(),
      exp: now() + 60,
    })
    expect((await list(bearer(token))).statusCode).toBe(200)
  })

  const refused: Array<[string, () => Record<string, string>, RegExp]> = [
    [
      "no Authorization header",
      () => ({}),
      /needs an administrator's bearer token/,
    ],
    ["Bearer null", () => bearer("null"), /not valid/],
    [
      "a token signed with another secret",
      () =>
        bearer(
          signJwt(
            { sub: adminId, role: "admin", exp: now() + 60 },
            "guessed-secret"
          )
        ),
      /not valid/,
    ],
    [
      "a tampered payload",
      () => {
        const [head, , signature] = signJwt({
          sub: adminId,
          role: "admin",
          exp: now() + 60,
        }).split(".")
        const payload = Buffer.from(
          JSON.stringify({ sub: adminId, role: "admin", exp: now() + 99999 })
        ).toString("base64url")
        return bearer(`${head}.${payload}.${signature}`)
      },
      /not valid/,
    ],
    [
      "an expired token",
      () =>
        bearer(
          signJwt({
            sub: adminId,
            role: "admin",
            iat: now() - 7200,
            exp: now() - 3600,
          })
        ),
      /expired/,
    ],
    [
      "alg none",
      () =>
        bearer(
          signJwt(
            { sub: adminId, role: "admin", exp: now() + 60 },
            JWT_SECRET,
            { alg: "none", typ: "JWT" }
          ).replace(/[^.]+$/, "")
        ),
      /not valid/,
    ],
    [
      "a token for someone who is not an administrator",
      () =>
        bearer(
          signJwt({ sub: "someone-else", role: "admin", exp: now() + 60 })
        ),
      /not valid/,
    ],
    [
      "a token without the admin role",
      () => bearer(signJwt({ sub: adminId, role: "teacher", exp: now() + 60 })),
      /not valid/,
    ],
    [
      "a Basic header",
      () => ({ authorization: "Basic YWRtaW46YWRtaW4=" }),
      /not valid|bearer token/,
    ],
  ]
  it.each(refused)("answers 401 with %s", async (_, headers, message) => {
    const response = await list(headers())
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: expect.stringMatching(message) })
  })

  it("protects writes and deletes as well as reads", async () => {
    const create = await app.inject({
      method: "POST",
      url: "/api/admin/banners",
      payload: { title: "x" },
    })
    const remove = await app.inject({
      method: "DELETE",
      url: "/api/admin/contacts/abc",
    })
    expect(create.statusCode).toBe(401)
    expect(remove.statusCode).toBe(401)
  })
})

describe("login rate limit", () => {
  let app: TestApp
  buildForTests((built) => (app = built), { RATE_LIMIT_LOGIN: 10 })

  it("allows 10 tries a minute per address, then 429 with Retry-After, even for the right password", async () => {
    for (let i = 0; i < 10; i++) {
      const response = await app.inject({
        method: "POST",
        url: loginUrl,
        payload: { ...ADMIN, password: `wrong ${i}` },
      })
      expect(response.statusCode).toBe(401)
    }
    const blocked = await app.inject({
      method: "POST",
      url: loginUrl,
      payload: ADMIN,
    })
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0)
    expect(blocked.json()).toEqual({
      message: expect.stringMatching(/Too many requests/),
    })
    expect(blocked.json()).not.toHaveProperty("token")
  })

  it("ignores X-Forwarded-For without TRUST_PROXY", async () => {
    const response = await app.inject({
      method: "POST",
      url: loginUrl,
      payload: ADMIN,
      headers: { "x-forwarded-for": "192.0.2.44" },
    })
    expect(response.statusCode).toBe(429)
  })
})

describe("the first administrator", () => {
  it("is created with a generated password, written to a file only its owner can read, and never logged", async () => {
    const { lines, stream } = logLines()
    const app = await build(
      { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" },
      { logger: { level: "info", stream } }
    )
    try {
      const line = lines.find((text) => text.includes("generated password"))
      expect(line).toBeDefined()
      const { file, msg } = JSON.parse(line!)
      // Beside the SQLite file, or in the data folder when the database is PostgreSQL.
      expect(file).toBe(path.join(app.testDir, "data", FIRST_ADMIN_FILE))
      expect(msg).toContain(file)
      expect(statSync(file).mode & 0o777).toBe(0o600)
      const text = readFileSync(file, "utf8")
      const email = /^E-mail: (\S+)$/m.exec(text)![1]
      const password = /^Password: (\S+)$/m.exec(text)![1]
      expect(email).toBe("admin@coreval.example")
      expect(password.length).toBeGreaterThanOrEqual(16)
      const response = await app.inject({
        method: "POST",
        url: loginUrl,
        payload: { email, password },
      })
      expect(response.statusCode).toBe(200)
      // No line of the log holds it.
      expect(lines.length).toBeGreaterThan(0)
      expect(lines.join("\n")).not.toContain(password)
    } finally {
      await app.close()
    }
  })
})
