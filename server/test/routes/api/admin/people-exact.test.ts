/** @dialect-dependent erasure and export find a person's rows with SQL built per table */
import { sql } from "kysely"
import { applyRetention } from "../../../../plugins/app/audit/retention-repository"
import { addressIn } from "../../../../plugins/app/people/people-repository"
import {
  BRAND,
  buildAsAdmin,
  type TestApp,
  validContact,
} from "../../../helper"
import { confirmedSubscribers, signUp } from "../../../newsletter-helpers"
import { staff } from "../../../people"

// The view, the export and the erasure of one address reach that person and nobody else: not an
// address that contains theirs or is contained in it, whatever the case. The consent ledger
// outlives the erasure and the retention sweep under a keyed hash, an enabled staff account is
// not erased, and the audit trail keeps who did what (the account's id) without their address.

const PERSON = "ann@example.com"

// Addresses around `email` that are someone else: longer or shorter on either side of the @,
// another domain, a tag. The same address in another case is the same person.
function neighbours(email: string) {
  const [local, domain] = email.split("@")
  const tld = domain.slice(domain.lastIndexOf(".") + 1)
  return [
    `jo${local}@${domain}`,
    `x.${local}@${domain}`,
    `${local.slice(1)}@${domain}`,
    `${local.slice(0, -1)}@${domain}`,
    `${local}+news@${domain}`,
    `${local}@mail.${domain}`,
    `${local}@${domain}.au`,
    `${local}@${domain.slice(0, -1)}`,
    `${local}@${domain}${tld.slice(-1)}`,
  ]
}

type Row = Record<string, unknown>

