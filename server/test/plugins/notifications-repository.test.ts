/** @dialect-dependent the outbox repository's SQL and transactions */
import { sql } from "kysely"
import {
  adminToken,
  bearer,
  BRAND,
  buildForTests,
  type TestApp,
  validContact,
  validTeacher,
} from "../helper"

// The outbox (docs/mail.md): a 201 means the enquiry and its notification are both
// stored, in one transaction; and claimers working at once never take the same notification.

// Makes every insert into the outbox fail, as a full disk or a lost connection would.
async function breakOutbox(app: TestApp) {
  if (app.dbInfo.dialect === "postgres") {
    await sql`CREATE FUNCTION outbox_down() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'outbox is down'; END $$ LANGUAGE plpgsql`.execute(
      app.db
    )
    await sql`CREATE TRIGGER outbox_down BEFORE INSERT ON notifications
      FOR EACH ROW EXECUTE FUNCTION outbox_down()`.execute(app.db)
  } else {
    await sql`CREATE TRIGGER outbox_down BEFORE INSERT ON notifications
      BEGIN SELECT RAISE(ABORT, 'outbox is down'); END`.execute(app.db)
  }
  return async () => {
    await sql`DROP TRIGGER outbox_down${sql.raw(app.dbInfo.dialect === "postgres" ? " ON notifications" : "")}`.execute(
      app.db
    )
  }
}

const count = async (
  app: TestApp,
  table: "contacts" | "teachers" | "notifications"
) =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n
  )

describe("the outbox", () => {
  let app: TestApp
  buildForTests((built) => (app = built))

  it("stores no enquiry whose notification cannot be stored, and both once it can", async () => {
    const repair = await breakOutbox(app)
    const contact = await app.inject({
      method: "POST",
      url: `/api/v1/${BRAND}/contact/upload`,
      payload: validContact,
    })
    const registration = await app.inject({
      method: "POST",
      url: "/api/teacher/auth/register",
      payload: validTeacher,
    })
    expect(contact.statusCode).toBe(500)
    expect(registration.statusCode).toBe(500)
    expect(await count(app, "contacts")).toBe(0)
    expect(await count(app, "teachers")).toBe(0)

    await repair()
    const retried = await Promise.all([
      app.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: validContact,
      }),
      app.inject({
        method: "POST",
        url: "/api/teacher/auth/register",
        payload: validTeacher,
      }),
    ])
    expect(retried.map((response) => response.statusCode)).toEqual([201, 201])
    expect(await count(app, "contacts")).toBe(1)
    expect(await count(app, "teachers")).toBe(1)
    expect(await count(app, "notifications")).toBe(2)
  })

  it("deletes a notification with its contact or teacher", async () => {
    const headers = bearer(await adminToken(app))
    for (const resource of ["contacts", "teachers"]) {
      const [record] = (
        await app.inject({ url: `/api/admin/${resource}`, headers })
      ).json()
      const deleted = await app.inject({
        method: "DELETE",
        url: `/api/admin/${resource}/${record.id}`,
        headers,
      })
      expect(deleted.statusCode).toBe(200)
      expect(deleted.json()).toMatchObject({ notification: "pending" })
    }
    expect(await count(app, "notifications")).toBe(0)
  })

  it("gives each due notification to one claimer only, however many claim at once", async () => {
    const uploads = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        app.inject({
          method: "POST",
          url: `/api/v1/${BRAND}/contact/upload`,
          payload: { ...validContact, message: `Claim test ${i}` },
        })
      )
    )
    expect(uploads.every((response) => response.statusCode === 201)).toBe(true)
    const now = new Date(Date.now() + 1000).toISOString()
    const leaseUntil = new Date(Date.now() + 60_000).toISOString()
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        app.notificationsRepository.claimDue({
          now,
          leaseUntil,
          limit: 15,
          token: `claimer-${i}`,
        })
      )
    )
    const ids = claims.flat().map((notification) => notification.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toHaveLength(60)
    // Each row was claimed once: a claim counts one attempt, and a second claimer that took a
    // row over would have counted another.
    const attempts = await app.db
      .selectFrom("notifications")
      .select("attempts")
      .execute()
    expect(attempts.map((row) => row.attempts)).toEqual(Array(60).fill(1))
    // Claimed rows wait for their lease: nothing is due again before it ends.
    const again = await app.notificationsRepository.claimDue({
      now,
      leaseUntil,
      limit: 100,
      token: "late",
    })
    expect(again).toEqual([])
    expect(await app.notificationsRepository.nextDueAt()).toBe(leaseUntil)
    // What a claim carries: the enquiry itself, ready to be written up.
    expect(claims.flat()[0]).toMatchObject({
      kind: "contact",
      attempts: 1,
      contact: expect.objectContaining({ email: validContact.email }),
    })
  })
})
