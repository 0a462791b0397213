/** @dialect-dependent the retries' due times, compared in SQL */
import { retryDelay } from "../../plugins/app/outbox/notifier"
import { eventually } from "../eventually"
import { BRAND, build, validContact, type TestApp } from "../helper"
import {
  closedPort,
  expectEachEnquiryOnce,
  startSmtpSink,
  withSmtpApp,
  type SmtpSink,
} from "../smtp-sink"

// An e-mail the SMTP server does not take is retried with backoff (seconds, then minutes), and
// after 24 hours of failures it is marked failed, with the last error, until an administrator sends
// it again. The 24 hours pass on a clock of the test's own, handed to the app; the SMTP server is
// real and answers every recipient with a 451.

const HOUR = 60 * 60 * 1000

it("backs off from seconds to minutes", () => {
  expect(
    Array.from({ length: 10 }, (_, i) => retryDelay(i + 1) / 1000)
  ).toEqual([5, 10, 20, 40, 80, 160, 320, 640, 900, 900])
})

describe("a notification the SMTP server keeps refusing", () => {
  let now = Date.now()
  let contactId: string
  const suite = withSmtpApp({}, { clock: () => now })
  beforeAll(() => suite.sink.refuse("Mailbox busy, try again later"))

  const row = () =>
    suite.app.db
      .selectFrom("notifications")
      .selectAll()
      .where("contactId", "=", contactId)
      .executeTakeFirstOrThrow()
  const attemptsReach = (attempts: number) =>
    eventually(row, (notification) => notification.attempts >= attempts)
  const at = (ms: number) => new Date(ms).toISOString()
  const advanceTo = (ms: number) => {
    now = ms
    suite.app.notifier.wake()
  }
  // Each look the notifier takes for due work: the time on its clock, and what it took.
  const looks: { now: string; taken: string[] }[] = []
  beforeAll(() => {
    const repository = suite.app.notificationsRepository
    const claimDue = repository.claimDue
    repository.claimDue = async (options) => {
      const taken = await claimDue(options)
      looks.push({ now: options.now, taken: taken.map((n) => n.id) })
      return taken
    }
  })
  // Moves the clock and waits for the notifier's look at that time: what it took then.
  const takenAt = async (ms: number) => {
    advanceTo(ms)
    const look = await eventually(
      async () => looks.find((entry) => entry.now === at(ms)),
      Boolean
    )
    return look!.taken
  }

  it("is tried at once, and again after 5 s, not before", async () => {
    contactId = (
      await suite.app.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: validContact,
      })
    ).json().Contact.id
    // The record's own times come from the real clock: bring the test's up to them.
    advanceTo(Date.now())
    const first = await eventually(
      row,
      (n) => n.attempts === 1 && !n.claimToken
    )
    const failedAt = now
    expect(first).toMatchObject({
      state: "pending",
      failingSince: at(failedAt),
      nextAttemptAt: at(failedAt + 5_000),
      lastError: expect.stringContaining("451 Mailbox busy"),
    })

    expect(await takenAt(failedAt + 4_000)).toEqual([])
    expect((await row()).attempts).toBe(1)

    advanceTo(failedAt + 5_000)
    const second = await eventually(
      row,
      (n) => n.attempts === 2 && !n.claimToken
    )
    expect(second.nextAttemptAt).toBe(at(failedAt + 5_000 + 10_000))
    expect(second.failingSince).toBe(at(failedAt))
  })

  it("stays pending, with its last error in the panel, until 24 hours of failures have passed", async () => {
    const since = Date.parse((await row()).failingSince!)
    advanceTo(since + 24 * HOUR - 1_000)
    const late = await eventually(row, (n) => n.attempts === 3 && !n.claimToken)
    expect(late.state).toBe("pending")
    // The last attempt falls on the 24th hour, not a backoff later.
    expect(late.nextAttemptAt).toBe(at(since + 24 * HOUR))

    const record = await suite.app.inject({
      url: `/api/admin/contacts/${contactId}`,
      headers: suite.headers,
    })
    expect(record.json()).toMatchObject({
      notification: "pending",
      notificationAttempts: 3,
      notificationError: expect.stringContaining("Mailbox busy"),
    })
  })

  it("is marked failed with the last error after 24 hours, and is tried no more", async () => {
    const since = Date.parse((await row()).failingSince!)
    advanceTo(since + 24 * HOUR)
    const failed = await eventually(row, (n) => n.state === "failed")
    expect(failed).toMatchObject({
      attempts: 4,
      lastError: expect.stringContaining("451 Mailbox busy"),
      claimToken: null,
    })

    expect(await takenAt(now + 48 * HOUR)).toEqual([])
    expect((await row()).attempts).toBe(4)

    const record = await suite.app.inject({
      url: `/api/admin/contacts/${contactId}`,
      headers: suite.headers,
    })
    expect(record.json()).toMatchObject({
      notification: "failed",
      notificationError: expect.stringContaining("Mailbox busy"),
      notifiedAt: null,
    })
    const failedOnly = encodeURIComponent(
      JSON.stringify({ notification: "failed" })
    )
    const list = await suite.app.inject({
      url: `/api/admin/contacts?filter=${failedOnly}`,
      headers: suite.headers,
    })
    expect(list.json().map((contact: { id: string }) => contact.id)).toEqual([
      contactId,
    ])
    const status = await suite.app.inject({
      url: "/api/admin/notifications",
      headers: suite.headers,
    })
    expect(status.json().contacts).toEqual({ pending: 0, failed: 1 })
    expect(suite.sink.received).toHaveLength(0)
  })

  it("is sent again when an administrator asks, once the server takes mail", async () => {
    suite.sink.refuse(null)
    const resend = await suite.app.inject({
      method: "POST",
      url: `/api/admin/contacts/${contactId}/notification`,
      headers: suite.headers,
    })
    expect(resend.statusCode).toBe(202)
    expect(resend.json()).toMatchObject({ notification: "pending" })
    const [mail] = await suite.sink.waitFor(1)
    expect(mail.parsed.text).toContain(validContact.message)
    const sent = await eventually(row, (n) => n.state === "sent")
    expect(sent).toMatchObject({ lastError: "", failingSince: null })

    const again = await suite.app.inject({
      method: "POST",
      url: `/api/admin/contacts/${contactId}/notification`,
      headers: suite.headers,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toMatch(/already sent/)
    expect(suite.sink.received).toHaveLength(1)
  })

  it("refuses to send again what has not failed, or does not exist", async () => {
    const signUp = (
      await suite.app.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/newsletter/upload`,
        payload: { email: "reader@example.com" },
      })
    ).json().Contact.id
    const cases = [
      [`/api/admin/contacts/${signUp}/notification`, 409, /no e-mail/],
      ["/api/admin/contacts/nobody/notification", 404, /no record/],
      ["/api/admin/teachers/nobody/notification", 404, /no record/],
    ] as const
    for (const [url, status, message] of cases) {
      const response = await suite.app.inject({
        method: "POST",
        url,
        headers: suite.headers,
      })
      expect(response.statusCode).toBe(status)
      expect(response.json().message).toMatch(message)
    }
    const anonymous = await suite.app.inject({
      method: "POST",
      url: `/api/admin/contacts/${contactId}/notification`,
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

// After a long outage each e-mail's backoff has grown to minutes; when the SMTP server is back,
// none of them waits that out: the notifier asks the server every probeMs whether it answers
// (30 s in production, 200 ms here) and, at its first answer, sends every waiting one.
describe("e-mails backed off during a long outage", () => {
  let app: TestApp
  let sink: SmtpSink | undefined
  let port: number
  beforeAll(async () => {
    port = await closedPort()
    app = await build(
      { SMTP_URL: `smtp://127.0.0.1:${port}` },
      { notifierTiming: { probeMs: 200 } }
    )
  })
  afterAll(async () => {
    await app.close()
    await sink?.stop()
  })

  it("all leave within moments of the server's return", async () => {
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: { ...validContact, message: `Enquiry number ${i}` },
      })
      expect(response.statusCode).toBe(201)
    }
    const rows = () => app.db.selectFrom("notifications").selectAll().execute()
    await eventually(rows, (all) =>
      all.every((n) => n.attempts >= 1 && !n.claimToken)
    )
    // As an outage of an hour leaves them: the next attempt 15 minutes away.
    const later = new Date(Date.now() + 15 * 60_000).toISOString()
    await app.db
      .updateTable("notifications")
      .set({ nextAttemptAt: later, attempts: 9 })
      .execute()

    sink = await startSmtpSink(port)
    await sink.waitFor(3, 5_000)
    expectEachEnquiryOnce(sink.received, 3)
    await eventually(rows, (all) => all.every((n) => n.state === "sent"))
  })
})
