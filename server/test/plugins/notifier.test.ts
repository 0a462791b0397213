import type { AddressObject } from "mailparser"
import { eventually } from "../eventually"
import {
  adminToken,
  bearer,
  BRAND,
  build,
  validContact,
  validTeacher,
} from "../helper"
import { startSmtpSink, withSmtpApp } from "../smtp-sink"

// Every contact request and teacher registration is e-mailed to NOTIFY_TO through a real SMTP
// server (smtp-server, in this process), and the panel shows that it was sent.

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((group) => group.value)

describe("enquiry e-mails", () => {
  const suite = withSmtpApp()

  const mailTo = (email: string) =>
    eventually(
      async () =>
        suite.sink.received.filter((mail) =>
          addresses(mail.parsed.replyTo).some((a) => a.address === email)
        ),
      (found) => found.length > 0
    ).then((found) => found[0])

  const contact = (id: string) =>
    suite.app
      .inject({ url: `/api/admin/contacts/${id}`, headers: suite.headers })
      .then((response) => response.json())

  it("sends a Book Session request within 10 s to the site's address, Reply-To the visitor, with every field", async () => {
    const posted = await suite.app.inject({
      method: "POST",
      url: `/api/v1/${BRAND}/contact/upload`,
      payload: validContact,
    })
    expect(posted.statusCode).toBe(201)
    const answered = Date.now()
    const { id } = posted.json().Contact

    const mail = await mailTo(validContact.email)
    expect(mail.receivedAt - answered).toBeLessThan(10_000)

    // NOTIFY_TO and MAIL_FROM are unset: content/site.json's e-mail, no-reply@ its site's host.
    expect(mail.envelope).toEqual({
      from: "no-reply@www.coreval.example",
      to: ["info@coreval.example"],
    })
    expect(addresses(mail.parsed.to)).toEqual([
      { address: "info@coreval.example", name: "" },
    ])
    expect(addresses(mail.parsed.from)[0].address).toBe(
      "no-reply@www.coreval.example"
    )
    expect(addresses(mail.parsed.replyTo)).toEqual([
      { address: validContact.email, name: validContact.name },
    ])
    expect(mail.parsed.subject).toBe(
      `[Coreval] Book Session from ${validContact.name}: ${validContact.reason}`
    )
    expect(mail.parsed.messageId).toMatch(
      /^<[0-9a-f]{24}@www\.coreval\.example>$/
    )
    expect(mail.parsed.headers.get("auto-submitted")).toBe("auto-generated")

    const text = mail.parsed.text!
    for (const value of [
      "Book Session",
      validContact.name,
      validContact.email,
      validContact.countryCode,
      validContact.number,
      validContact.reason,
      validContact.message,
      `https://www.coreval.example/admin/contacts/${id}/show`,
    ]) {
      expect(text).toContain(value)
      expect(mail.parsed.html).toContain(value)
    }

    const stored = await eventually(
      () => contact(id),
      (record) => record.notification === "sent"
    )
    expect(stored).toMatchObject({
      notification: "sent",
      notificationAttempts: 1,
      notificationError: null,
      notifiedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      spam: false,
    })
  })

  it("names a request for proposal in the subject", async () => {
    const email = "rfq.sender@example.com"
    await suite.app.inject({
      method: "POST",
      url: `/api/v1/${BRAND}/contact/upload`,
      payload: { ...validContact, email, source: "rfq" },
    })
    const mail = await mailTo(email)
    expect(mail.parsed.subject).toBe(
      `[Coreval] Request for proposal from ${validContact.name}: ${validContact.reason}`
    )
    expect(mail.parsed.text).toContain("Request for proposal")
  })

  it("keeps a visitor's markup and line breaks out of the HTML and the headers", async () => {
    const email = "eve@example.com"
    await suite.app.inject({
      method: "POST",
      url: `/api/v1/${BRAND}/contact/upload`,
      payload: {
        ...validContact,
        email,
        name: "Eve\r\nBcc: victim@example.com",
        reason: "Offer\r\nX-Injected: yes",
        message: 'Hello <script>alert("x")</script> & <b>bold</b>',
      },
    })
    const mail = await mailTo(email)
    expect(mail.envelope.to).toEqual(["info@coreval.example"])
    expect(mail.parsed.bcc).toBeUndefined()
    expect(mail.parsed.headers.has("x-injected")).toBe(false)
    expect(mail.parsed.subject).toBe(
      "[Coreval] Book Session from Eve Bcc: victim@example.com: Offer X-Injected: yes"
    )
    expect(mail.parsed.text).toContain(
      'Hello <script>alert("x")</script> & <b>bold</b>'
    )
    expect(mail.parsed.html).not.toContain("<script>")
    expect(mail.parsed.html).toContain(
      "Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;"
    )
  })

  it("tells of a teacher registration, with every field but the password", async () => {
    const registered = await suite.app.inject({
      method: "POST",
      url: "/api/teacher/auth/register",
      payload: validTeacher,
    })
    expect(registered.statusCode).toBe(201)
    const { id } = registered.json().teacher
    const mail = await mailTo(validTeacher.email)
    expect(mail.parsed.subject).toBe(
      `[Coreval] Teacher registration: ${validTeacher.name}`
    )
    for (const value of [
      validTeacher.name,
      validTeacher.email,
      validTeacher.phone,
      validTeacher.subject,
      `https://www.coreval.example/admin/teachers/${id}/show`,
    ]) {
      expect(mail.parsed.text).toContain(value)
    }
    expect(mail.raw).not.toContain(validTeacher.password)
    expect(mail.raw).not.toMatch(/password|scrypt/i)
    const stored = await eventually(
      () =>
        suite.app
          .inject({ url: `/api/admin/teachers/${id}`, headers: suite.headers })
          .then((response) => response.json()),
      (record) => record.notification === "sent"
    )
    expect(stored.notifiedAt).toEqual(expect.any(String))
  })

  it("sends nothing for a newsletter sign-up", async () => {
    const before = suite.sink.received.length
    const signUp = await suite.app.inject({
      method: "POST",
      url: `/api/v1/${BRAND}/newsletter/upload`,
      payload: { email: "newsletter.reader@example.com" },
    })
    expect(signUp.statusCode).toBe(201)
    // A contact request sent after the sign-up arrives; the sign-up never does.
    await suite.app.inject({
      method: "POST",
      url: `/api/v1/${BRAND}/contact/upload`,
      payload: { ...validContact, email: "after.sign.up@example.com" },
    })
    await mailTo("after.sign.up@example.com")
    const since = suite.sink.received.slice(before)
    expect(since).toHaveLength(1)
    expect(since[0].raw).not.toContain("newsletter.reader@example.com")
    const { notification } = await contact(signUp.json().Contact.id)
    expect(notification).toBeNull()
  })

  it("reports mail as configured, with where it goes, and nothing waiting", async () => {
    await eventually(
      () =>
        suite.app
          .inject({ url: "/api/admin/notifications", headers: suite.headers })
          .then((response) => response.json()),
      (status) => status.contacts.pending === 0
    )
    const status = await suite.app.inject({
      url: "/api/admin/notifications",
      headers: suite.headers,
    })
    expect(status.json()).toEqual({
      configured: true,
      to: "info@coreval.example",
      from: "no-reply@www.coreval.example",
      contacts: { pending: 0, failed: 0 },
      teachers: { pending: 0, failed: 0 },
    })
    const anonymous = await suite.app.inject({
      url: "/api/admin/notifications",
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe("NOTIFY_TO and MAIL_FROM", () => {
  it("send to the addresses they name", async () => {
    const sink = await startSmtpSink()
    const app = await build({
      SMTP_URL: sink.url,
      NOTIFY_TO: "desk@coreval.test, partner@coreval.test",
      MAIL_FROM: "Coreval website <web@mail.coreval.test>",
    })
    try {
      await app.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: validContact,
      })
      const [mail] = await sink.waitFor(1)
      expect(mail.envelope).toEqual({
        from: "web@mail.coreval.test",
        to: ["desk@coreval.test", "partner@coreval.test"],
      })
      expect(addresses(mail.parsed.from)).toEqual([
        { address: "web@mail.coreval.test", name: "Coreval website" },
      ])
      expect(mail.parsed.messageId).toMatch(/@mail\.coreval\.test>$/)
    } finally {
      await app.close()
      await sink.stop()
    }
  })
})

describe("without SMTP_URL", () => {
  it("keeps every notification pending and says mail is not configured", async () => {
    // A running sender reads its clock as it starts and on every look for work.
    let clockReads = 0
    const clock = () => {
      clockReads++
      return Date.now()
    }
    const app = await build({}, { clock })
    try {
      const headers = bearer(await adminToken(app))
      const { id } = (
        await app.inject({
          method: "POST",
          url: `/api/v1/${BRAND}/contact/upload`,
          payload: validContact,
        })
      ).json().Contact
      await app.inject({
        method: "POST",
        url: "/api/teacher/auth/register",
        payload: validTeacher,
      })
      expect(clockReads).toBe(0)
      const status = await app.inject({
        url: "/api/admin/notifications",
        headers,
      })
      expect(status.json()).toMatchObject({
        configured: false,
        contacts: { pending: 1, failed: 0 },
        teachers: { pending: 1, failed: 0 },
      })
      const record = await app.inject({
        url: `/api/admin/contacts/${id}`,
        headers,
      })
      expect(record.json()).toMatchObject({
        notification: "pending",
        notificationAttempts: 0,
      })
    } finally {
      await app.close()
    }
  })
})
