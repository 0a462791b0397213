/** @dialect-dependent the ledger is append-only by a trigger each dialect writes its own way */
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import { eventually } from "../../../eventually"
import { BRAND, buildAsAdmin, type TestApp } from "../../../helper"
import {
  confirmationLink,
  oneClickUnsubscribe,
  pathOf,
  pressConfirm,
  signUp,
} from "../../../newsletter-helpers"
import { foreignLinks } from "../../../mail-links"
import { startSmtpSink, type SmtpSink } from "../../../smtp-sink"

// Confirmed sign-up (double opt-in) and the consent ledger: a sign-up is unconfirmed until the
// signed, single-use, 7-day link of its e-mail is followed; forged, expired and reused links
// change nothing; every step is appended to the ledger with the page and the wording's version;
// the one-click unsubscribe ends it at once, without a login or a cookie.

const consentFile = JSON.parse(
  readFileSync(
    path.join(__dirname, "../../../../../content/data/newsletter-consent.json"),
    "utf8"
  )
)
const wording = consentFile.versions
  .find((entry: { version: string }) => entry.version === consentFile.current)
  .text.replaceAll("{name}", "Coreval")
const SITE_URL = "https://www.coreval.example"
const HOUR = 60 * 60_000
const DAY = 24 * HOUR

