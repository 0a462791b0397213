/** @dialect-dependent each e-mail's slot in the outbox, kept across instances by SQL */
import { createCategoryPacer } from "../plugins/app/outbox/category-pacer"
import { eventually } from "./eventually"
import { adminToken, bearer, build, buildAsAdmin, type TestApp } from "./helper"
import { confirmedSubscribers, rawHeader } from "./newsletter-helpers"
import { startSmtpSink, type SmtpSink } from "./smtp-sink"

// The newsletter leaves at NEWSLETTER_RATE e-mails a second at most: each e-mail is queued in the
// outbox for its own slot, 1000 / rate ms after the one before (which holds across instances),
// and the notifier paces the category as it sends (which holds after a restart, when slots that
// passed meanwhile are all due at once). Enquiry e-mails are never held back by it.

describe("the newsletter's pace", () => {
  afterEach(() => jest.useRealTimers())

  it("lets one e-mail of a paced category go every 1000 / rate ms, and others at once", async () => {
    jest.useFakeTimers()
    let now = 1_000_000
    const abort = new AbortController()
    const pacer = createCategoryPacer(
      { newsletter: 4 },
      { clock: () => now, signal: abort.signal }
    )
    const done: string[] = []
    const turns = ["a", "b", "c", "d"].map((name) =>
      pacer.turn("newsletter").then(() => done.push(name))
    )
    void pacer.turn("newsletter-confirmation").then(() => done.push("other"))
    await jest.advanceTimersByTimeAsync(0)
    expect(done).toEqual(["a", "other"])
    await jest.advanceTimersByTimeAsync(249)
    expect(done).toEqual(["a", "other"])
    await jest.advanceTimersByTimeAsync(1)
    expect(done).toEqual(["a", "other", "b"])
    await jest.advanceTimersByTimeAsync(500)
    await Promise.all(turns)
    expect(done).toEqual(["a", "other", "b", "c", "d"])

    // After a pause the pace starts afresh, without a burst to catch up.
    now += 60_000
    const later: number[] = []
    for (let i = 0; i < 3; i++)
      void pacer.turn("newsletter").then(() => later.push(i))
    await jest.advanceTimersByTimeAsync(0)
    expect(later).toEqual([0])
    await jest.advanceTimersByTimeAsync(500)
    expect(later).toEqual([0, 1, 2])

    // A server closing cancels the waits, however many.
    const waiting = [pacer.turn("newsletter"), pacer.turn("newsletter")]
    abort.abort(new Error("closing"))
    const settled = await Promise.allSettled(waiting)
    expect(settled.map((result) => result.status)).toEqual([
      "rejected",
      "rejected",
    ])
    await expect(pacer.turn("newsletter")).rejects.toThrow("closing")
  })

  describe("in the outbox", () => {
    let app: TestApp
    let headers: Record<string, string>
    const now = Date.parse("2026-05-04T10:00:00.000Z")
    beforeAll(async () => {
      // No SMTP_URL: nothing leaves, so the queued slots can be read as they were written.
      ;({ app, headers } = await buildAsAdmin(
        { NEWSLETTER_RATE: 5 },
        { clock: () => now, jobTickMs: 0 }
      ))
    })
    afterAll(() => app.close())

    it("gives each e-mail its own slot, one interval after the last one waiting, across issues", async () => {
      await confirmedSubscribers(
        app,
        Array.from({ length: 12 }, (_, i) => `slot${i}@example.com`)
      )
      for (const subject of ["First", "Second"]) {
        const issue = (
          await app.inject({
            method: "POST",
            url: "/api/admin/newsletters",
            headers,
            payload: { subject, intro: "<p>Hello</p>", items: [] },
          })
        ).json()
        await app.inject({
          method: "POST",
          url: `/api/admin/newsletters/${issue.id}/send`,
          headers,
        })
        await app.newsletter.resume()
      }
      const slots = await app.db
        .selectFrom("notifications as n")
        .innerJoin("mails as m", "m.id", "n.mailId")
        .select(["n.nextAttemptAt", "m.subject"])
        .where("m.category", "=", "newsletter")
        .orderBy("n.nextAttemptAt")
        .execute()
      expect(slots).toHaveLength(24)
      const times = slots.map((slot) => Date.parse(slot.nextAttemptAt))
      expect(times[0]).toBe(now)
      expect(times.slice(1).map((time, i) => time - times[i])).toEqual(
        Array(23).fill(200)
      )
      expect(slots.slice(12).every((slot) => slot.subject === "Second")).toBe(
        true
      )
    })
  })

  describe("through a real SMTP server", () => {
    const RATE = 10
    const READERS = 16
    let app: TestApp
    let sink: SmtpSink
    beforeAll(async () => {
      sink = await startSmtpSink()
      app = await build({ SMTP_URL: sink.url, NEWSLETTER_RATE: RATE })
    })
    afterAll(async () => {
      await app.close()
      await sink.stop()
    })

    it(`sends ${READERS} e-mails at ${RATE} a second, while an enquiry's e-mail goes at once`, async () => {
      const headers = bearer(await adminToken(app))
      await confirmedSubscribers(
        app,
        Array.from({ length: READERS }, (_, i) => `pace${i}@example.com`)
      )
      await sink.waitFor(READERS)
      const issue = (
        await app.inject({
          method: "POST",
          url: "/api/admin/newsletters",
          headers,
          payload: { subject: "Paced", intro: "<p>Hello</p>", items: [] },
        })
      ).json()
      await app.inject({
        method: "POST",
        url: `/api/admin/newsletters/${issue.id}/send`,
        headers,
      })
      const newsletters = () =>
        sink.received.filter((mail) => rawHeader(mail, "List-Id"))
      await eventually(newsletters as never, () => newsletters().length >= 3)
      const enquiry = await app.inject({
        method: "POST",
        url: "/api/v1/coreval/contact/upload",
        payload: {
          name: "Mid Send",
          email: "mid.send@example.com",
          number: "070 123 4567",
          reason: "Timing",
          message: "Sent while the newsletter is going out.",
        },
      })
      const answeredAt = Date.now()
      expect(enquiry.statusCode).toBe(201)
      const mails = await eventually(
        async () => newsletters(),
        (found) => found.length === READERS,
        20_000
      )
      const enquiryMail = sink.received.find((mail) =>
        mail.envelope.to.includes("info@coreval.example")
      )!
      // Not queued behind the newsletter's remaining e-mails (over a second of them).
      expect(enquiryMail.receivedAt - answeredAt).toBeLessThan(700)
      expect(enquiryMail.receivedAt).toBeLessThan(mails.at(-1)!.receivedAt)

      const times = mails.map((mail) => mail.receivedAt).sort((a, b) => a - b)
      const measured = (READERS - 1) / ((times.at(-1)! - times[0]) / 1000)
      // Never faster than the rate (a little slack for the clock's and the socket's jitter),
      // and not much slower on a busy machine.
      expect(measured).toBeLessThanOrEqual(RATE * 1.1)
      expect(measured).toBeGreaterThan(RATE * 0.6)
      // No two closer than the interval allows, give or take the same jitter.
      const gaps = times.slice(1).map((time, i) => time - times[i])
      expect(Math.min(...gaps.slice(1))).toBeGreaterThan(1000 / RATE / 4)
    })
  })
})
