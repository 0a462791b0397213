/** @dialect-dependent the last administrator is kept by a lock (FOR UPDATE on PostgreSQL) */
import crypto from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { ACCOUNT_FAILURES } from "../../../../plugins/app/people/auth"
import {
  createPasswordManager,
  HashingBusy,
} from "../../../../plugins/app/people/password-manager"
import { readConfig } from "../../../../plugins/external/env"
import { createTestDatabase } from "../../../databases"
import {
  ADMIN,
  adminToken,
  bearer,
  build,
  buildForTests,
  sessionStatus,
  type TestApp,
} from "../../../helper"

// Accounts (docs/people.md): logout, the per-account limit on failed logins, the password change,
// and the hashes' cost.

const loginUrl = "/api/admin/auth/login"

const login = (
  app: TestApp,
  payload: { email: string; password: string },
  remoteAddress = "127.0.0.1"
) => app.inject({ method: "POST", url: loginUrl, payload, remoteAddress })

describe("POST /api/admin/auth/logout", () => {
  let app: TestApp
  buildForTests((built) => (app = built))

  it("answers 204, and the token is refused from then on", async () => {
    const token = await adminToken(app)
    expect(
      (await app.inject({ url: "/api/admin/banners", headers: bearer(token) }))
        .statusCode
    ).toBe(200)
    const logout = await app.inject({
      method: "POST",
      url: "/api/admin/auth/logout",
      headers: bearer(token),
    })
    expect(logout.statusCode).toBe(204)
    expect(logout.body).toBe("")
    expect(await sessionStatus(app, bearer(token), "/api/admin/banners")).toBe(
      401
    )
    const again = await app.inject({
      method: "POST",
      url: "/api/admin/auth/logout",
      headers: bearer(token),
    })
    expect(again.statusCode).toBe(401)
  })

  it("needs a token", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/auth/logout",
    })
    expect(response.statusCode).toBe(401)
  })

  it("leaves the administrator's other sessions alone", async () => {
    const kept = await adminToken(app)
    const ended = await adminToken(app)
    await app.inject({
      method: "POST",
      url: "/api/admin/auth/logout",
      headers: bearer(ended),
    })
    const list = (token: string) =>
      app.inject({ url: "/api/admin/banners", headers: bearer(token) })
    expect((await list(ended)).statusCode).toBe(401)
    expect((await list(kept)).statusCode).toBe(200)
  })

  it("leaves a new login working", async () => {
    const token = await adminToken(app)
    expect(
      (await app.inject({ url: "/api/admin/banners", headers: bearer(token) }))
        .statusCode
    ).toBe(200)
  })
})

describe("the per-account limit on failed logins", () => {
  let app: TestApp
  // Per-address limits off, so only the account's count is at work; each try from another address.
  buildForTests((built) => (app = built), { RATE_LIMIT_LOGIN: 0 })
  // Each test starts with no failure counted: the counts are all the lock keeps.
  beforeEach(() => app.db.deleteFrom("login_failures").execute())

  let address = 0
  const fresh = () => `198.51.100.${(address++ % 250) + 1}`
  const fail = async (email: string, times: number) => {
    for (let i = 0; i < times; i++) {
      const response = await login(
        app,
        { email, password: `wrong ${i}` },
        fresh()
      )
      expect(response.statusCode).toBe(401)
    }
  }

  it("answers 429 with Retry-After after 10 failures, from any address, even to the right password", async () => {
    await fail(ADMIN.email, ACCOUNT_FAILURES)
    const blocked = await login(app, ADMIN, "203.0.113.77")
    expect(blocked.statusCode).toBe(429)
    const retryAfter = Number(blocked.headers["retry-after"])
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    expect(blocked.json()).toEqual({
      message: expect.stringMatching(/Too many failed logins/),
    })
    // The address's case does not make it another account.
    const upper = await login(
      app,
      { ...ADMIN, email: ADMIN.email.toUpperCase() },
      fresh()
    )
    expect(upper.statusCode).toBe(429)
  })

  it("locks an unknown address the same way, so a lock tells nothing", async () => {
    await fail("nobody@coreval.test", ACCOUNT_FAILURES)
    const blocked = await login(
      app,
      { email: "nobody@coreval.test", password: "anything at all" },
      fresh()
    )
    expect(blocked.statusCode).toBe(429)
    expect((await login(app, ADMIN, fresh())).statusCode).toBe(200)
  })

  it("lets the account in again 15 minutes after the last failure", async () => {
    await fail(ADMIN.email, ACCOUNT_FAILURES)
    expect((await login(app, ADMIN, fresh())).statusCode).toBe(429)
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60_000).toISOString()
    await app.db
      .updateTable("login_failures")
      .set({ lastFailureAt: sixteenMinutesAgo })
      .execute()
    expect((await login(app, ADMIN, fresh())).statusCode).toBe(200)
  })

  it("checks at most 10 of 40 wrong passwords sent at once; the others get 429 with Retry-After", async () => {
    const verify = jest.spyOn(app.passwordManager, "verify")
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(app, { ...ADMIN, password: `wrong at once ${i}` }, fresh())
      )
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(verify.mock.calls.length).toBeLessThanOrEqual(ACCOUNT_FAILURES)
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      verify.mock.calls.length
    )
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      40 - verify.mock.calls.length
    )
    for (const answer of answers.filter((a) => a.statusCode === 429))
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(14 * 60)
    // Locked now, for the right password too.
    expect((await login(app, ADMIN, fresh())).statusCode).toBe(429)
    verify.mockRestore()
  })

  it("starts the count again after a success", async () => {
    await fail(ADMIN.email, ACCOUNT_FAILURES - 1)
    expect((await login(app, ADMIN, fresh())).statusCode).toBe(200)
    await fail(ADMIN.email, ACCOUNT_FAILURES - 1)
    expect((await login(app, ADMIN, fresh())).statusCode).toBe(200)
  })
})

