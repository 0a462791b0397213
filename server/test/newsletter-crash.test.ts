/** @dialect-dependent the sends' claims and leases across a kill -9 */
import { connect } from "../db/connect"
import { ownDatabase, testDatabase } from "./databases"
import { eventually } from "./eventually"
import { ADMIN, BRAND } from "./helper"
import { rawHeader } from "./newsletter-helpers"
import { startServerProcess, type ServerProcess } from "./server-process"
import { startSmtpSink, type SmtpSink } from "./smtp-sink"

// A newsletter goes out while the server is killed without warning (SIGKILL) half-way through,
// then started again on the same database. What the design gives: every subscriber receives the
// issue, each from exactly one e-mail in the outbox (one delivery row per issue and subscriber,
// written with its e-mail). The e-mails that were in the SMTP conversation at the kill, accepted
// by the SMTP server but not yet marked sent, go again after their claim runs out: at worst one
// duplicate for those few, with the same Message-ID, which mail clients fold into one.

const READERS = 40
const RATE = 20

describe(`a newsletter across a kill -9, on ${testDatabase}`, () => {
  let sink: SmtpSink
  let server: ServerProcess | undefined
  const own = ownDatabase("coreval-newsletter-kill-", async () => {
    await server?.kill()
    await sink?.stop()
  })
  beforeAll(async () => {
    sink = await startSmtpSink()
  })

  it("reaches every subscriber, each with one Message-ID, after a restart", async () => {
    const env = {
      DATABASE_URL: own.database.url,
      SMTP_URL: sink.url,
      NEWSLETTER_RATE: String(RATE),
    }
    const { db } = connect(env.DATABASE_URL)
    try {
      server = await startServerProcess(env)
      const api = (url: string, init: RequestInit = {}) =>
        fetch(`http://127.0.0.1:${server!.port}${url}`, init)
      const json = (body: unknown, token?: string) => ({
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify(body),
      })

      const readers = Array.from(
        { length: READERS },
        (_, i) => `reader${String(i).padStart(2, "0")}@example.com`
      )
      for (const email of readers) {
        const answer = await api(
          `/api/v1/${BRAND}/newsletter/upload`,
          json({ email })
        )
        expect(answer.status).toBe(201)
      }
      const confirmations = await db
        .selectFrom("mails")
        .select("text")
        .where("category", "=", "newsletter-confirmation")
        .execute()
      for (const { text } of confirmations) {
        const link = new URL(/https:\S+confirm\?token=\S+/.exec(text)![0])
        // The confirmation page's button.
        const confirmed = await api(`${link.pathname}${link.search}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "",
        })
        expect(confirmed.status).toBe(200)
      }

      const { token } = await (
        await api("/api/admin/auth/login", json(ADMIN))
      ).json()
      const issue = await (
        await api(
          "/api/admin/newsletters",
          json(
            { subject: "Killed half-way", intro: "<p>Hello</p>", items: [] },
            token
          )
        )
      ).json()
      const started = await api(
        `/api/admin/newsletters/${issue.id}/send`,
        json({}, token)
      )
      expect(started.status).toBe(202)

      const newsletters = () =>
        sink.received.filter((mail) => rawHeader(mail, "List-Id"))
      await eventually(
        async () => newsletters().length,
        (count) => count >= READERS / 4,
        20_000
      )
      await server.kill()
      const atKill = newsletters().length
      expect(atKill).toBeLessThan(READERS)

      // The claims of the killed server would hold for two minutes; time passes at once here.
      const claimed = await db
        .updateTable("notifications")
        .set({ nextAttemptAt: new Date().toISOString() })
        .where("state", "=", "pending")
        .where("claimToken", "is not", null)
        .executeTakeFirst()
      server = await startServerProcess(env)

      const rows = await eventually(
        () =>
          db
            .selectFrom("newsletter_deliveries as d")
            .innerJoin("notifications as n", "n.mailId", "d.mailId")
            .select(["d.contactId", "n.state", "n.id"])
            .where("d.newsletterId", "=", issue.id)
            .execute(),
        (found) =>
          found.length === READERS &&
          found.every((row) => row.state === "sent"),
        30_000
      )
      expect(new Set(rows.map((row) => row.contactId)).size).toBe(READERS)

      const mails = newsletters()
      const byReader = new Map<string, Set<string>>()
      for (const mail of mails) {
        const ids = byReader.get(mail.envelope.to[0]) ?? new Set<string>()
        ids.add(mail.parsed.messageId!)
        byReader.set(mail.envelope.to[0], ids)
      }
      expect([...byReader.keys()].sort()).toEqual(readers)
      // One Message-ID per reader, whatever arrived twice.
      expect([...byReader.values()].every((ids) => ids.size === 1)).toBe(true)
      expect(new Set(mails.map((mail) => mail.parsed.messageId)).size).toBe(
        READERS
      )
      const duplicates = mails.length - READERS
      // Only the e-mails held by the killed server's claims could go twice.
      expect(duplicates).toBeLessThanOrEqual(Number(claimed.numUpdatedRows))
      const stored = await db
        .selectFrom("newsletter_deliveries")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("newsletterId", "=", issue.id)
        .executeTakeFirstOrThrow()
      expect(Number(stored.n)).toBe(READERS)
    } finally {
      await db.destroy()
    }
  }, 120_000)
})
