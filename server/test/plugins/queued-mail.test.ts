/** @dialect-dependent mail queued in a transaction that commits or rolls back */
import { queueMail } from "../../plugins/app/outbox/notifications-repository"
import { eventually } from "../eventually"
import { withSmtpApp } from "../smtp-sink"

// An e-mail the server writes whole (a confirmation, an invitation, a newsletter) goes through the
// same outbox as the enquiry notifications: stored with the change that asked for it, sent by
// the notifier with its own headers and sender, and kept apart from the enquiries' counts.

describe("queued mail", () => {
  const suite = withSmtpApp()

  it("sends a queued mail as stored, with its headers, sender and one Message-ID", async () => {
    await suite.app.db.transaction().execute((trx) =>
      queueMail(trx, {
        category: "test",
        to: "reader@example.com",
        from: "newsletter@www.coreval.example",
        subject: "Please confirm\r\nBcc: victim@example.com",
        text: "Confirm your subscription: https://www.coreval.example/confirm",
        html: "<p>Confirm your subscription</p>",
        headers: { "List-Id": "Coreval news <news.www.coreval.example>" },
      })
    )
    suite.app.notifier.wake()
    const [mail] = await suite.sink.waitFor(1)
    expect(mail.envelope).toEqual({
      from: "newsletter@www.coreval.example",
      to: ["reader@example.com"],
    })
    // The subject's line break cannot start a header of its own.
    expect(mail.parsed.subject).toBe("Please confirm Bcc: victim@example.com")
    expect(mail.parsed.bcc).toBeUndefined()
    expect(mail.raw).toMatch(
      /^List-Id: Coreval news <news\.www\.coreval\.example>\r?$/im
    )
    expect(mail.parsed.text).toContain("Confirm your subscription")
    expect(mail.parsed.html).toContain("<p>Confirm your subscription</p>")
    expect(mail.parsed.messageId).toMatch(/@www\.coreval\.example>$/)

    const row = await eventually(
      () =>
        suite.app.db
          .selectFrom("notifications")
          .select(["state", "mailId"])
          .where("mailId", "is not", null)
          .executeTakeFirstOrThrow(),
      (found) => found.state === "sent"
    )
    expect(row.state).toBe("sent")

    // The dashboard's counts are the enquiries' only.
    const status = await suite.app.inject({
      url: "/api/admin/notifications",
      headers: suite.headers,
    })
    expect(status.json()).toMatchObject({
      contacts: { pending: 0, failed: 0 },
      teachers: { pending: 0, failed: 0 },
    })
  })

  it("stores nothing when the transaction that queued it fails", async () => {
    const before = await suite.app.db
      .selectFrom("mails")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
    await expect(
      suite.app.db.transaction().execute(async (trx) => {
        await queueMail(trx, {
          category: "test",
          to: "reader@example.com",
          subject: "Never sent",
          text: "Never sent",
        })
        throw new Error("the change that asked for it failed")
      })
    ).rejects.toThrow("failed")
    const after = await suite.app.db
      .selectFrom("mails")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })
})
