import fp from "fastify-plugin"
import { sql, type Kysely } from "kysely"
import { isUniqueViolation } from "../../db/connect"
import { groupCommit } from "../../db/group-commit"
import { newId } from "../../db/ids"
import type { Contact, Database } from "../../db/tables"
import type { ContactSource } from "../../schemas/contact"
import { outboxRow } from "./notifications-repository"

// Contact requests and newsletter sign-ups. A create resolves only once its row is committed
// (and, on SQLite, fsynced), so the caller answers 201 only once the row is on disk. Contact
// requests, the busy path, are written in groups (db/group-commit.ts), each group in one
// transaction with the requests' notifications (the outbox, notifications-repository.ts): a 201
// means the enquiry and its e-mail-to-be are both stored, or neither is. A request flagged as
// spam (the honeypot) is stored without a notification. A sign-up is checked against the
// existing ones first, so it is written on its own, and never notified.

export interface ContactInput {
  name: string
  email: string
  countryCode?: string
  number: string
  reason: string
  message: string
  source: Exclude<ContactSource, "newsletter">
  spam?: boolean
}

type NewContact = Omit<Contact, "id" | "createdAt" | "updatedAt">

export function createContactsRepository(db: Kysely<Database>) {
  const columns = [
    "id",
    "name",
    "email",
    "countryCode",
    "number",
    "reason",
    "message",
    "source",
    "spam",
    "createdAt",
    "updatedAt",
  ] as const

  const toRecord = (values: NewContact): Contact => {
    const now = new Date().toISOString()
    return { id: newId(), ...values, createdAt: now, updatedAt: now }
  }

  const insert = async (values: NewContact) => {
    const record = toRecord(values)
    await db.insertInto("contacts").values(record).execute()
    return record
  }

  const insertGrouped = groupCommit<Contact>(async (records) => {
    const notifications = records
      .filter((record) => !record.spam)
      .map((record) =>
        outboxRow({ kind: "contact", id: record.id }, record.createdAt)
      )
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("contacts").values(records).execute()
      if (notifications.length)
        await trx.insertInto("notifications").values(notifications).execute()
    })
  })

  const findSubscriber = (email: string) =>
    db
      .selectFrom("contacts")
      .select(columns)
      .where("source", "=", "newsletter")
      .where(sql`lower("email")`, "=", email.toLowerCase())
      .executeTakeFirst()

  return {
    async create({ spam = false, ...input }: ContactInput) {
      const record = toRecord({ countryCode: "", ...input, spam: spam ? 1 : 0 })
      await insertGrouped(record)
      return record
    },

    // One sign-up per address: a second one gets the first record back. The unique index
    // decides when two arrive at once.
    async subscribe(
      email: string
    ): Promise<{ contact: Contact; created: boolean }> {
      const existing = await findSubscriber(email)
      if (existing) return { contact: existing, created: false }
      try {
        const contact = await insert({
          name: "",
          email,
          countryCode: "",
          number: "",
          reason: "",
          message: "",
          source: "newsletter",
          spam: 0,
        })
        return { contact, created: true }
      } catch (error) {
        const winner = isUniqueViolation(error)
          ? await findSubscriber(email)
          : undefined
        if (!winner) throw error
        return { contact: winner, created: false }
      }
    },
  }
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>

declare module "fastify" {
  interface FastifyInstance {
    contactsRepository: ContactsRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate("contactsRepository", createContactsRepository(fastify.db))
  },
  { name: "contacts-repository", dependencies: ["db"] }
)
