/** @dialect-dependent a migration's DDL and data moves, run as each dialect's SQL */
import { databaseBefore } from "../databases"
import { build } from "../helper"

// Migration 016 on a database that has data already: each mail is about its recipient, each audit
// entry about an account, an enquiry or a sign-up is about its address, and the consent ledger
// gets the keyed hash of its address when the server starts, and then outlives its sign-up.

const AT = "2026-01-01T00:00:00.000Z"

describe("migration 016 on existing data", () => {
  let before: Awaited<ReturnType<typeof databaseBefore>>
  beforeAll(async () => {
    before = await databaseBefore("016")
  })
  afterAll(() => before.drop())

  it("fills in who each row is about, and the ledger's hash", async () => {
    const { db } = before
    await db
      .insertInto("admins")
      .values({
        id: "account",
        email: "Invited@Example.com",
        passwordHash: "",
        createdAt: AT,
        updatedAt: AT,
      })
      .execute()
    await db
      .insertInto("contacts")
      .values({
        id: "reader",
        name: "",
        email: "Reader@Example.com",
        countryCode: "",
        number: "",
        reason: "",
        message: "",
        source: "newsletter",
        createdAt: AT,
        updatedAt: AT,
      })
      .execute()
    await db
      .insertInto("subscribers")
      .values({ contactId: "reader", status: "confirmed", signedUpAt: AT })
      .execute()
    await db
      .insertInto("newsletter_consents")
      .values({
        id: "consent",
        contactId: "reader",
        at: AT,
        event: "confirmed",
      })
      .execute()
    await db
      .insertInto("mails")
      .values({
        id: "mail",
        category: "newsletter-confirmation",
        toAddress: "Reader@Example.com",
        fromAddress: "",
        subject: "Confirm",
        text: "",
        html: "",
        headers: "{}",
        createdAt: AT,
      })
      .execute()
    for (const [id, resource, recordId] of [
      ["invite", "users", "account"],
      ["handled", "contacts", "reader"],
      ["published", "site", null],
    ])
      await db
        .insertInto("audit")
        .values({
          id,
          at: AT,
          actorId: null,
          actor: "admin@coreval.test",
          ip: "",
          action: "update",
          resource,
          recordId,
          changes: "{}",
        })
        .execute()
    await before.close()

    const app = await build({ DATABASE_URL: before.url })
    try {
      expect(
        await app.db.selectFrom("mails").select(["id", "person"]).execute()
      ).toEqual([{ id: "mail", person: "reader@example.com" }])
      expect(
        await app.db
          .selectFrom("audit")
          .select(["id", "person"])
          .where("id", "in", ["invite", "handled", "published"])
          .orderBy("id")
          .execute()
      ).toEqual([
        { id: "handled", person: "reader@example.com" },
        { id: "invite", person: "invited@example.com" },
        { id: "published", person: null },
      ])
      const ledger = () =>
        app.db
          .selectFrom("newsletter_consents")
          .select(["id", "contactId", "emailHash"])
          .execute()
      const hash = app.personHash("reader@example.com")
      expect(await ledger()).toEqual([
        { id: "consent", contactId: "reader", emailHash: hash },
      ])
      // What an erasure or the sweep does to the sign-up.
      await app.db.deleteFrom("contacts").where("id", "=", "reader").execute()
      expect(await ledger()).toEqual([
        { id: "consent", contactId: null, emailHash: hash },
      ])
    } finally {
      await app.close()
    }
  })
})
