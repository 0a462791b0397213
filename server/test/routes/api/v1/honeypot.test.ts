import { eventually } from "../../../eventually"
import { BRAND, validContact } from "../../../helper"
import { withSmtpApp } from "../../../smtp-sink"

// A submission that fills the forms' hidden `website` field is answered
// like any other, stored flagged as spam, left out of the default contacts list (a filter shows
// it) and never notified.

describe("the honeypot", () => {
  const suite = withSmtpApp()

  const upload = (payload: object) =>
    suite.app.inject({
      method: "POST",
      url: `/api/v1/${BRAND}/contact/upload`,
      payload,
    })
  const list = (filter?: object) =>
    suite.app.inject({
      url: `/api/admin/contacts${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ""}`,
      headers: suite.headers,
    })

  it("answers a filled honeypot exactly as it answers a person, stores it as spam and never e-mails it", async () => {
    const robot = { ...validContact, email: "robot@example.com" }
    const person = { ...validContact, email: "person@example.com" }
    const trapped = await upload({ ...robot, website: "https://cheap.example" })
    const real = await upload({ ...person, website: "" })

    expect(trapped.statusCode).toBe(201)
    expect(real.statusCode).toBe(201)
    const shape = (body: { Contact: object; message: string }) => ({
      keys: Object.keys(body.Contact).sort(),
      message: body.message,
    })
    expect(shape(trapped.json())).toEqual(shape(real.json()))
    expect(trapped.body).not.toMatch(/spam|website|notification/i)
    expect(Object.keys(trapped.headers).sort()).toEqual(
      Object.keys(real.headers).sort()
    )

    const [mail] = await suite.sink.waitFor(1)
    expect(mail.parsed.replyTo?.value[0].address).toBe(person.email)
    const { id } = trapped.json().Contact
    const stored = await suite.app.inject({
      url: `/api/admin/contacts/${id}`,
      headers: suite.headers,
    })
    expect(stored.json()).toMatchObject({
      email: robot.email,
      message: robot.message,
      spam: true,
      notification: null,
    })
    const outbox = await suite.app.db
      .selectFrom("notifications")
      .select("contactId")
      .execute()
    expect(outbox.map((row) => row.contactId)).toEqual([real.json().Contact.id])
    // Once the outbox has nothing left to send, no other e-mail can follow.
    await eventually(
      () => suite.app.db.selectFrom("notifications").select("state").execute(),
      (rows) => rows.every((row) => row.state === "sent")
    )
    expect(suite.sink.received).toHaveLength(1)
  })

  it("leaves spam out of the default contacts list, and shows it with the spam filter", async () => {
    const byDefault = await list()
    expect(byDefault.headers["content-range"]).toBe("contacts 0-0/1")
    expect(byDefault.json().map((c: { email: string }) => c.email)).toEqual([
      "person@example.com",
    ])

    const spam = await list({ spam: true })
    expect(spam.headers["content-range"]).toBe("contacts 0-0/1")
    expect(spam.json()).toEqual([
      expect.objectContaining({ email: "robot@example.com", spam: true }),
    ])

    const searched = await list({ q: "example.com" })
    expect(searched.json()).toHaveLength(1)
    const both = await list({ spam: [true, false] })
    expect(both.json()).toHaveLength(2)
    // react-admin's getMany asks by id, and gets the records whatever their flag.
    const ids = [...byDefault.json(), ...spam.json()].map(
      (c: { id: string }) => c.id
    )
    expect((await list({ id: ids })).json()).toHaveLength(2)

    const [robot] = spam.json()
    const resend = await suite.app.inject({
      method: "POST",
      url: `/api/admin/contacts/${robot.id}/notification`,
      headers: suite.headers,
    })
    expect(resend.statusCode).toBe(409)
    expect(resend.json().message).toMatch(/no e-mail to send: it is spam/)

    const wrong = await list({ spam: "maybe" })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toMatch(/spam must be true or false/)
  })

  it("takes a blank honeypot for a person", async () => {
    const blank = await upload({
      ...validContact,
      email: "blank.honeypot@example.com",
      website: "   ",
    })
    expect(blank.statusCode).toBe(201)
    await eventually(
      async () => suite.sink.received.length,
      (count) => count === 2
    )
    const stored = await suite.app.inject({
      url: `/api/admin/contacts/${blank.json().Contact.id}`,
      headers: suite.headers,
    })
    expect(stored.json()).toMatchObject({ spam: false })
  })
})
