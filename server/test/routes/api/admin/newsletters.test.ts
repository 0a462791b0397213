/** @dialect-dependent the newsletters repository's grouped counts, and two sends at once */
import { eventually } from "../../../eventually"
import { buildAsAdmin, type TestApp } from "../../../helper"
import {
  confirmedSubscribers,
  editorHeaders,
  oneClickUnsubscribe,
  publishedRecord,
  rawHeader,
  signUp,
} from "../../../newsletter-helpers"
import {
  startSmtpSink,
  type ReceivedMail,
  type SmtpSink,
} from "../../../smtp-sink"

// An editor writes an issue (subject, introduction, picked blogs, news and events), previews it as
// the e-mail, sends a test to themselves, then sends it to every confirmed subscriber through the
// outbox; each copy carries the one-click unsubscribe headers and a visible link. Hostile HTML in
// the introduction never reaches a reader.

const hostileIntro = `<p>Welcome to our <strong>autumn</strong> issue.</p>
<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">click</a>
<style>body{display:none}</style><iframe src="https://evil.example"></iframe>
<form action="https://evil.example"><input name="password"></form>
<p style="position:fixed">Read <a href="https://www.coreval.example/faq">our FAQ</a>.</p>`

describe("newsletters in the panel", () => {
  let app: TestApp
  let sink: SmtpSink
  let admin: Record<string, string>
  let editor: Record<string, string>
  const blogs: Array<{ id: string } & Record<string, unknown>> = []
  let news: { id: string }
  let event: { id: string }
  beforeAll(async () => {
    sink = await startSmtpSink()
    ;({ app, headers: admin } = await buildAsAdmin({
      SMTP_URL: sink.url,
      NEWSLETTER_RATE: 1000,
    }))
    editor = await editorHeaders(app, "editor@coreval.test")
    const upload = await app.inject({
      method: "POST",
      url: "/api/admin/uploads",
      headers: { ...editor, "content-type": "image/png" },
      payload: await tinyPng(),
    })
    const image = upload.json().url as string
    for (const title of ["Hidden in Plain Sight", "Deliver As Planned"]) {
      blogs.push(
        await publishedRecord(app, editor, "blogs", {
          title,
          excerpt: `Why ${title.toLowerCase()} matters to a contract holder.`,
          content: "<p>Body</p>",
          image,
          category: "Article",
        })
      )
    }
    news = await publishedRecord(app, editor, "news", {
      title: "Coreval opens in Aberdeen",
      content: "Our third office serves the North Sea.",
      image: "https://images.example/aberdeen.jpg",
      date: "2026-10-01",
    })
    event = await publishedRecord(app, editor, "events", {
      title: "Cost leadership breakfast",
      date: "2099-03-12T08:30:00Z",
      location: "The Hague",
      description: "An hour on rates, specification and efficiency.",
    })
  })
  afterAll(async () => {
    await app.close()
    await sink.stop()
  })

  const newsletterMails = () =>
    sink.received.filter((mail) => rawHeader(mail, "List-Id"))
  const create = (headers: Record<string, string>, body: object) =>
    app.inject({
      method: "POST",
      url: "/api/admin/newsletters",
      headers,
      payload: body,
    })
  // The sends of an issue the audit trail records, tests included, oldest first.
  const sends = (id: string) =>
    app.db
      .selectFrom("audit")
      .select(["actor", "changes"])
      .where("resource", "=", "newsletters")
      .where("recordId", "=", id)
      .where("action", "=", "publish")
      .orderBy("at")
      .execute()
  // The issue with the two blog cards (the blogs exist once beforeAll has run).
  let issueBody: {
    subject: string
    intro: string
    items: { resource: string; id: string }[]
  }
  beforeAll(() => {
    issueBody = {
      subject: "Autumn: hidden costs and a new office",
      intro: hostileIntro,
      items: blogs.map((blog) => ({ resource: "blogs", id: blog.id })),
    }
  })

  it("offers the published blogs, news and events to pick, as cards", async () => {
    const items = await app.inject({
      url: "/api/admin/newsletters/items",
      headers: editor,
    })
    expect(items.statusCode).toBe(200)
    const cards = items.json()
    expect(cards.map((card: { title: string }) => card.title)).toEqual(
      expect.arrayContaining([
        "Hidden in Plain Sight",
        "Deliver As Planned",
        "Coreval opens in Aberdeen",
        "Cost leadership breakfast",
      ])
    )
    const blog = cards.find((card: { id: string }) => card.id === blogs[0].id)
    expect(blog).toMatchObject({
      resource: "blogs",
      label: "Blog",
      url: `https://www.coreval.example/blog/${blogs[0].slug}`,
      image: expect.stringMatching(
        /^https:\/\/www\.coreval\.example\/uploads\//
      ),
    })
    expect(
      cards.find((card: { id: string }) => card.id === event.id)
    ).toMatchObject({
      url: "https://www.coreval.example/news-and-events#upcoming-events",
      image: null,
      summary: expect.stringContaining("12 March 2099, The Hague"),
    })
  })

  it("previews the e-mail, HTML and text, with the introduction cleaned by the site's rules", async () => {
    const body = {
      ...issueBody,
      items: [
        ...issueBody.items,
        { resource: "news", id: news.id },
        { resource: "events", id: event.id },
      ],
    }
    const preview = await app.inject({
      method: "POST",
      url: "/api/admin/newsletters/preview",
      headers: editor,
      payload: body,
    })
    expect(preview.statusCode).toBe(200)
    const { subject, html, text } = preview.json()
    expect(subject).toBe(body.subject)
    for (const hostile of [
      "<script",
      "onerror",
      "javascript:",
      "<style>body",
      "<iframe",
      "<form",
      "<input",
      "position:fixed",
    ])
      expect(html).not.toContain(hostile)
    expect(html).toContain("Welcome to our <strong>autumn</strong> issue.")
    expect(html).toContain(
      '<a href="https://www.coreval.example/faq">our FAQ</a>'
    )
    for (const title of [
      "Hidden in Plain Sight",
      "Deliver As Planned",
      "Coreval opens in Aberdeen",
      "Cost leadership breakfast",
    ])
      expect(html).toContain(title)
    expect(html).toContain('src="https://images.example/aberdeen.jpg"')
    expect(html).toContain(
      `href="https://www.coreval.example/blog/${blogs[1].slug}"`
    )
    expect(text).toContain("Welcome to our autumn issue.")
    expect(text).toContain("our FAQ (https://www.coreval.example/faq)")
    expect(text).not.toContain("alert")
    expect(text).toContain(`https://www.coreval.example/blog/${blogs[0].slug}`)
    expect(text).toMatch(
      /Unsubscribe with one click: https:\/\/www\.coreval\.example\/api\/v1\/coreval\/newsletter\/unsubscribe\?token=/
    )
  })

  it("validates what an editor writes", async () => {
    for (const [body, message] of [
      [{ ...issueBody, subject: " " }, /subject must not be blank/],
      [
        { ...issueBody, subject: "x".repeat(201) },
        /subject must be at most 200/,
      ],
      [
        { ...issueBody, items: [{ resource: "contacts", id: "abc" }] },
        /must be one of blogs, news, events/,
      ],
      [
        { ...issueBody, items: [{ resource: "blogs", id: "../x" }] },
        /may contain only letters/,
      ],
      [
        { ...issueBody, items: Array(13).fill({ resource: "blogs", id: "a" }) },
        /must NOT have more than 12|at most/,
      ],
      [{ ...issueBody, intro: 5 }, /intro must be text/],
    ] as const) {
      const response = await create(editor, body)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(message)
    }
  })

  it("sends a test copy to the editor only, and refuses to send to nobody", async () => {
    const created = await create(editor, issueBody)
    expect(created.statusCode).toBe(201)
    const issue = created.json()
    expect(issue).toMatchObject({
      status: "draft",
      recipients: 0,
      sent: 0,
      pending: 0,
      failed: 0,
    })

    const before = sink.received.length
    const test = await app.inject({
      method: "POST",
      url: `/api/admin/newsletters/${issue.id}/test`,
      headers: editor,
    })
    expect(test.statusCode).toBe(202)
    const [copy] = await sink
      .waitFor(before + 1)
      .then((all) => all.slice(before))
    expect(copy.envelope.to).toEqual(["editor@coreval.test"])
    expect(copy.parsed.subject).toBe(`[Test] ${issueBody.subject}`)
    expect(await sends(issue.id)).toEqual([
      {
        actor: "editor@coreval.test",
        changes: JSON.stringify({ sent: "a test copy to the sender" }),
      },
    ])

    // Nobody has confirmed yet: an unconfirmed sign-up does not count.
    await signUp(app, "pending.reader@example.com")
    const refused = await app.inject({
      method: "POST",
      url: `/api/admin/newsletters/${issue.id}/send`,
      headers: editor,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/No one has confirmed/)
    const after = await app.inject({
      url: `/api/admin/newsletters/${issue.id}`,
      headers: editor,
    })
    expect(after.json().status).toBe("draft")
  })

  it("sends an issue once to every confirmed subscriber, with one-click unsubscribe, and counts it", async () => {
    const readers = ["ana@example.com", "bram@example.com", "chloe@example.com"]
    await confirmedSubscribers(app, readers)
    const quitter = "quitter@example.com"
    const [quitterId] = await confirmedSubscribers(app, [quitter])
    await oneClickUnsubscribe(app, app.newsletter.unsubscribeUrl(quitterId))

    const issue = (await create(editor, issueBody)).json()
    const sent = await app.inject({
      method: "POST",
      url: `/api/admin/newsletters/${issue.id}/send`,
      headers: editor,
    })
    expect(sent.statusCode).toBe(202)
    expect(sent.json().status).toBe("sending")

    const mails = await eventually(
      async () =>
        newsletterMails().filter(
          (mail) => mail.parsed.subject === issueBody.subject
        ),
      (found) => found.length >= readers.length
    )
    expect(mails.map((mail) => mail.envelope.to[0]).sort()).toEqual(readers)
    for (const mail of mails) expectNewsletterMail(mail)

    // The sending job marks an issue sent once nothing is pending; run here rather than waited for.
    const sentRecord = (id: string) =>
      eventually(
        async () => {
          await app.newsletter.resume()
          return app
            .inject({ url: `/api/admin/newsletters/${id}`, headers: editor })
            .then((r) => r.json())
        },
        (current) => current.status === "sent"
      )
    const record = await sentRecord(issue.id)
    expect(record).toMatchObject({
      recipients: 3,
      sent: 3,
      pending: 0,
      failed: 0,
    })
    expect(record.sentAt).toEqual(expect.any(String))

    // Sent is final: no change, no deletion, no second send.
    for (const [method, url] of [
      ["PUT", `/api/admin/newsletters/${issue.id}`],
      ["DELETE", `/api/admin/newsletters/${issue.id}`],
      ["POST", `/api/admin/newsletters/${issue.id}/send`],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: editor,
        payload: method === "PUT" ? { subject: "Changed" } : undefined,
      })
      expect(response.statusCode).toBe(409)
    }

    // One reader leaves by the List-Unsubscribe URL of their copy; the next issue skips them.
    const bram = mails.find(
      (mail) => mail.envelope.to[0] === "bram@example.com"
    )!
    const url = /^<(.+)>$/.exec(rawHeader(bram, "List-Unsubscribe")!)![1]
    const oneClick = await oneClickUnsubscribe(app, url)
    expect(oneClick.statusCode).toBe(200)
    const second = (
      await create(editor, { ...issueBody, subject: "Winter issue" })
    ).json()
    await app.inject({
      method: "POST",
      url: `/api/admin/newsletters/${second.id}/send`,
      headers: editor,
    })
    const winter = await eventually(
      async () =>
        newsletterMails().filter(
          (mail) => mail.parsed.subject === "Winter issue"
        ),
      (found) => found.length >= 2
    )
    // Sent, nothing pending: what the SMTP server holds now is all it will get.
    expect(await sentRecord(second.id)).toMatchObject({ recipients: 2 })
    expect(
      newsletterMails()
        .filter((mail) => mail.parsed.subject === "Winter issue")
        .map((mail) => mail.envelope.to[0])
        .sort()
    ).toEqual(["ana@example.com", "chloe@example.com"])
    expect(winter).toHaveLength(2)

    const list = await app.inject({
      url: `/api/admin/newsletters?sort=${encodeURIComponent('["createdAt","DESC"]')}&range=${encodeURIComponent("[0,9]")}`,
      headers: admin,
    })
    expect(list.statusCode).toBe(200)
    expect(list.headers["content-range"]).toMatch(/^newsletters 0-\d+\/\d+$/)
    expect(list.json()[0]).toMatchObject({
      id: second.id,
      subject: "Winter issue",
    })
  })

  it("sends an issue once when two sends come together: one 202, one 409, one audit entry", async () => {
    await confirmedSubscribers(app, ["together@example.com"])
    const issue = (
      await create(editor, { ...issueBody, subject: "Sent twice at once" })
    ).json()
    const send = () =>
      app.inject({
        method: "POST",
        url: `/api/admin/newsletters/${issue.id}/send`,
        headers: editor,
      })
    const answers = await Promise.all([send(), send()])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      202, 409,
    ])
    expect(await sends(issue.id)).toHaveLength(1)
  })

  it("shows an editor a subscriber's consent record without the addresses it came from", async () => {
    const [id] = await confirmedSubscribers(app, ["ledger.reader@example.com"])
    const read = (headers: Record<string, string>) =>
      app.inject({ url: `/api/admin/subscribers/${id}`, headers })
    const asAdmin = (await read(admin)).json()
    expect(asAdmin.consents.length).toBeGreaterThan(0)
    for (const entry of asAdmin.consents)
      expect(entry.ip).toEqual(expect.any(String))
    const asEditor = await read(editor)
    expect(asEditor.statusCode).toBe(200)
    expect(asEditor.json().consents).toEqual(
      asAdmin.consents.map(({ ip: _ip, ...entry }: { ip: string }) => entry)
    )
    expect(asEditor.body).not.toContain('"ip"')
  })

  it("lets a draft change and go, and keeps newsletters to staff", async () => {
    const draft = (await create(editor, issueBody)).json()
    const changed = await app.inject({
      method: "PUT",
      url: `/api/admin/newsletters/${draft.id}`,
      headers: editor,
      // react-admin sends the record back whole; what is not a field is dropped.
      payload: { ...draft, subject: "Retitled", sent: 99 },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ subject: "Retitled", sent: 0 })
    expect(
      (
        await app.inject({
          method: "DELETE",
          url: `/api/admin/newsletters/${draft.id}`,
          headers: editor,
        })
      ).statusCode
    ).toBe(200)
    expect(
      (
        await app.inject({
          url: `/api/admin/newsletters/${draft.id}`,
          headers: editor,
        })
      ).statusCode
    ).toBe(404)
    const audit = await app.db
      .selectFrom("audit")
      .select(["action", "actor"])
      .where("resource", "=", "newsletters")
      .where("recordId", "=", draft.id)
      .orderBy("at")
      .execute()
    expect(audit.map((entry) => entry.action)).toEqual([
      "create",
      "update",
      "delete",
    ])
    expect(audit.every((entry) => entry.actor === "editor@coreval.test")).toBe(
      true
    )

    for (const url of [
      "/api/admin/newsletters",
      "/api/admin/newsletters/items",
      "/api/admin/subscribers",
    ]) {
      expect((await app.inject({ url })).statusCode).toBe(401)
    }
  })

  it("filters subscribers and issues by a status or any of several, and a subscriber by id", async () => {
    type Row = { id: string; status: string }
    const list = async (url: string, filter: unknown): Promise<Row[]> => {
      const response = await app.inject({
        url,
        query: { filter: JSON.stringify(filter) },
        headers: editor,
      })
      expect(response.statusCode).toBe(200)
      return response.json()
    }
    const ids = (rows: Row[]) => rows.map((row) => row.id).sort()
    for (const [url, choices] of [
      [
        "/api/admin/subscribers",
        [["unsubscribed"], ["confirmed", "unconfirmed"]],
      ],
      ["/api/admin/newsletters", [["sent"], ["draft", "sending"]]],
    ] as const) {
      const all = await list(url, {})
      expect(new Set(all.map((row) => row.status)).size).toBeGreaterThan(1)
      for (const wanted of [...choices, []] as readonly string[][]) {
        expect(ids(await list(url, { status: wanted }))).toEqual(
          ids(all.filter((row) => wanted.includes(row.status)))
        )
      }
    }
    const [subscriber] = await list("/api/admin/subscribers", {})
    expect(
      ids(await list("/api/admin/subscribers", { id: subscriber.id }))
    ).toEqual([subscriber.id])
  })
})

function expectNewsletterMail(mail: ReceivedMail) {
  const unsubscribe = rawHeader(mail, "List-Unsubscribe")!
  expect(unsubscribe).toMatch(
    /^<https:\/\/www\.coreval\.example\/api\/v1\/coreval\/newsletter\/unsubscribe\?token=[^>]+>$/
  )
  expect(rawHeader(mail, "List-Unsubscribe-Post")).toBe(
    "List-Unsubscribe=One-Click"
  )
  expect(rawHeader(mail, "List-Id")).toBe(
    "Coreval newsletter <newsletter.www.coreval.example>"
  )
  expect(mail.envelope.from).toBe("newsletter@www.coreval.example")
  const url = unsubscribe.slice(1, -1)
  // The same link, visible in both parts.
  expect(mail.parsed.text).toContain(url)
  expect(mail.parsed.html).toContain(`href="${url.replaceAll("&", "&amp;")}"`)
  expect(mail.parsed.html).not.toMatch(/<script|onerror|javascript:/)
}

async function tinyPng() {
  const sharp = (await import("sharp")).default
  return sharp({
    create: { width: 8, height: 8, channels: 3, background: "#0b1f44" },
  })
    .png()
    .toBuffer()
}
