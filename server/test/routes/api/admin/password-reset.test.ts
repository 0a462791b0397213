/** @dialect-dependent the answers come while the account tables are locked (PostgreSQL: a table lock) */
import { sql } from "kysely"
import { signedIn, snapshot, staff, teacher } from "../../../people"
import { dictionary } from "@zxcvbn-ts/language-common"
import { testDatabase } from "../../../databases"
import { eventually } from "../../../eventually"
import { sessionStatus } from "../../../helper"
import { withSmtpApp } from "../../../smtp-sink"

// 'Forgot password': the same answer whether or not the address has an account; when it has, an
// e-mail (sent through the outbox to a real SMTP server) with a link valid one hour and usable
// once, which sets a new password and ends every session. The stored copy of the e-mail loses the
// token once it is sent. Reused, expired and forged links change nothing.

describe("forgot and reset password", () => {
  const suite = withSmtpApp()
  const forgot = (email: string) =>
    suite.app.inject({
      method: "POST",
      url: "/api/admin/auth/forgot",
      payload: { email },
    })
  const reset = (token: string, password = "a brand new password") =>
    suite.app.inject({
      method: "POST",
      url: "/api/admin/auth/reset",
      payload: { token, password },
    })
  // The n-th reset e-mail to an address, once the SMTP server has taken it, and its token.
  const mailTo = async (to: string, n: number) => {
    const mails = await eventually(
      async () =>
        suite.sink.received.filter(
          (m) =>
            m.envelope.to.includes(to) && /\/admin\/reset/.test(m.parsed.text!)
        ),
      (list) => list.length >= n
    )
    const mail = mails[n - 1]
    return {
      mail,
      token:
        /\/admin\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail.parsed.text!)?.[1] ??
        "",
    }
  }

  // Every 'forgot' so far handled and its e-mail, if any, sent: the requests are handled one after
  // another, so once a later one's link has arrived the earlier ones' e-mails are in the outbox,
  // and what the SMTP server holds once the outbox is empty is all it will get.
  let marks = 0
  const allMailed = async () => {
    marks += 1
    const mark = await staff(suite.app, {
      email: `mark-${marks}@coreval.test`,
      password: "a long enough password",
    })
    await forgot(mark.email)
    await mailTo(mark.email, 1)
    await eventually(
      () =>
        suite.app.db
          .selectFrom("notifications")
          .select("state")
          .where("state", "=", "pending")
          .execute(),
      (pending) => pending.length === 0
    )
  }

  // A new staff account, and the first reset link mailed to it.
  const staffWithResetLink = async (email: string) => {
    const person = await staff(suite.app, {
      email,
      password: "a long enough password",
    })
    await forgot(email)
    return { person, token: (await mailTo(email, 1)).token }
  }

  it("answers an unknown address exactly as a known one, and e-mails only the known one", async () => {
    const editor = await staff(suite.app)
    const known = await forgot(editor.email)
    const unknown = await forgot("nobody@coreval.test")
    expect(known.statusCode).toBe(202)
    expect(unknown.statusCode).toBe(202)
    expect(unknown.body).toBe(known.body)
    const { mail } = await mailTo(editor.email, 1)
    expect(mail.parsed.subject).toMatch(/new password/)
    expect(mail.parsed.text).toMatch(
      /https:\/\/www\.coreval\.example\/admin\/reset\?token=/
    )
    await allMailed()
    expect(
      suite.sink.received.filter(
        (received) => !received.envelope.to[0].startsWith("mark-")
      )
    ).toHaveLength(1)
  })

  it("sets the new password once, ends every session, and keeps no usable copy of the link", async () => {
    const editor = await signedIn(suite.app, {
      email: "editor@coreval.test",
      password: "an editor's long password",
    })
    const { token } = await mailTo(editor.email, 1)
    // Sent: the stored e-mail no longer carries the token.
    expect(await snapshot(suite.app)).not.toContain(token)

    const done = await reset(token)
    expect(done.statusCode).toBe(200)
    expect(
      await sessionStatus(suite.app, editor.headers, "/api/admin/banners")
    ).toBe(401)
    const fresh = await signedIn(suite.app, {
      email: editor.email,
      password: "a brand new password",
    })
    expect(fresh.id).toBe(editor.id)

    const before = await snapshot(suite.app)
    const again = await reset(token, "yet another password")
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toMatch(/already been used/)
    expect(await snapshot(suite.app)).toBe(before)
  })

  it("refuses an expired or forged link, and a password under 12 characters, changing nothing", async () => {
    const editor = await signedIn(suite.app, {
      email: "editor@coreval.test",
      password: "a brand new password",
    })
    // A minute later, a new link may be asked for.
    await sql`UPDATE account_tokens SET "createdAt" = '2000-01-01T00:00:00.000Z'`.execute(
      suite.app.db
    )
    await forgot(editor.email)
    const { token } = await mailTo(editor.email, 2)
    const before = await snapshot(suite.app)
    expect((await reset(token, "too short")).statusCode).toBe(400)
    for (const forged of [`${token}x`, token.toLowerCase(), "0".repeat(43)]) {
      const response = await reset(forged)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(/not valid/)
    }
    await sql`UPDATE account_tokens SET "expiresAt" = '2000-01-01T00:00:00.000Z' WHERE "usedAt" IS NULL`.execute(
      suite.app.db
    )
    const afterExpiry = await snapshot(suite.app)
    const expired = await reset(token)
    expect(expired.statusCode).toBe(400)
    expect(expired.json().message).toMatch(/expired/)
    expect(await snapshot(suite.app)).toBe(afterExpiry)
    expect(afterExpiry).not.toBe(before)
    expect(
      await sessionStatus(suite.app, editor.headers, "/api/admin/banners")
    ).toBe(200)
  })

  it("sends at most one link a minute per account, and lets a teacher reset their password too", async () => {
    const person = await teacher(suite.app)
    await forgot(person.email)
    await forgot(person.email)
    await forgot(person.email)
    const { token } = await mailTo(person.email, 1)
    await allMailed()
    // The teacher's approval e-mail, then one link.
    expect(
      suite.sink.received.filter((mail) =>
        mail.envelope.to.includes(person.email)
      )
    ).toHaveLength(2)
    expect((await reset(token, "the teacher's new password")).statusCode).toBe(
      200
    )
    expect(await sessionStatus(suite.app, person.headers)).toBe(401)
    const again = await signedIn(suite.app, {
      email: person.email,
      password: "the teacher's new password",
    })
    expect(again.id).toBe(person.id)

    const entries = await suite.app.db
      .selectFrom("audit")
      .select(["action", "actor", "resource"])
      .where("action", "=", "password_reset")
      .orderBy("at")
      .execute()
    expect(entries).toEqual([
      {
        action: "password_reset",
        actor: "editor@coreval.test",
        resource: "users",
      },
      { action: "password_reset", actor: person.email, resource: "teachers" },
    ])
  })

  it("answers a known and an unknown address before reading or writing anything, and mails the link after", async () => {
    const person = await staff(suite.app, {
      email: "quick@coreval.test",
      password: "a long enough password",
    })
    // While the accounts and tokens cannot be read (SQLite: the one connection is taken;
    // PostgreSQL: the tables are locked), both answers still come: neither waited for the work.
    const answers = await suite.app.db.transaction().execute(async (trx) => {
      if (testDatabase === "postgres")
        await sql`LOCK TABLE admins, teachers, account_tokens IN ACCESS EXCLUSIVE MODE`.execute(
          trx
        )
      return Promise.all([forgot(person.email), forgot("nobody@coreval.test")])
    })
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202])
    expect(answers[0].body).toBe(answers[1].body)
    const { token } = await mailTo(person.email, 1)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it("ends a reset link mailed before the password was changed", async () => {
    const { person, token } = await staffWithResetLink("changer@coreval.test")
    const changed = await suite.app.inject({
      method: "PUT",
      url: "/api/admin/auth/password",
      headers: person.headers,
      payload: {
        currentPassword: person.password,
        newPassword: "the password chosen since",
      },
    })
    expect(changed.statusCode).toBe(200)
    const late = await reset(token, "what the old link would set")
    expect(late.statusCode).toBe(400)
    expect(late.json().message).toMatch(/already been used/)
    const after = await signedIn(suite.app, {
      email: person.email,
      password: "the password chosen since",
    })
    expect(after.id).toBe(person.id)
  })

  it("refuses a common or breached password in any case, saying so, and keeps the link", async () => {
    const { person, token } = await staffWithResetLink("common@coreval.test")
    // Listed passwords long enough to pass the length rule, each with its letters' case shuffled.
    const listed = dictionary["passwords-common"].filter(
      (password) => password.length >= 12
    )
    const before = await snapshot(suite.app)
    for (let i = 0; i < 5; i++) {
      const password = [...listed[Math.floor(Math.random() * listed.length)]]
        .map((c) =>
          Math.random() < 0.5 && c.toUpperCase().toLowerCase() === c
            ? c.toUpperCase()
            : c
        )
        .join("")
      const refused = await reset(token, password)
      expect([password, refused.statusCode]).toEqual([password, 400])
      expect(refused.json().message).toMatch(
        /list of common or breached passwords/
      )
    }
    expect(await snapshot(suite.app)).toBe(before)
    expect((await reset(token, "a rarer choice of words")).statusCode).toBe(200)
  })
})