describe("newsletter sign-up, confirmation and unsubscribe", () => {
  let app: TestApp
  let sink: SmtpSink
  let headers: Record<string, string>
  let now = Date.now()
  beforeAll(async () => {
    sink = await startSmtpSink()
    ;({ app, headers } = await buildAsAdmin(
      { SMTP_URL: sink.url },
      { clock: () => now, jobTickMs: 0 }
    ))
  })
  afterAll(async () => {
    await app.close()
    await sink.stop()
  })

  const subscriber = (id: string) =>
    app
      .inject({ url: `/api/admin/subscribers/${id}`, headers })
      .then((response) => response.json())
  const confirmationsTo = (email: string) =>
    app.db
      .selectFrom("mails")
      .select("id")
      .where("toAddress", "=", email)
      .where("category", "=", "newsletter-confirmation")
      .execute()
  const visit = (url: string) => app.inject({ url: pathOf(url) })
  const confirm = (url: string) => pressConfirm(app, url)

  it("stores the address unconfirmed and e-mails a link that says what was signed up for", async () => {
    const answer = await signUp(app, "ada@example.com", {
      page: "/cost-and-value-philosophy",
      consentVersion: consentFile.current,
    })
    expect(answer.statusCode).toBe(201)
    const { Contact } = answer.json()
    expect(Contact).toMatchObject({
      email: "ada@example.com",
      source: "newsletter",
    })

    const [mail] = await eventually(
      async () =>
        sink.received.filter((m) => m.envelope.to.includes("ada@example.com")),
      (found) => found.length === 1
    )
    // From the newsletter's own address, apart from the enquiry notifications.
    expect(mail.envelope.from).toBe("newsletter@www.coreval.example")
    expect(mail.parsed.subject).toBe(
      "Please confirm your subscription to the Coreval newsletter"
    )
    const text = mail.parsed.text!.replace(/\s+/g, " ")
    expect(text).toContain(wording)
    expect(text).toContain(
      "https://www.coreval.example/cost-and-value-philosophy"
    )
    expect(text).toMatch(/within 7 days/)
    const link =
      /https:\/\/www\.coreval\.example\/api\/v1\/coreval\/newsletter\/confirm\?token=\S+/.exec(
        mail.parsed.text!
      )![0]
    expect(mail.parsed.html).toContain(link)

    const record = await subscriber(Contact.id)
    expect(record).toMatchObject({ status: "unconfirmed", confirmedAt: null })
    expect(
      record.consents.map((entry: { event: string }) => entry.event)
    ).toEqual(["signed_up", "confirmation_sent"])
    expect(record.consents[0]).toMatchObject({
      page: "/cost-and-value-philosophy",
      consentVersion: consentFile.current,
      consentDigest: createHash("sha256").update(wording).digest("hex"),
      method: "sign-up form",
      ip: "127.0.0.1",
    })

    // Following the link (as a mail gateway's scanner does) confirms nothing: its page has a
    // button, whose POST confirms.
    const shown = await visit(link)
    expect(shown.statusCode).toBe(200)
    expect(shown.body).toContain(
      `<form method="post" action="${pathOf(link)}"><button type="submit">Confirm</button></form>`
    )
    expect(await visit(link)).toMatchObject({ statusCode: 200 })
    expect(await subscriber(Contact.id)).toMatchObject({
      status: "unconfirmed",
      confirmedAt: null,
    })

    const confirmed = await confirm(link)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.headers["content-type"]).toMatch(/^text\/html/)
    expect(confirmed.body).toContain("Your subscription is confirmed")
    const after = await subscriber(Contact.id)
    expect(after.status).toBe("confirmed")
    expect(after.confirmedAt).toBe(new Date(now).toISOString())
    expect(after.consents.at(-1)).toMatchObject({
      event: "confirmed",
      method: "confirmation link",
    })

    // Used once: the same link again changes nothing.
    const reused = await confirm(link)
    expect(reused.statusCode).toBe(410)
    expect(reused.body).toContain("already been used")
    expect((await subscriber(Contact.id)).consents).toHaveLength(3)
  })

  it("keeps the ledger append-only in the database: an entry cannot be changed, even by SQL", async () => {
    const answer = await signUp(app, "grace@example.com")
    expect(answer.statusCode).toBe(201)
    const { Contact } = answer.json()
    const ledger = (await subscriber(Contact.id)).consents
    expect(ledger.map((step: { event: string }) => step.event).sort()).toEqual([
      "confirmation_sent",
      "signed_up",
    ])
    const [entry] = ledger
    // Matched by its message, not with toThrow: better-sqlite3's native part makes its errors
    // with the SqliteError class of the first test file that loaded it in this Jest worker, which
    // is no `Error` of this file's realm, so toThrow would report that nothing was thrown.
    await expect(
      app.db
        .updateTable("newsletter_consents")
        .set({ page: "/somewhere-else" })
        .where("contactId", "=", Contact.id)
        .execute()
    ).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) })
    expect((await subscriber(Contact.id)).consents[0]).toEqual(entry)
  })

  it("keeps the Referer as the page when the form does not say, and refuses an unknown wording", async () => {
    const answer = await signUp(
      app,
      "referer@example.com",
      {},
      { referer: "https://www.coreval.example/faq?utm=x#top" }
    )
    expect(answer.statusCode).toBe(201)
    const record = await subscriber(answer.json().Contact.id)
    expect(record.consents[0]).toMatchObject({
      page: "/faq",
      consentVersion: consentFile.current,
    })

    for (const [body, message] of [
      [{ consentVersion: "1999-01" }, /consentVersion must be one of/],
      [{ page: "https://evil.example/" }, /page must be a path on the site/],
      [{ page: "//evil.example/x" }, /page must be a path on the site/],
      [{ page: "/\\evil.example/x" }, /page must be a path on the site/],
      [{ page: "/\\/evil.example" }, /page must be a path on the site/],
      [{ page: "/a b" }, /page must be a path on the site/],
      [{ page: "/" + "x".repeat(3000) }, /page must be at most 2048/],
      [{ consentVersion: 7 }, /consentVersion must be text/],
      [{ extra: "field" }, null],
    ] as const) {
      const refused = await signUp(app, "shapes@example.com", body)
      if (message === null) {
        // Unknown fields are dropped, as everywhere in the API.
        expect(refused.statusCode).toBe(201)
        continue
      }
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toMatch(message)
    }
  })

  it("links the confirmation e-mail to the site only, whatever Referer the sign-up sends", async () => {
    const hosts = ["evil.example", "www.coreval.example.evil.example"]
    const referers = [
      ...hosts.flatMap((host) => [
        `https://${host}/login`,
        `http://${host}/`,
        `//${host}/login`,
        `/\\${host}/login`,
        `https://www.coreval.example@${host}/login`,
        `https://www.coreval.example:443@${host}/`,
        `https://${host}\\@www.coreval.example/`,
        `https://www.coreval.example//${host}/login`,
        `https://www.coreval.example/\\${host}/login`,
        `https://www.coreval.example/\\/${host}`,
        `javascript:alert(1)//${host}`,
        `data:text/html,https://${host}/`,
      ]),
      "http://www.coreval.example/faq",
      "https://www.coreval.example:8443/faq",
    ]
    for (const [index, referer] of referers.entries()) {
      const email = `hostile${index}@example.com`
      const answer = await signUp(app, email, {}, { referer })
      expect(answer.statusCode).toBe(201)
      const mail = await app.db
        .selectFrom("mails")
        .select(["text", "html"])
        .where("toAddress", "=", email)
        .executeTakeFirstOrThrow()
      expect({ referer, links: foreignLinks(mail, SITE_URL) }).toEqual({
        referer,
        links: [],
      })
      expect(`${mail.text}${mail.html}`).not.toContain("evil")
      // Nothing of another site is kept as the page either.
      const [signedUp] = (await subscriber(answer.json().Contact.id)).consents
      expect({ referer, page: signedUp.page }).toEqual({ referer, page: "" })
    }
  })

  it("answers a second sign-up with 200 and the same record, and e-mails again at most once an hour", async () => {
    const first = await signUp(app, "twice@example.com")
    expect(first.statusCode).toBe(201)
    const again = await signUp(app, "Twice@Example.com", { page: "/faq" })
    expect(again.statusCode).toBe(200)
    expect(again.json().Contact).toEqual(first.json().Contact)
    expect(await confirmationsTo("twice@example.com")).toHaveLength(1)
    const stored = await app.db
      .selectFrom("contacts")
      .select("email")
      .where("source", "=", "newsletter")
      .execute()
    expect(
      stored.filter((row) => row.email.toLowerCase() === "twice@example.com")
    ).toHaveLength(1)

    now += HOUR - 1000
    await signUp(app, "twice@example.com")
    expect(await confirmationsTo("twice@example.com")).toHaveLength(1)
    now += 1000
    const third = await signUp(app, "twice@example.com")
    expect(third.statusCode).toBe(200)
    expect(await confirmationsTo("twice@example.com")).toHaveLength(2)

    const events = (await subscriber(first.json().Contact.id)).consents.map(
      (entry: { event: string; page: string }) => `${entry.event} ${entry.page}`
    )
    expect(events).toEqual([
      "signed_up ",
      "confirmation_sent ",
      "signed_up /faq",
      "signed_up ",
      "signed_up ",
      "confirmation_sent ",
    ])
    // Both e-mails carry a link to the same pending sign-up: either confirms it, once.
    const latest = await confirmationLink(app, "twice@example.com")
    expect((await confirm(latest)).statusCode).toBe(200)
    // Confirmed: signing up again asks nothing and records nothing.
    const confirmed = await signUp(app, "twice@example.com")
    expect(confirmed.statusCode).toBe(200)
    expect(await confirmationsTo("twice@example.com")).toHaveLength(2)
  })

  it("refuses an expired link with a page, and leaves the sign-up as it was", async () => {
    const answer = await signUp(app, "late@example.com")
    const link = await confirmationLink(app, "late@example.com")
    now += 7 * DAY + 1000
    for (const late of [await visit(link), await confirm(link)]) {
      expect(late.statusCode).toBe(410)
      expect(late.body).toContain("This confirmation link has expired")
      expect(late.body).toContain("Sign up again")
    }
    const record = await subscriber(answer.json().Contact.id)
    expect(record.status).toBe("unconfirmed")
    expect(
      record.consents.map((e: { event: string }) => e.event)
    ).not.toContain("confirmed")
  })

  it("refuses forged confirmation and unsubscribe links of every shape with a page, changing nothing", async () => {
    const answer = await signUp(app, "forged@example.com")
    const id = answer.json().Contact.id
    const link = await confirmationLink(app, "forged@example.com")
    const token = new URL(link).searchParams.get("token")!
    const [contactId, nonce, expires, mac] = token.split(".")
    const unsubscribeToken = `${id}.${mac}`
    const flip = (text: string) =>
      text.slice(0, -1) + (text.endsWith("A") ? "B" : "A")
    const forged = [
      "",
      "x",
      "...",
      `${contactId}.${nonce}.${expires}`,
      `${contactId}.${nonce}.${Number(expires) + 86_400}.${mac}`,
      `${contactId}.${flip(nonce)}.${expires}.${mac}`,
      `${flip(contactId)}.${nonce}.${expires}.${mac}`,
      `${contactId}.${nonce}.${expires}.${flip(mac)}`,
      `${token}.${mac}`,
      "é".repeat(100),
      "a.".repeat(200),
      token.toUpperCase(),
      unsubscribeToken,
    ]
    for (const candidate of forged) {
      for (const method of ["GET", "POST"] as const) {
        const response = await app.inject({
          method,
          url: `/api/v1/${BRAND}/newsletter/confirm?token=${encodeURIComponent(candidate)}`,
          payload: "",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
        expect(response.statusCode).toBe(400)
        expect(response.body).toContain("This confirmation link is not valid")
        const unsubscribe = await app.inject({
          method,
          url: `/api/v1/${BRAND}/newsletter/unsubscribe?token=${encodeURIComponent(candidate)}`,
          payload: "List-Unsubscribe=One-Click",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
        expect(unsubscribe.statusCode).toBe(400)
        expect(unsubscribe.body).toContain("This unsubscribe link is not valid")
      }
    }
    const tooLong = await app.inject({
      url: `/api/v1/${BRAND}/newsletter/confirm?token=${"a".repeat(600)}`,
    })
    expect(tooLong.statusCode).toBe(400)
    const record = await subscriber(id)
    expect(record.status).toBe("unconfirmed")
    expect(record.consents).toHaveLength(2)
    // The real link still works.
    expect((await confirm(link)).statusCode).toBe(200)
  })

  it("unsubscribes at once with one click, without a login or cookie; the page's button does the same", async () => {
    const answer = await signUp(app, "leaving@example.com")
    const id = answer.json().Contact.id
    await confirm(await confirmationLink(app, "leaving@example.com"))
    const url = app.newsletter.unsubscribeUrl(id)
    expect(url).toMatch(
      /^https:\/\/www\.coreval\.example\/api\/v1\/coreval\/newsletter\/unsubscribe\?token=/
    )

    const page = await visit(url)
    expect(page.statusCode).toBe(200)
    expect(page.headers["content-type"]).toMatch(/^text\/html/)
    expect(page.body).toMatch(/<form method="post"[^>]*>/)
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"')
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>')
    expect((await subscriber(id)).status).toBe("confirmed")

    // A body that is not RFC 8058's changes nothing.
    for (const [payload, type] of [
      ["List-Unsubscribe=Yes", "application/x-www-form-urlencoded"],
      ["", "application/x-www-form-urlencoded"],
      [JSON.stringify({ "List-Unsubscribe": "Maybe" }), "application/json"],
    ]) {
      const refused = await app.inject({
        method: "POST",
        url: pathOf(url),
        payload,
        headers: { "content-type": type },
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.body).toContain("Nothing was changed")
    }
    expect((await subscriber(id)).status).toBe("confirmed")

    const oneClick = await oneClickUnsubscribe(app, url)
    expect(oneClick.statusCode).toBe(200)
    expect(oneClick.body).toContain("You are unsubscribed")
    expect(oneClick.body).toContain("Sign up again")
    const left = await subscriber(id)
    expect(left).toMatchObject({
      status: "unsubscribed",
      unsubscribedAt: new Date(now).toISOString(),
    })
    expect(left.consents.at(-1)).toMatchObject({
      event: "unsubscribed",
      method: "one-click",
    })

    // Again, by the page's button this time: the same answer, and nothing more is recorded.
    const twice = await app.inject({
      method: "POST",
      url: pathOf(url),
      payload: "List-Unsubscribe=One-Click&via=page",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    })
    expect(twice.statusCode).toBe(200)
    expect(twice.body).toBe(oneClick.body)
    expect((await subscriber(id)).consents).toHaveLength(left.consents.length)

    // A valid link whose address is gone answers exactly as one that is not.
    const gone = app.newsletter.unsubscribeUrl("0000000000000000deadbeef")
    expect((await visit(gone)).body).toBe(
      page.body.replace(
        new URL(url).searchParams.get("token")!,
        new URL(gone).searchParams.get("token")!
      )
    )
    const goneClick = await oneClickUnsubscribe(app, gone)
    expect(goneClick.statusCode).toBe(200)
    expect(goneClick.body).toBe(oneClick.body)

    // Signing up again after leaving asks for a new confirmation; the old link stays used.
    const back = await signUp(app, "leaving@example.com")
    expect(back.statusCode).toBe(200)
    expect((await subscriber(id)).status).toBe("unconfirmed")
    expect(
      (await confirm(await confirmationLink(app, "leaving@example.com")))
        .statusCode
    ).toBe(200)
    const events = (await subscriber(id)).consents.map(
      (entry: { event: string }) => entry.event
    )
    expect(events).toEqual([
      "signed_up",
      "confirmation_sent",
      "confirmed",
      "unsubscribed",
      "signed_up",
      "confirmation_sent",
      "confirmed",
    ])
  })

  it("exports the ledger as proof, with the wording agreed to, and records the export", async () => {
    const answer = await signUp(app, "proof@example.com", { page: "/faq" })
    const id = answer.json().Contact.id
    await confirm(await confirmationLink(app, "proof@example.com"))
    const proof = await app.inject({
      url: `/api/admin/subscribers/${id}/proof`,
      headers,
    })
    expect(proof.statusCode).toBe(200)
    expect(proof.headers["content-disposition"]).toMatch(/^attachment;/)
    const body = proof.json()
    expect(body.subscriber).toMatchObject({
      email: "proof@example.com",
      status: "confirmed",
    })
    expect(
      body.consents.map((entry: { event: string }) => entry.event)
    ).toEqual(["signed_up", "confirmation_sent", "confirmed"])
    expect(body.wordings).toEqual([
      expect.objectContaining({
        version: consentFile.current,
        text: wording,
        digest: body.consents[0].consentDigest,
      }),
    ])
    const audit = await app.db
      .selectFrom("audit")
      .selectAll()
      .where("action", "=", "export")
      .where("recordId", "=", id)
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      resource: "subscribers",
      actor: "admin@coreval.test",
    })

    const list = await app.inject({
      url: `/api/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ status: "confirmed", q: "proof@" }))}`,
      headers,
    })
    expect(list.json().map((row: { email: string }) => row.email)).toEqual([
      "proof@example.com",
    ])
    expect(list.headers["content-range"]).toBe("subscribers 0-0/1")
    expect(
      (await app.inject({ url: `/api/admin/subscribers/${id}` })).statusCode
    ).toBe(401)
  })
})
