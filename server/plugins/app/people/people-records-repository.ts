import {
  deleteByIds,
  ids,
  mentions,
  sameAddress,
  withoutStaff,
  addressIn,
  type Eraser,
  type Row,
} from "./people-match-repository"
import { CONSENT_PROOF } from "../newsletter/subscriber-ledger-repository"
import { ERASED } from "./person-traces"

// The person's own records: requests, newsletter sign-up, teacher registration, staff account,
// e-mails and failed sign-ins, one eraser each.

export const recordErasers: Eraser[] = [
  {
    // Book Session and proposal requests, with their notification's state.
    name: "contactRequests",
    find: async (db, email) =>
      (
        await db
          .selectFrom("contacts_listed")
          .selectAll()
          .where("source", "!=", "newsletter")
          .where(sameAddress("email", email))
          .orderBy("createdAt")
          .execute()
      ).map(withoutStaff),
    erase: (trx, found) => deleteByIds(trx, "contacts", found),
  },
  {
    // The sign-up, its state, its consent ledger and the issues sent to it. Deleting the contact
    // deletes the rest with it (ON DELETE CASCADE), but for the ledger, which stays under the keyed
    // hash of the address as proof of consent and withdrawal (subscribers-repository.ts).
    name: "newsletter",
    async find(db, email) {
      const contacts = await db
        .selectFrom("contacts as c")
        .leftJoin("subscribers as s", "s.contactId", "c.id")
        .select([
          "c.id",
          "c.email",
          "c.createdAt",
          "s.status",
          "s.signedUpAt",
          "s.confirmedAt",
          "s.unsubscribedAt",
          "s.confirmationSentAt",
        ])
        .where("c.source", "=", "newsletter")
        .where(sameAddress("c.email", email))
        .execute()
      const rows: Row[] = []
      for (const contact of contacts) {
        const consents = await db
          .selectFrom("newsletter_consents")
          .select(CONSENT_PROOF)
          .where("contactId", "=", contact.id)
          .orderBy("at")
          .orderBy("id")
          .execute()
        const issues = await db
          .selectFrom("newsletter_deliveries as d")
          .innerJoin("newsletters as n", "n.id", "d.newsletterId")
          .select(["n.id", "n.subject", "d.createdAt as queuedAt"])
          .where("d.contactId", "=", contact.id)
          .orderBy("d.createdAt")
          .execute()
        rows.push({ ...contact, consents, issues })
      }
      return rows
    },
    erase: (trx, found) => deleteByIds(trx, "contacts", found),
  },
  {
    // A teacher's registration, never its password hash.
    name: "teacherRegistrations",
    find: async (db, email) =>
      (
        await db
          .selectFrom("teachers_listed")
          .selectAll()
          .where(sameAddress("email", email))
          .execute()
      ).map(withoutStaff),
    erase: (trx, found) => deleteByIds(trx, "teachers", found),
  },
  {
    // A staff account, never its password hash. Only a disabled one is erased (the erasure of an
    // enabled one is refused): the row stays without its address or password, so the audit trail
    // keeps its id, and the address goes from the records that name it as who invited, answered
    // or reviewed, and from the invitations it sent.
    name: "staffAccounts",
    find: (db, email) =>
      db
        .selectFrom("admins")
        .select([
          "id",
          "email",
          "role",
          "disabled",
          "invitedAt",
          "createdAt",
          "updatedAt",
        ])
        .where(sameAddress("email", email))
        .execute(),
    async erase(trx, found, { email }) {
      for (const id of ids(found)) {
        await trx
          .updateTable("admins")
          .set((eb) => ({
            email: `${ERASED}-${id}@${ERASED}.invalid`,
            passwordHash: "",
            invitedBy: null,
            disabled: 1,
            tokenVersion: eb("tokenVersion", "+", 1),
          }))
          .where("id", "=", id)
          .execute()
        await trx
          .deleteFrom("account_tokens")
          .where("accountKind", "=", "admin")
          .where("accountId", "=", id)
          .execute()
      }
      if (!found.length) return 0
      await trx
        .updateTable("admins")
        .set({ invitedBy: ERASED })
        .where(sameAddress("invitedBy", email))
        .execute()
      await trx
        .updateTable("contacts")
        .set({ answeredBy: ERASED })
        .where(sameAddress("answeredBy", email))
        .execute()
      await trx
        .updateTable("teachers")
        .set({ reviewedBy: ERASED })
        .where(sameAddress("reviewedBy", email))
        .execute()
      const mails = await trx
        .selectFrom("mails")
        .select(["id", "text", "html"])
        .where(mentions("text", email))
        .execute()
      for (const mail of mails) {
        const text = mail.text.replace(addressIn(email), ERASED)
        const html = mail.html.replace(addressIn(email), ERASED)
        if (text !== mail.text || html !== mail.html)
          await trx
            .updateTable("mails")
            .set({ text, html })
            .where("id", "=", mail.id)
            .execute()
      }
      return found.length
    },
  },
  {
    // E-mails the server wrote about the person (a confirmation, a newsletter, an invitation),
    // as recorded when each was queued, with their place in the outbox, which goes with them.
    name: "emails",
    find: (db, email) =>
      db
        .selectFrom("mails as m")
        .leftJoin("notifications as n", "n.mailId", "m.id")
        .select([
          "m.id",
          "m.category",
          "m.toAddress",
          "m.subject",
          "m.createdAt",
          "n.state",
          "n.sentAt",
        ])
        .where("m.person", "=", email.toLowerCase())
        .orderBy("m.createdAt")
        .execute(),
    erase: (trx, found) => deleteByIds(trx, "mails", found),
  },
  {
    // Failed sign-ins counted against the address.
    name: "failedSignIns",
    find: (db, email) =>
      db
        .selectFrom("login_failures")
        .selectAll()
        .where(sameAddress("email", email))
        .execute(),
    async erase(trx, found) {
      if (!found.length) return 0
      const result = await trx
        .deleteFrom("login_failures")
        .where("email", "in", ids(found, "email"))
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  },
]
