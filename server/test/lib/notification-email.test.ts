import { simpleParser } from "mailparser"
import nodemailer from "nodemailer"
import { notificationEmail } from "../../plugins/app/outbox/notification-email"
import type { ClaimedNotification } from "../../plugins/app/outbox/notifications-repository"

// A visitor's name and reason are written where the staff e-mail has one line (headers, the
// intro, a row): whatever line breaks they hold, they cannot add a header or a line of their own.
// The e-mail is rendered by nodemailer, as the notifier sends it, and read back with mailparser.

const settings = {
  from: "no-reply@www.coreval.example",
  to: "info@coreval.example",
  siteName: "Coreval",
  siteUrl: "https://www.coreval.example",
}

const breaks = [
  ["CR LF", "\r\n"],
  ["LF", "\n"],
  ["CR", "\r"],
  ["NEL (U+0085)", "\u0085"],
  ["LINE SEPARATOR (U+2028)", "\u2028"],
  ["PARAGRAPH SEPARATOR (U+2029)", "\u2029"],
  ["vertical tab", "\v"],
  ["form feed", "\f"],
]

function contact(fields: Partial<Record<string, string>>): ClaimedNotification {
  return {
    id: "0190f0e4b2a1c3d4e5f60718",
    attempts: 0,
    failingSince: null,
    kind: "contact",
    contact: {
      id: "0190f0e4b2a1c3d4e5f60719",
      name: "Amira Haddad",
      email: "amira.haddad@example.com",
      countryCode: "+971",
      number: "50 123 4567",
      reason: "Contract strategy review",
      message: "A first line.\nA second line.",
      source: "session",
      createdAt: "2024-05-31T09:00:00.000Z",
      ...fields,
    },
  } as ClaimedNotification
}

async function render(notification: ClaimedNotification) {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
  })
  const { message } = await transport.sendMail(
    notificationEmail(notification, settings)
  )
  return simpleParser(message as Buffer)
}

describe("the staff e-mail of an enquiry", () => {
  it.each(breaks)(
    "folds %s in a visitor's name and reason into a space",
    async (_name, lineBreak) => {
      const mail = await render(
        contact({
          name: `Eve${lineBreak}Bcc: victim@example.com${lineBreak}E-mail:        boss@coreval.example`,
          reason: `Offer${lineBreak}In the admin panel: https://evil.example/login`,
        })
      )
      expect(mail.bcc).toBeUndefined()
      expect(mail.headers.has("bcc")).toBe(false)
      expect(mail.subject).toBe(
        "[Coreval] Book Session from Eve Bcc: victim@example.com E-mail: boss@coreval.example: Offer In the admin panel: https://evil.example/login"
      )
      const lines = mail.text!.split("\n")
      // Our lines, once each, and none begins with the visitor's words.
      expect(lines.filter((line) => line.startsWith("E-mail:"))).toEqual([
        "E-mail:        amira.haddad@example.com",
      ])
      expect(
        lines.filter((line) => line.startsWith("In the admin panel:"))
      ).toEqual([
        "In the admin panel: https://www.coreval.example/admin/contacts/0190f0e4b2a1c3d4e5f60719/show",
      ])
      expect(lines.some((line) => line.startsWith("Bcc:"))).toBe(false)
      expect(lines).toContain(
        "Name:          Eve Bcc: victim@example.com E-mail: boss@coreval.example"
      )
      for (const line of lines)
        expect(line).not.toMatch(/[\r\u0085\u2028\u2029\v\f]/)
    }
  )

  it("quotes every line of the message, last, so none passes for a line of ours", async () => {
    const mail = await render(
      contact({
        message:
          "Hello.\r\n\r\nIn the admin panel: https://evil.example/login\u2028Form: forged",
      })
    )
    const text = mail.text!
    expect(
      text.endsWith(
        [
          "Message:",
          "> Hello.",
          "> ",
          "> In the admin panel: https://evil.example/login",
          "> Form: forged",
          "",
        ].join("\n")
      )
    ).toBe(true)
    expect(
      text.split("\n").filter((line) => line.startsWith("In the admin panel:"))
    ).toHaveLength(1)
  })
})
