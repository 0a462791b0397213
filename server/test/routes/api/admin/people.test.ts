/** @dialect-dependent the search of every table for an erased address, and the audit redaction, are SQL */
import { sql } from "kysely"
import { recordAudit } from "../../../../plugins/app/audit/audit-repository"
import {
  BRAND,
  buildAsAdmin,
  type TestApp,
  validContact,
  validTeacher,
} from "../../../helper"
import {
  confirmedSubscribers,
  editorHeaders,
} from "../../../newsletter-helpers"

// Everything kept on one address, for administrators: shown, exported as one JSON file (and the
// export recorded), or erased, after which no table of the database holds the address, the
// person's name or their phone number anywhere, while the erasure itself is recorded without them.

const PERSON = {
  name: "Maria Verhoeven-Tanaka",
  email: "Maria.Verhoeven@Example.com",
  number: "+31 6 9876 5432",
}

describe("people's data", () => {
  let app: TestApp
  let admin: Record<string, string>
  let editor: Record<string, string>
  let otherContact: string
  beforeAll(async () => {
    ;({ app, headers: admin } = await buildAsAdmin())
    editor = await editorHeaders(app, "editor@coreval.test")

    // The person, everywhere the product keeps someone: two requests, a confirmed sign-up that
    // received an issue, a teacher registration, failed sign-ins, and audit entries naming them.
    for (const source of ["session", "rfq"]) {
      await app.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: {
          ...validContact,
          name: PERSON.name,
          email: PERSON.email.toLowerCase(),
          number: PERSON.number,
          message: `Please call ${PERSON.name} on ${PERSON.number}.`,
          source,
        },
      })
    }
    const [subscription] = await confirmedSubscribers(app, [PERSON.email])
    await app.inject({
      method: "POST",
      url: "/api/teacher/auth/register",
      payload: {
        ...validTeacher,
        name: PERSON.name,
        email: PERSON.email,
        phone: PERSON.number,
      },
    })
    for (let i = 0; i < 2; i++) {
      await app.inject({
        method: "POST",
        url: "/api/admin/auth/login",
        payload: { email: PERSON.email, password: "not the right password" },
      })
    }
    await recordAudit(app.db, {
      actor: { id: null, email: PERSON.email, ip: "203.0.113.50" },
      action: "login_failed",
      resource: "auth",
    })
    await recordAudit(app.db, {
      actor: {
        id: "admin",
        email: "admin@coreval.test",
        role: "admin",
        ip: "127.0.0.1",
      },
      action: "update",
      resource: "contacts",
      recordId: subscription,
      changes: { notes: [null, `${PERSON.name} asked for the autumn issue`] },
    })

    // Someone else, who must be left as they are.
    otherContact = (
      await app.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: { ...validContact, email: "someone.else@example.com" },
      })
    ).json().Contact.id
    await confirmedSubscribers(app, ["someone.else@example.com"])

    const issue = (
      await app.inject({
        method: "POST",
        url: "/api/admin/newsletters",
        headers: editor,
        payload: {
          subject: "An issue both received",
          intro: "<p>Hi</p>",
          items: [],
        },
      })
    ).json()
    await app.inject({
      method: "POST",
      url: `/api/admin/newsletters/${issue.id}/send`,
      headers: editor,
    })
    await app.newsletter.resume()
  })
  afterAll(() => app.close())

  const query = (email = PERSON.email) =>
    `/api/admin/people?email=${encodeURIComponent(email)}`

  it("is for administrators only", async () => {
    for (const [method, url] of [
      ["GET", query()],
      ["GET", query().replace("people?", "people/export?")],
      ["DELETE", query()],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401)
      const refused = await app.inject({ method, url, headers: editor })
      expect(refused.statusCode).toBe(403)
    }
    const bad = await app.inject({
      url: "/api/admin/people?email=nope",
      headers: admin,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/email must be a valid e-mail/)
  })

  it("shows everything kept on the address, whatever its case", async () => {
    const response = await app.inject({
      url: query(PERSON.email.toUpperCase()),
      headers: admin,
    })
    expect(response.statusCode).toBe(200)
    const { records } = response.json()
    expect(records.contactRequests).toHaveLength(2)
    expect(records.contactRequests[0]).toMatchObject({
      name: PERSON.name,
      number: PERSON.number,
    })
    expect(records.newsletter).toHaveLength(1)
    expect(records.newsletter[0]).toMatchObject({ status: "confirmed" })
    expect(
      records.newsletter[0].consents.map(
        (entry: { event: string }) => entry.event
      )
    ).toEqual(["signed_up", "confirmation_sent", "confirmed"])
    expect(records.newsletter[0].issues).toEqual([
      expect.objectContaining({ subject: "An issue both received" }),
    ])
    expect(records.teacherRegistrations).toHaveLength(1)
    expect(records.teacherRegistrations[0]).not.toHaveProperty("passwordHash")
    expect(
      records.emails.map((mail: { category: string }) => mail.category).sort()
    ).toEqual(["newsletter", "newsletter-confirmation"])
    expect(records.failedSignIns).toEqual([
      expect.objectContaining({ failures: 2 }),
    ])
    expect(records.auditEntries.length).toBeGreaterThanOrEqual(1)
    expect(JSON.stringify(response.json())).not.toMatch(/passwordHash|scrypt/)
  })

  it("exports it as one JSON file, recorded in the audit trail, then erases it and leaves nothing", async () => {
    const exported = await app.inject({
      url: query().replace("people?", "people/export?"),
      headers: admin,
    })
    expect(exported.statusCode).toBe(200)
    expect(exported.headers["content-disposition"]).toBe(
      'attachment; filename="personal-data-Maria.Verhoeven_Example.com.json"'
    )
    expect(exported.json()).toMatchObject({
      email: PERSON.email,
      exportedAt: expect.any(String),
      records: {
        contactRequests: expect.any(Array),
        newsletter: expect.any(Array),
      },
    })
    // The view of the test before is an export too, with `view: true`.
    const exports = (
      await app.db
        .selectFrom("audit")
        .selectAll()
        .where("action", "=", "export")
        .where("resource", "=", "people")
        .execute()
    ).filter((entry) => !JSON.parse(entry.changes).view)
    expect(exports).toHaveLength(1)
    expect(exports[0].actor).toBe("admin@coreval.test")

    const before = await everyMention(app, [PERSON.email])
    expect(before.length).toBeGreaterThan(5)

    const erased = await app.inject({
      method: "DELETE",
      url: query(),
      headers: admin,
    })
    expect(erased.statusCode).toBe(204)
    expect(erased.body).toBe("")

    // Not one table, column or row of the database still holds the person.
    expect(
      await everyMention(app, [PERSON.email, PERSON.name, PERSON.number])
    ).toEqual([])
    const after = (await app.inject({ url: query(), headers: admin })).json()
    expect(
      Object.values(after.records).every(
        (rows) => (rows as unknown[]).length === 0
      )
    ).toBe(true)

    // The erasure is recorded, with counts and not the address; the trail of what was done stays.
    const entry = await app.db
      .selectFrom("audit")
      .selectAll()
      .where("action", "=", "erase")
      .executeTakeFirstOrThrow()
    expect(entry).toMatchObject({
      actor: "admin@coreval.test",
      resource: "people",
      recordId: null,
    })
    expect(JSON.parse(entry.changes)).toMatchObject({
      contactRequests: 2,
      newsletter: 1,
      teacherRegistrations: 1,
      emails: 2,
      failedSignIns: 1,
    })
    const redacted = await app.db
      .selectFrom("audit")
      .select(["action", "actor", "changes"])
      .where("action", "in", ["login_failed", "export", "update"])
      .execute()
    // One entry of each kind at least (a failed sign-in may be recorded by more than one check),
    // and every failed sign-in's actor, which was the person's address, now reads "erased".
    expect(new Set(redacted.map((row) => row.action))).toEqual(
      new Set(["login_failed", "export", "update"])
    )
    const failed = redacted.filter((row) => row.action === "login_failed")
    expect(failed.every((row) => row.actor === "erased")).toBe(true)

    // Someone else's records are untouched, their copy of the issue included.
    const other = (
      await app.inject({
        url: query("someone.else@example.com"),
        headers: admin,
      })
    ).json()
    expect(
      other.records.contactRequests.map((row: { id: string }) => row.id)
    ).toEqual([otherContact])
    expect(other.records.newsletter[0].status).toBe("confirmed")
    expect(
      other.records.emails.map((mail: { category: string }) => mail.category)
    ).toContain("newsletter")

    // Erasing an address that is not there (any more) is no error.
    expect(
      (await app.inject({ method: "DELETE", url: query(), headers: admin }))
        .statusCode
    ).toBe(204)
  })
})

// Every text a person left, in any column of any table, as "table.column" for each row holding it.
async function everyMention(app: TestApp, needles: string[]) {
  const found: string[] = []
  const tables = await app.db.introspection.getTables({
    withInternalKyselyTables: true,
  })
  for (const table of tables) {
    if (table.isView) continue
    for (const column of table.columns) {
      for (const needle of needles) {
        const pattern = `%${needle.toLowerCase()}%`
        const { rows } = await sql<{
          n: number
        }>`SELECT count(*) AS n FROM ${sql.table(table.name)} WHERE lower(CAST(${sql.ref(column.name)} AS TEXT)) LIKE ${pattern}`.execute(
          app.db
        )
        if (Number(rows[0].n) > 0)
          found.push(`${table.name}.${column.name}: ${needle}`)
      }
    }
  }
  return found
}
