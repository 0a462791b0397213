import { BRAND, build, validContact, type TestApp } from "../../../helper"
import { admin, snapshot, staff, type Person } from "../../../people"

// Enquiries handled to the end: a status (new, in progress, answered, closed, spam), an assignee
// and notes, and nothing else, changed by a PUT; marking one answered records who and when; the
// spam flag is the status, so filtering by either gives the same list; the export is CSV and is
// audited.

describe("handling contacts", () => {
  let app: TestApp
  let boss: Person
  let editor: Person
  let contactId: string
  beforeAll(async () => {
    app = await build()
    boss = await admin(app)
    editor = await staff(app)
    for (const [email, website] of [
      ["first@example.com", ""],
      ["robot@example.com", "http://spam.example"],
      [validContact.email, ""],
    ]) {
      const response = await app.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: { ...validContact, email, website },
      })
      contactId = response.json().Contact.id
    }
  })
  afterAll(() => app.close())

  const put = (payload: object, person = editor, id = contactId) =>
    app.inject({
      method: "PUT",
      url: `/api/admin/contacts/${id}`,
      headers: person.headers,
      payload,
    })
  const list = (filter: object, person = editor) =>
    app.inject({
      url: `/api/admin/contacts?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      headers: person.headers,
    })
  const emails = async (filter: object) =>
    (await list(filter))
      .json()
      .map((c: { email: string }) => c.email)
      .sort()

  it("starts new and unassigned, and the visitor never sees how it is handled", async () => {
    const one = await app.inject({
      url: `/api/admin/contacts/${contactId}`,
      headers: editor.headers,
    })
    expect(one.json()).toMatchObject({
      status: "new",
      assignee: null,
      notes: "",
      spam: false,
    })
    const upload = await app.inject({
      method: "POST",
      url: `/api/v1/${BRAND}/contact/upload`,
      payload: { ...validContact, website: "http://spam.example" },
    })
    expect(upload.body).not.toMatch(/status|assignee|notes|spam/)
  })

  it("takes status, assignee and notes, records who answered and when, and audits the change", async () => {
    const record = (
      await app.inject({
        url: `/api/admin/contacts/${contactId}`,
        headers: editor.headers,
      })
    ).json()
    // react-admin sends the whole record back: unchanged fields are fine.
    const taken = await put({
      ...record,
      status: "in_progress",
      assignee: editor.id,
      notes: "Called back on Monday.",
    })
    expect(taken.statusCode).toBe(200)
    expect(taken.json()).toMatchObject({
      status: "in_progress",
      assignee: editor.id,
      notes: "Called back on Monday.",
      answeredBy: null,
    })
    const answered = await put({ status: "answered" })
    expect(answered.json()).toMatchObject({
      status: "answered",
      answeredBy: editor.email,
      answeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    // Closing keeps who answered.
    expect((await put({ status: "closed" }, boss)).json().answeredBy).toBe(
      editor.email
    )
    const entries = await app.db
      .selectFrom("audit")
      .select(["actor", "action", "changes"])
      .where("resource", "=", "contacts")
      .where("recordId", "=", contactId)
      .orderBy("at")
      .orderBy("id")
      .execute()
    expect(
      entries.map((e) => [e.actor, e.action, JSON.parse(e.changes)])
    ).toEqual([
      [
        editor.email,
        "update",
        {
          status: ["new", "in_progress"],
          assignee: [null, editor.id],
          notes: ["", "Called back on Monday."],
        },
      ],
      [editor.email, "update", { status: ["in_progress", "answered"] }],
      [boss.email, "update", { status: ["answered", "closed"] }],
    ])
  })

  it("refuses with 405 a PUT that changes what the visitor sent, and changes nothing", async () => {
    const before = await snapshot(app)
    for (const payload of [
      { email: "changed@example.com" },
      { message: "Another message", status: "answered" },
      { source: "rfq" },
    ]) {
      const response = await put(payload)
      expect(response.statusCode).toBe(405)
      expect(response.json().message).toMatch(/cannot be changed/)
      expect(response.headers.allow).toBe("GET, PUT, DELETE")
    }
    for (const payload of [
      { status: "done" },
      { assignee: "not-an-account" },
      { assignee: 12 },
      { notes: "x".repeat(5001) },
    ])
      expect((await put(payload)).statusCode).toBe(400)
    expect(
      (await put({ status: "new" }, editor, "0123456789abcdef01234567"))
        .statusCode
    ).toBe(404)
    expect(await snapshot(app)).toBe(before)
  })

  it("keeps the spam flag and the status one thing: either filter gives the same list", async () => {
    expect(await emails({ spam: true })).toEqual(
      await emails({ status: "spam" })
    )
    // The robot, and the visitor's own address sent once more through the trap.
    expect(await emails({ spam: true })).toEqual([
      "amira.haddad@example.com",
      "robot@example.com",
    ])
    // Marking one as spam moves it from the default list to the spam list, and back.
    const first = (await list({ q: "first@" })).json()[0]
    expect((await put({ status: "spam" }, editor, first.id)).json().spam).toBe(
      true
    )
    expect(await emails({})).not.toContain("first@example.com")
    expect(await emails({ spam: true })).toEqual(
      await emails({ status: "spam" })
    )
    expect(await emails({ spam: true })).toContain("first@example.com")
    expect(await emails({ spam: false })).toEqual(
      await emails({ status: ["new", "in_progress", "answered", "closed"] })
    )
    await put({ status: "new" }, editor, first.id)
    expect(await emails({})).toContain("first@example.com")
  })

  it("counts what is new and unassigned, and filters by assignee", async () => {
    const unassigned = await list({ status: "new", assignee: null })
    expect(unassigned.headers["content-range"]).toMatch(/\/1$/)
    expect((await list({ assignee: editor.id })).json()).toHaveLength(1)
  })

  it("exports the list as filtered, as CSV, and audits the export", async () => {
    const filter = encodeURIComponent(JSON.stringify({ spam: true }))
    const response = await app.inject({
      url: `/api/admin/contacts/export?filter=${filter}`,
      headers: editor.headers,
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-type"]).toMatch(/^text\/csv/)
    expect(response.headers["content-disposition"]).toMatch(
      /attachment; filename="contacts-/
    )
    const [header, ...rows] = response.body.split("\r\n")
    expect(header.split(",").slice(0, 3)).toEqual(["id", "createdAt", "name"])
    expect(rows).toHaveLength(2)
    expect(rows.join("\n")).toContain("robot@example.com")
    const entry = await app.db
      .selectFrom("audit")
      .select(["actor", "changes"])
      .where("action", "=", "export")
      .executeTakeFirstOrThrow()
    expect(entry.actor).toBe(editor.email)
    expect(JSON.parse(entry.changes)).toEqual({
      filter: { spam: true },
      rows: 2,
    })
  })

  it("defuses in the export what a spreadsheet would run as a formula", async () => {
    await app.inject({
      method: "POST",
      url: `/api/v1/${BRAND}/contact/upload`,
      payload: {
        ...validContact,
        email: "formula@example.com",
        name: '=HYPERLINK("http://evil.example")',
        reason: "@SUM(A1)",
        message: 'Line one\nline two, with a comma and "quotes"',
      },
    })
    const filter = encodeURIComponent(JSON.stringify({ q: "formula@" }))
    const response = await app.inject({
      url: `/api/admin/contacts/export?filter=${filter}`,
      headers: editor.headers,
    })
    const body = response.body
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(body).toContain(",'@SUM(A1),")
    expect(body).toContain(`"Line one\nline two, with a comma and ""quotes"""`)
    expect(body).not.toMatch(/(^|,)[=@]/m)
  })

  it("finds a contact by words of its message or notes, whatever their case", async () => {
    await put({ notes: "Prefers a call in the AFTERNOON" })
    expect(await emails({ q: "afternoon" })).toEqual([validContact.email])
    expect(await emails({ q: "DRILLING CONTRACTS" })).toContain(
      validContact.email
    )
    expect(await emails({ q: "100%_" })).toEqual([])
  })
})
