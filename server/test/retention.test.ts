/** @dialect-dependent deletions by age and address in each dialect's SQL */
import { applyRetention } from "../plugins/app/audit/retention-repository"
import { eventually } from "./eventually"
import { BRAND, buildAsAdmin, type TestApp, validContact } from "./helper"
import {
  confirmedSubscribers,
  oneClickUnsubscribe,
  signUp,
} from "./newsletter-helpers"
import { startSmtpSink, type SmtpSink } from "./smtp-sink"

// The daily retention sweep, on the test's clock: contact requests go 24 months after their last
// change, spam and unconfirmed sign-ups after 30 days, subscribers who left 30 days after leaving,
// and the e-mails the server wrote 90 days after they were sent. Each period is a setting; 0
// keeps records for good.

const DAY = 86_400_000

describe("retention", () => {
  // Real time, moved on by whole days: enquiries are stamped with the real time as they arrive.
  let offset = 0
  let app: TestApp
  let sink: SmtpSink
  let headers: Record<string, string>
  beforeAll(async () => {
    sink = await startSmtpSink()
    ;({ app, headers } = await buildAsAdmin(
      { SMTP_URL: sink.url, NEWSLETTER_RATE: 1000 },
      { clock: () => Date.now() + offset, jobTickMs: 0 }
    ))
  })
  afterAll(async () => {
    await app.close()
    await sink.stop()
  })

  const contactIds = async () =>
    (await app.db.selectFrom("contacts").select("id").execute()).map(
      (row) => row.id
    )
  const mailsTo = async (email: string) =>
    (
      await app.db
        .selectFrom("mails")
        .select("id")
        .where("toAddress", "=", email)
        .execute()
    ).length
  const sweep = async (atDay: number) => {
    offset = atDay * DAY
    return app.jobs.runDue()
  }

  it("deletes each kind of record when its time has come, once a day", async () => {
    const post = (payload: object) =>
      app.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: { ...validContact, ...payload },
      })
    const request = (await post({})).json().Contact.id
    const spam = (await post({ website: "https://spam.example" })).json()
      .Contact.id
    const unconfirmed = (
      await signUp(app, "never.confirmed@example.com")
    ).json().Contact.id
    const [reader, leaver] = await confirmedSubscribers(app, [
      "reader@example.com",
      "leaver@example.com",
    ])
    await oneClickUnsubscribe(app, app.newsletter.unsubscribeUrl(leaver))
    const issue = (
      await app.inject({
        method: "POST",
        url: "/api/admin/newsletters",
        headers,
        payload: { subject: "Kept as sent", intro: "<p>Hi</p>", items: [] },
      })
    ).json()
    await app.inject({
      method: "POST",
      url: `/api/admin/newsletters/${issue.id}/send`,
      headers,
    })
    // Every e-mail out: the enquiry, three confirmations and the issue.
    await eventually(
      () => app.db.selectFrom("notifications").select("state").execute(),
      (rows) => rows.length === 5 && rows.every((row) => row.state === "sent")
    )
    const everything = [request, spam, unconfirmed, reader, leaver]
    expect((await contactIds()).sort()).toEqual(everything.sort())

    expect(await sweep(29)).toContain("retention")
    expect((await contactIds()).sort()).toEqual(everything.sort())

    // Not again within the day.
    expect(await sweep(29.9)).not.toContain("retention")

    expect(await sweep(31)).toContain("retention")
    expect((await contactIds()).sort()).toEqual([request, reader].sort())
    // The e-mails to the addresses that went, went with them; the reader's stay for now.
    expect(await mailsTo("never.confirmed@example.com")).toBe(0)
    expect(await mailsTo("leaver@example.com")).toBe(0)
    expect(await mailsTo("reader@example.com")).toBe(2)

    await sweep(91)
    expect(await mailsTo("reader@example.com")).toBe(0)
    expect(await contactIds()).toContain(reader)
    // The issue still counts the copy it sent.
    const sent = await app.inject({
      url: `/api/admin/newsletters/${issue.id}`,
      headers,
    })
    expect(sent.json()).toMatchObject({ recipients: 1, sent: 1, pending: 0 })

    // 24 months after the request last changed.
    await sweep(730)
    expect(await contactIds()).toContain(request)
    await sweep(733)
    expect(await contactIds()).toEqual([reader])
  })

  it("keeps a kind of record for good when its setting is 0", async () => {
    const spam = (
      await app.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: { ...validContact, website: "bot" },
      })
    ).json().Contact.id
    const later = new Date(Date.now() + 400 * DAY)
    const kept = await applyRetention(
      app.db,
      { ...app.config, RETENTION_SPAM_DAYS: 0 },
      later
    )
    expect(kept).not.toHaveProperty("spam")
    expect(await contactIds()).toContain(spam)
    const swept = await applyRetention(app.db, app.config, later)
    expect(swept.spam).toBeGreaterThanOrEqual(1)
    expect(await contactIds()).not.toContain(spam)
  })
})
