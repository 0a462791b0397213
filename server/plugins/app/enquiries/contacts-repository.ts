import { sql, type Kysely } from "kysely"
import { isUniqueViolation } from "../../../db/connect"
import { groupCommit } from "../../../db/group-commit"
import { newId } from "../../../db/ids"
import type { Contact, Database } from "../../../db/tables"
import { changedFields } from "../audit/audit"
import { recordAudit } from "../audit/audit-repository"
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactSource,
  type ContactStatus,
} from "../../../../schemas/contact"
import type { Actor } from "../people/actor"
import { outboxRow } from "../outbox/notifications-repository"
import { dbRepositoryPlugin } from "../../../common/db-repository-plugin"

// Contact requests and newsletter sign-ups. A create resolves only once its row is committed
// (and, on SQLite, fsynced), so the caller answers 201 only once the row is on disk. Contact
// requests, the busy path, are written in groups (db/group-commit.ts), each group in one
// transaction with the requests' notifications (the outbox, notifications-repository.ts): a 201
// means the enquiry and its e-mail-to-be are both stored, or neither is. A request flagged as
// spam (the honeypot) is stored with status 'spam' and without a notification. A sign-up is
// checked against the existing ones first, so it is written on its own, and never notified; there
// is nothing to answer, so it is 'closed' from the start.
//
// The office handles each enquiry to the end: `handle` changes its status, assignee and notes
// (nothing else), records who marked it answered and when, and audits the change in its own
// transaction.

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

type NewContact = Pick<Contact, ContactField | "status">

// What the office changes on an enquiry; `assignee` is a staff account's id or null.
export interface ContactHandling {
  status?: ContactStatus
  assignee?: string | null
  notes?: string
}

// The text the admin list's free-text filter reads (`search`, lower-cased once here): every field
// the visitor typed, and the office's notes. Lines keep one field's end from running into the
// next one's start.
export function searchText(
  contact: Pick<Contact, keyof NewContact | "notes">
): string {
  return [
    contact.name,
    contact.email,
    contact.countryCode,
    contact.number,
    contact.reason,
    contact.message,
    contact.source,
    contact.notes,
  ]
    .join("\n")
    .toLowerCase()
}

// long: a repository factory: its body is the list of its methods, each short
export function createContactsRepository(db: Kysely<Database>) {
  const columns = [
    "id",
    ...CONTACT_FIELDS,
    "status",
    "assignee",
    "notes",
    "answeredBy",
    "answeredAt",
    "createdAt",
    "updatedAt",
  ] as const

  const toRecord = (values: NewContact): Contact => {
    const now = new Date().toISOString()
    const handling = {
      assignee: null,
      notes: "",
      answeredBy: null,
      answeredAt: null,
    }
    return {
      id: newId(),
      ...values,
      ...handling,
      search: searchText({ ...values, notes: "" }),
      createdAt: now,
      updatedAt: now,
    }
  }

  const insert = async (values: NewContact) => {
    const record = toRecord(values)
    await db.insertInto("contacts").values(record).execute()
    return record
  }

  const insertGrouped = groupCommit<Contact>(async (records) => {
    const notifications = records
      .filter((record) => record.status !== "spam")
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
    // The enquiry after the change, or null when there is none with this id. Marking it answered
    // (from another status) records who and when.
    async handle(
      id: string,
      changes: ContactHandling,
      actor: Actor,
      now = new Date().toISOString()
    ) {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom("contacts")
          .select(columns)
          .where("id", "=", id)
          .executeTakeFirst()
        if (!before) return null
        const after = { ...before, ...changes, search: "" }
        const answered =
          changes.status === "answered" && before.status !== "answered"
        await trx
          .updateTable("contacts")
          .set({
            ...changes,
            ...(answered && { answeredBy: actor.email, answeredAt: now }),
            search: searchText(after),
            updatedAt: now,
          })
          .where("id", "=", id)
          .execute()
        const handled = {
          status: before.status,
          assignee: before.assignee,
          notes: before.notes,
        }
        await recordAudit(trx, {
          actor,
          action: "update",
          resource: "contacts",
          recordId: id,
          person: before.email,
          changes: changedFields(handled, {
            status: after.status,
            assignee: after.assignee,
            notes: after.notes,
          }),
        })
        return after
      })
    },

    async create({ spam = false, ...input }: ContactInput) {
      const record = toRecord({
        countryCode: "",
        ...input,
        status: spam ? "spam" : "new",
      })
      await insertGrouped(record)
      return record
    },

    // One sign-up per address: a second one gets the first record back. The unique index
    // decides when two arrive at once.
    async subscribe(
      email: string
    ): Promise<{ contact: Omit<Contact, "search">; created: boolean }> {
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
          status: "closed",
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

export default dbRepositoryPlugin(
  "contactsRepository",
  createContactsRepository
)
