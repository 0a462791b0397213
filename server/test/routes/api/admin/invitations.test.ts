import { sql } from "kysely"
import { bearer, build, type TestApp } from "../../../helper"
import {
  admin,
  lastMail,
  login,
  signedIn,
  snapshot,
  type Person,
} from "../../../people"

// An administrator invites a colleague by e-mail (through the outbox); the link, valid 72 hours
// and usable once, lets them choose a password and signs them in with the role chosen for them.
// A reused, expired or forged link answers with a clear message and changes nothing. Roles and
// the disabled flag count from the next request; the last administrator stays one.

describe("invitations and staff accounts", () => {
  let app: TestApp
  let boss: Person
  beforeAll(async () => {
    app = await build()
    boss = await admin(app)
  })
  afterAll(() => app.close())

  const invite = (email: string, role = "editor", headers = boss.headers) =>
    app.inject({
      method: "POST",
      url: "/api/admin/users",
      headers,
      payload: { email, role },
    })
  const accept = (token: string, password = "a new colleague's password") =>
    app.inject({
      method: "POST",
      url: "/api/admin/auth/accept",
      payload: { token, password },
    })
  const update = (id: string, payload: object, headers = boss.headers) =>
    app.inject({
      method: "PUT",
      url: `/api/admin/users/${id}`,
      headers,
      payload,
    })

  it("e-mails a one-time link on the site's origin, stores only its hash, and signs in with the chosen role", async () => {
    const response = await invite("nadia@coreval.test")
    expect(response.statusCode).toBe(201)
    const account = response.json()
    expect(account).toMatchObject({
      email: "nadia@coreval.test",
      role: "editor",
      status: "invited",
      disabled: false,
      invitedBy: boss.email,
    })
    const mail = await lastMail(app, "nadia@coreval.test")
    expect(mail.category).toBe("invitation")
    expect(mail.link).toMatch(
      /^https:\/\/www\.coreval\.example\/admin\/accept\?token=[A-Za-z0-9_-]{40,}$/
    )
    expect(mail.text).toContain(boss.email)
    // The token's own table holds its hash, never the token; the e-mail waiting in the outbox
    // is the one copy (mail.test.ts: gone once it is sent).
    const tokens = await app.db
      .selectFrom("account_tokens")
      .selectAll()
      .execute()
    expect(JSON.stringify(tokens)).not.toContain(mail.token)

    // Invited, not yet accepted: no password opens it.
    expect(
      (
        await login(app, {
          email: "nadia@coreval.test",
          password: "x".repeat(12),
        })
      ).statusCode
    ).toBe(401)

    const accepted = await accept(mail.token!)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toMatchObject({ role: "editor", _id: account.id })
    const headers = bearer(accepted.json().token)
    expect(
      (await app.inject({ url: "/api/admin/banners", headers })).statusCode
    ).toBe(200)
    expect(
      (await app.inject({ url: "/api/admin/users", headers })).statusCode
    ).toBe(403)
    const listed = await app.inject({
      url: `/api/admin/users/${account.id}`,
      headers: boss.headers,
    })
    expect(listed.json().status).toBe("active")

    // Used once: the same link again is refused, and changes nothing.
    const before = await snapshot(app)
    const again = await accept(mail.token!, "someone else's password")
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toMatch(/already been accepted/)
    expect(await snapshot(app)).toBe(before)
    expect(
      (
        await login(app, {
          email: "nadia@coreval.test",
          password: "a new colleague's password",
        })
      ).statusCode
    ).toBe(200)
  })

  it("refuses an expired or forged link with its own message, changing nothing", async () => {
    await invite("late@coreval.test")
    const { token } = await lastMail(app, "late@coreval.test")
    // 72 hours and a moment later.
    await sql`UPDATE account_tokens SET "expiresAt" = ${new Date(Date.now() - 1000).toISOString()}
      WHERE "accountId" = (SELECT "id" FROM admins WHERE "email" = 'late@coreval.test')`.execute(
      app.db
    )
    const before = await snapshot(app)
    const expired = await accept(token!)
    expect(expired.statusCode).toBe(400)
    expect(expired.json().message).toMatch(/expired/)
    for (const forged of [token!.slice(0, -2) + "xx", "x", "A".repeat(200)]) {
      const response = await accept(forged)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(/not valid/)
    }
    expect((await accept("")).statusCode).toBe(400)
    expect(await snapshot(app)).toBe(before)

    // A new invitation replaces the old link.
    expect((await invite("late@coreval.test")).statusCode).toBe(201)
    const fresh = await lastMail(app, "late@coreval.test")
    expect(fresh.token).not.toBe(token)
    expect((await accept(fresh.token!)).statusCode).toBe(200)
  })

  it("refuses a common or breached password, and the link still works for a better one", async () => {
    await invite("common@coreval.test")
    const { token } = await lastMail(app, "common@coreval.test")
    const before = await snapshot(app)
    const common = await accept(token!, "Qwerty123456")
    expect(common.statusCode).toBe(400)
    expect(common.json().message).toMatch(/common or breached passwords/)
    expect(await snapshot(app)).toBe(before)
    expect((await accept(token!)).statusCode).toBe(200)
  })

  it("ends an invitation once a password is set another way (the admin CLI's reset-password)", async () => {
    const invited = (await invite("cli@coreval.test")).json()
    const { token } = await lastMail(app, "cli@coreval.test")
    // What `npm run admin -- reset-password` does to the account.
    await app.usersRepository.setAdminPassword(
      invited.id,
      await app.passwordManager.hash("the operator's password"),
      { revokeTokens: true }
    )
    const late = await accept(token!, "what the old link would set")
    expect(late.statusCode).toBe(400)
    expect(late.json().message).toMatch(/already been accepted/)
    expect(
      (
        await login(app, {
          email: "cli@coreval.test",
          password: "the operator's password",
        })
      ).statusCode
    ).toBe(200)
  })

  it("refuses to invite an address that has an account, and an invitation that is not an admin's", async () => {
    expect((await invite(boss.email)).statusCode).toBe(409)
    expect((await invite("x@coreval.test", "teacher")).statusCode).toBe(400)
    expect((await invite("not an address")).statusCode).toBe(400)
  })

  it("changes a role from the next request on, ends a disabled account's sessions, and keeps the last administrator", async () => {
    await invite("omar@coreval.test", "admin")
    const omar = (
      await accept((await lastMail(app, "omar@coreval.test")).token!)
    ).json()
    const headers = bearer(omar.token)
    expect(
      (await app.inject({ url: "/api/admin/users", headers })).statusCode
    ).toBe(200)

    const demoted = await update(omar._id, { role: "editor" })
    expect(demoted.statusCode).toBe(200)
    expect(demoted.json().role).toBe("editor")
    // The same token, the next request: refused.
    const refused = await app.inject({ url: "/api/admin/users", headers })
    expect(refused.statusCode).toBe(403)
    expect(
      (await app.inject({ url: "/api/admin/banners", headers })).statusCode
    ).toBe(200)

    expect((await update(omar._id, { disabled: true })).statusCode).toBe(200)
    const ended = await app.inject({ url: "/api/admin/banners", headers })
    expect(ended.statusCode).toBe(401)
    expect(ended.json().message).toMatch(/disabled/)
    const relogin = await login(app, {
      email: "omar@coreval.test",
      password: "a new colleague's password",
    })
    expect(relogin.statusCode).toBe(403)
    expect(relogin.json()).not.toHaveProperty("token")

    // The boss is now the only administrator who can sign in.
    const before = await snapshot(app)
    for (const change of [{ role: "editor" }, { disabled: true }]) {
      const last = await update(boss.id, change)
      expect(last.statusCode).toBe(409)
      expect(last.json().message).toMatch(/last administrator/)
    }
    expect(await snapshot(app)).toBe(before)
    // With a second administrator, the first may step down.
    await update(omar._id, { role: "admin", disabled: false })
    expect((await update(boss.id, { role: "editor" })).statusCode).toBe(200)
    const omarAgain = await signedIn(app, {
      email: "omar@coreval.test",
      password: "a new colleague's password",
    })
    expect(
      (await update(boss.id, { role: "admin" }, omarAgain.headers)).statusCode
    ).toBe(200)
  })

  it("audits each invitation, acceptance, role change and disabling, with who did it", async () => {
    const entries = await app.db
      .selectFrom("audit")
      .select(["action", "actor", "resource", "changes"])
      .where("resource", "=", "users")
      .orderBy("at")
      .orderBy("id")
      .execute()
    const actions = entries.map((entry) => `${entry.action} by ${entry.actor}`)
    expect(actions).toEqual(
      expect.arrayContaining([
        `invite by ${boss.email}`,
        "accept by nadia@coreval.test",
        `role_change by ${boss.email}`,
        `disable by ${boss.email}`,
      ])
    )
    const change = entries.find((entry) => entry.action === "role_change")!
    expect(JSON.parse(change.changes)).toEqual({ role: ["admin", "editor"] })
  })
})