describe("one person's data, exactly", () => {
  let app: TestApp
  let admin: Record<string, string>
  beforeAll(async () => {
    ;({ app, headers: admin } = await buildAsAdmin())
  })
  afterAll(() => app.close())

  const people = (email: string, path = "") =>
    `/api/admin/people${path}?email=${encodeURIComponent(email)}`

  // A contact request handled by the office (an audit entry about it), and a newsletter sign-up
  // waiting for its confirmation (the e-mail pending in the outbox).
  async function leaveTraces(email: string, contactAs = email) {
    const contact = (
      await app.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: { ...validContact, email: contactAs, source: "rfq" },
      })
    ).json().Contact.id
    const handled = await app.inject({
      method: "PUT",
      url: `/api/admin/contacts/${contact}`,
      headers: admin,
      payload: { notes: `Called back ${email}`, status: "in_progress" },
    })
    expect(handled.statusCode).toBe(200)
    expect((await signUp(app, email)).statusCode).toBe(201)
  }

  // Every row of every table, by table.
  async function everyRow() {
    const rows: Record<string, Row[]> = {}
    for (const table of await app.db.introspection.getTables()) {
      if (table.isView || table.name === "job_runs") continue
      rows[table.name] = await app.db
        .selectFrom(table.name as "audit")
        .selectAll()
        .execute()
    }
    return rows
  }

  // The rows that are not the person's: none names the address, nor any row that does.
  function othersRows(rows: Record<string, Row[]>, email: string) {
    const names = (row: Row) =>
      Object.values(row).some(
        (value) => typeof value === "string" && addressIn(email).test(value)
      )
    const theirs = new Set<unknown>()
    for (const table of Object.values(rows))
      for (const row of table)
        if (names(row)) theirs.add(row.id ?? row.contactId)
    const others: Record<string, Row[]> = {}
    for (const [table, tableRows] of Object.entries(rows))
      others[table] = tableRows.filter(
        (row) =>
          !names(row) && !Object.values(row).some((value) => theirs.has(value))
      )
    return others
  }

  it("erases the person and leaves every neighbouring address byte for byte as it was", async () => {
    const others = neighbours(PERSON)
    for (const email of others) await leaveTraces(email)
    await leaveTraces(PERSON, PERSON.toUpperCase())

    const view = (
      await app.inject({ url: people("Ann@Example.com"), headers: admin })
    ).json().records
    expect(view.contactRequests).toHaveLength(1)
    expect(view.newsletter).toHaveLength(1)
    expect(view.emails).toHaveLength(1)
    expect(view.auditEntries).toHaveLength(1)
    expect(JSON.stringify(view)).not.toMatch(
      new RegExp(others.map((email) => addressIn(email).source).join("|"), "i")
    )

    const before = await everyRow()
    const kept = othersRows(before, PERSON)
    expect(kept.contacts).toHaveLength(2 * others.length)
    expect(kept.mails).toHaveLength(others.length)
    expect(kept.audit.filter((row) => row.person).length).toBe(others.length)

    const erased = await app.inject({
      method: "DELETE",
      url: people(PERSON),
      headers: admin,
    })
    expect(erased.statusCode).toBe(204)

    const after = await everyRow()
    for (const [table, rows] of Object.entries(kept))
      for (const row of rows)
        expect({ table, row }).toEqual({
          table,
          row: after[table].find(
            (candidate) => JSON.stringify(candidate) === JSON.stringify(row)
          ),
        })
    // And the person is gone from every row but the ledger's, which no longer holds the address.
    expect(
      Object.entries(othersRows(after, PERSON)).every(
        ([table, rows]) => rows.length === after[table].length
      )
    ).toBe(true)
  })

  it("exports an administrator's own data alone, refuses to erase the account while it is enabled, and keeps their id in the trail", async () => {
    const chief = await staff(
      app,
      { email: "chief@example.net", password: "the chief's long password" },
      "admin"
    )
    const invitees = ["deputy.chief@example.net", "chief@example.net.au"]
    for (const email of invitees) {
      const invited = await app.inject({
        method: "POST",
        url: "/api/admin/users",
        headers: chief.headers,
        payload: { email, role: "editor" },
      })
      expect(invited.statusCode).toBe(201)
    }
    const contact = (
      await app.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: { ...validContact, email: "client@example.org" },
      })
    ).json().Contact.id
    await app.inject({
      method: "PUT",
      url: `/api/admin/contacts/${contact}`,
      headers: chief.headers,
      payload: {
        notes: "Budget of 2.4 million, call Tuesdays",
        status: "answered",
        assignee: chief.id,
      },
    })
    // The client's own data names no one on the staff by address.
    const client = await app.inject({
      url: people("client@example.org", "/export"),
      headers: admin,
    })
    expect(client.json().records.contactRequests).toHaveLength(1)
    expect(client.json().records.auditEntries).toEqual([
      expect.objectContaining({
        action: "update",
        changes: expect.any(String),
      }),
    ])
    expect(client.body).not.toContain(chief.email)

    const exported = await app.inject({
      url: people(chief.email, "/export"),
      headers: admin,
    })
    expect(exported.statusCode).toBe(200)
    const { records } = exported.json()
    expect(records.staffAccounts).toEqual([
      expect.objectContaining({ id: chief.id, email: chief.email }),
    ])
    expect(records.auditEntries.map((entry: Row) => entry.action)).toEqual(
      expect.arrayContaining(["login", "invite", "invite", "update"])
    )
    const text = JSON.stringify(exported.json())
    for (const secret of [
      ...invitees,
      "client@example.org",
      validContact.name,
      "2.4 million",
      "passwordHash",
    ])
      expect(text).not.toContain(secret)

    const refused = await app.inject({
      method: "DELETE",
      url: people(chief.email),
      headers: admin,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/disable it first/)

    await app.inject({
      method: "PUT",
      url: `/api/admin/users/${chief.id}`,
      headers: admin,
      payload: { disabled: true },
    })
    const byChief = async () =>
      app.db
        .selectFrom("audit")
        .select(["id", "actor", "ip", "action"])
        .where("actorId", "=", chief.id)
        .orderBy("id")
        .execute()
    const trail = await byChief()
    expect(
      (
        await app.inject({
          method: "DELETE",
          url: people(chief.email),
          headers: admin,
        })
      ).statusCode
    ).toBe(204)

    // Every entry the account wrote is still there, with its id, without its address.
    expect(await byChief()).toEqual(
      trail.map((entry) => ({ ...entry, actor: "erased", ip: "" }))
    )
    expect(
      await app.db
        .selectFrom("admins")
        .select(["id", "disabled"])
        .where("id", "=", chief.id)
        .executeTakeFirst()
    ).toEqual({ id: chief.id, disabled: 1 })
    const rows = await everyRow()
    expect(othersRows(rows, chief.email)).toEqual(rows)
    // The invitees keep their invitations, which no longer name who sent them.
    const invitations = await app.db
      .selectFrom("mails")
      .select(["toAddress", "text"])
      .where("category", "=", "invitation")
      .where("toAddress", "in", invitees)
      .execute()
    expect(invitations).toHaveLength(2)
    for (const mail of invitations) expect(mail.text).toMatch(/^erased has/)
  })

  it("audits the view, the export and the erasure with a keyed hash, which is no one's data", async () => {
    const email = "audited@example.com"
    await leaveTraces(email)
    for (const path of ["", "/export"])
      await app.inject({ url: people(email, path), headers: admin })
    const view = (
      await app.inject({ url: people(email.toUpperCase()), headers: admin })
    ).json().records
    expect(view.auditEntries.map((entry: Row) => entry.action)).not.toContain(
      "export"
    )
    await app.inject({ method: "DELETE", url: people(email), headers: admin })

    const entries = await app.db
      .selectFrom("audit")
      .select(["action", "changes", "person"])
      .where("resource", "=", "people")
      .where(sql<boolean>`"changes" LIKE ${`%${app.personHash(email)}%`}`)
      .execute()
    // Ids within one millisecond are in no particular order. A view is an export (the contract's
    // actions have no other) that says it was one.
    expect(
      entries
        .map(({ action, changes }) =>
          JSON.parse(changes).view ? `${action} (view)` : action
        )
        .sort()
    ).toEqual(["erase", "export", "export (view)", "export (view)"])
    for (const entry of entries) {
      expect(JSON.parse(entry.changes).emailHash).toMatch(/^[0-9a-f]{64}$/)
      expect(entry.changes).not.toContain("audited")
      expect(entry.person).toBeNull()
    }
  })

  it("keeps the consent ledger under a keyed hash after an erasure and after the sweep, and knows the address when it signs up again", async () => {
    const ledger = (email: string) =>
      app.db
        .selectFrom("newsletter_consents")
        .select(["contactId", "event"])
        .where("emailHash", "=", app.personHash(email))
        .orderBy("id")
        .execute()
    const history = async (email: string) => {
      const id = (await signUp(app, email)).json().Contact.id
      const subscriber = await app.inject({
        url: `/api/admin/subscribers/${id}`,
        headers: admin,
      })
      return subscriber
        .json()
        .consents.map((entry: { event: string }) => entry.event)
    }

    const erasedOne = "erased.reader@example.com"
    await confirmedSubscribers(app, [erasedOne])
    await app.inject({
      method: "DELETE",
      url: people(erasedOne),
      headers: admin,
    })
    expect(await ledger(erasedOne)).toEqual([
      { contactId: null, event: "signed_up" },
      { contactId: null, event: "confirmation_sent" },
      { contactId: null, event: "confirmed" },
    ])

    const swept = "never.confirmed@example.com"
    await signUp(app, swept)
    await applyRetention(
      app.db,
      app.config,
      new Date(Date.now() + 31 * 86_400_000)
    )
    expect(await ledger(swept)).toEqual([
      { contactId: null, event: "signed_up" },
      { contactId: null, event: "confirmation_sent" },
    ])

    // Back again, in another case: the earlier consent is part of the new subscriber's ledger.
    expect(await history(erasedOne.toUpperCase())).toEqual([
      "signed_up",
      "confirmation_sent",
      "confirmed",
      "signed_up",
      "confirmation_sent",
    ])
    expect(await history(swept)).toEqual([
      "signed_up",
      "confirmation_sent",
      "signed_up",
      "confirmation_sent",
    ])
    // No address is kept with the hashed rows, and the ledger is still append-only.
    await expect(
      app.db
        .updateTable("newsletter_consents")
        .set({ event: "unsubscribed" })
        .where("emailHash", "=", app.personHash(swept))
        .execute()
      // Matched by message: better-sqlite3's native code makes its errors with the Error of the
      // first test file that loaded it, which toThrow does not take for an Error in another file.
    ).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) })
  })
})