describe("PUT /api/admin/auth/password", () => {
  let app: TestApp
  buildForTests((built) => (app = built))

  const change = (token: string, payload: object) =>
    app.inject({
      method: "PUT",
      url: "/api/admin/auth/password",
      headers: bearer(token),
      payload,
    })

  it("needs the current password and a new one of at least 12 characters, not a common one", async () => {
    const token = await adminToken(app)
    const wrong = await change(token, {
      currentPassword: "not the password",
      newPassword: "a brand new password",
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toMatch(/current password/)
    const short = await change(token, {
      currentPassword: ADMIN.password,
      newPassword: "too short",
    })
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toMatch(/newPassword must be at least 12/)
    const common = await change(token, {
      currentPassword: ADMIN.password,
      newPassword: "QWERTY123456",
    })
    expect(common.statusCode).toBe(400)
    expect(common.json().message).toMatch(/common or breached passwords/)
    expect((await login(app, ADMIN)).statusCode).toBe(200)
  })

  it("changes it, ends the other sessions and gives this one a new token", async () => {
    const other = await adminToken(app)
    const token = await adminToken(app)
    const next = "a brand new password"
    const response = await change(token, {
      currentPassword: ADMIN.password,
      newPassword: next,
    })
    expect(response.statusCode).toBe(200)
    const fresh = response.json().token
    for (const old of [token, other]) {
      expect(await sessionStatus(app, bearer(old), "/api/admin/banners")).toBe(
        401
      )
    }
    expect(await sessionStatus(app, bearer(fresh), "/api/admin/banners")).toBe(
      200
    )
    expect((await login(app, ADMIN)).statusCode).toBe(401)
    expect((await login(app, { ...ADMIN, password: next })).statusCode).toBe(
      200
    )
  })

  it("needs a token", async () => {
    const response = await app.inject({
      method: "PUT",
      url: "/api/admin/auth/password",
      payload: { currentPassword: "x", newPassword: "long enough password" },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe("password hashes", () => {
  it("run at most `concurrency` at once with at most `queue` waiting; the rest are refused with 429 and Retry-After", async () => {
    const scrypt = crypto.scrypt
    const inFlight = { now: 0, most: 0 }
    const spy = jest.spyOn(crypto, "scrypt").mockImplementation(((
      ...args: unknown[]
    ) => {
      inFlight.now++
      inFlight.most = Math.max(inFlight.most, inFlight.now)
      const done = args.pop() as (error: Error | null, key: Buffer) => void
      ;(scrypt as (...a: unknown[]) => void)(
        ...args,
        (error: Error | null, key: Buffer) => {
          inFlight.now--
          done(error, key)
        }
      )
    }) as typeof crypto.scrypt)
    try {
      const manager = createPasswordManager(12, { concurrency: 2, queue: 3 })
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) => manager.hash(`password ${i}`))
      )
      expect(inFlight.most).toBe(2)
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5)
      const refused = results.filter((r) => r.status === "rejected")
      expect(refused).toHaveLength(3)
      for (const { reason } of refused as PromiseRejectedResult[]) {
        expect(reason).toBeInstanceOf(HashingBusy)
        expect(reason.statusCode).toBe(429)
        expect(Number(reason.headers["retry-after"])).toBeGreaterThanOrEqual(1)
      }
      // The places free up again.
      await expect(manager.hash("one more")).resolves.toMatch(/^scrypt\$/)
    } finally {
      spy.mockRestore()
    }
  })

  it("are made at scrypt N = 2^17, r = 8, p = 1 by default", async () => {
    expect(readConfig({}).scryptCost).toBe(17)
    const hash = await createPasswordManager(17).hash("a password to hash")
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/)
  })

  it("are remade at the current cost on the next successful login", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "coreval-rehash-"))
    const database = await createTestDatabase(dir, { migrated: true })
    const storedHash = async (app: TestApp) =>
      (
        await app.db
          .selectFrom("admins")
          .select("passwordHash")
          .executeTakeFirstOrThrow()
      ).passwordHash
    try {
      const before = await build({ DATABASE_URL: database.url, scryptCost: 10 })
      const token = await adminToken(before)
      expect(await storedHash(before)).toMatch(/^scrypt\$1024\$/)
      await before.close()

      const after = await build({ DATABASE_URL: database.url, scryptCost: 11 })
      try {
        expect(
          (await login(after, { ...ADMIN, password: "wrong one" })).statusCode
        ).toBe(401)
        expect(await storedHash(after)).toMatch(/^scrypt\$1024\$/)
        expect((await login(after, ADMIN)).statusCode).toBe(200)
        expect(await storedHash(after)).toMatch(/^scrypt\$2048\$/)
        expect((await login(after, ADMIN)).statusCode).toBe(200)
        // A stronger hash of the same password ends no session.
        const list = await after.inject({
          url: "/api/admin/banners",
          headers: bearer(token),
        })
        expect(list.statusCode).toBe(200)
      } finally {
        await after.close()
      }
    } finally {
      await database.drop()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
