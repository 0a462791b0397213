import { sql, type Kysely, type Transaction } from "kysely"
import type { Database } from "../../db/tables"
import { recordAudit, type AuditEntry } from "../../lib/audit"
import { dbRepositoryPlugin } from "../../lib/db-repository-plugin"
import {
  eraseFromContent,
  findInContent,
  findTraces,
} from "../../lib/person-traces"

// Everything the product keeps on one e-mail address, to show, export or erase on request
// (GDPR articles 15 and 17; docs/newsletter.md 'Personal data').
//
// One eraser per kind of record, in `erasers` below. Each finds its rows for an address and
// deletes or anonymises them inside the erasure's one transaction; the audit eraser runs last and
// redacts the entries that name the address or any record the others found. A new table that
// keeps personal data (an account, a revision of a record) is one more entry in the list: the
// view, the export, the erasure and the test that searches every table all go through it.

type Row = Record<string, unknown>
type Db = Kysely<Database> | Transaction<Database>

export interface EraseContext {
  email: string
  // The ids of every record the erasers found (contacts, teachers, mails…), for the audit.
  ids: Set<string>
}

export interface Eraser {
  // The name of its part in the view and the export.
  name: string
  find(db: Db, email: string): Promise<Row[]>
  // Deletes or anonymises what `find` found; returns how many rows it changed.
  erase(
    trx: Transaction<Database>,
    found: Row[],
    context: EraseContext
  ): Promise<number>
  // Uploaded files tied to these rows (a photo), deleted with them.
  uploads?(found: Row[]): string[]
}

const sameAddress = (column: string, email: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${email.toLowerCase()}`

const mentions = (column: string, email: string) =>
  sql<boolean>`lower(${sql.ref(column)}) LIKE ${`%${email.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`} ESCAPE '\\'`

const ids = (rows: Row[], key = "id") => rows.map((row) => String(row[key]))

const deleteByIds = async (
  trx: Transaction<Database>,
  table: "contacts" | "teachers" | "mails",
  found: Row[]
) => {
  if (!found.length) return 0
  const result = await trx
    .deleteFrom(table)
    .where("id", "in", ids(found))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

export const erasers: Eraser[] = [
  // What the site publishes of a teacher (lib/person-traces.ts): their name, id and images in the
  // nine resources' records, revisions, published copies, Trash, previews, build requests and
  // releases. First, while the teacher record that names them is still there.
  {
    name: "publishedContent",
    find: async (db, email) => findInContent(db, await findTraces(db, email)),
    erase: async (trx, _found, { email }) =>
      eraseFromContent(trx, await findTraces(trx, email)),
  },
  {
    // A teacher's photo and the images their account uploaded: deleted, so /uploads/{id} answers
    // 404, even where a record used them (publishedContent takes them out of those records).
    name: "images",
    async find(db, email) {
      const { uploadIds } = await findTraces(db, email)
      if (!uploadIds.length) return []
      const { rows } =
        await sql<Row>`SELECT "id", "contentType", "size", "createdAt" FROM uploads WHERE "id" IN (${sql.join(uploadIds)}) ORDER BY "id"`.execute(
          db
        )
      return rows
    },
    async erase(trx, found) {
      if (!found.length) return 0
      const removed =
        await sql`DELETE FROM uploads WHERE "id" IN (${sql.join(ids(found))})`.execute(
          trx
        )
      return Number(removed.numAffectedRows ?? 0)
    },
  },
  {
    // Book Session and proposal requests, with their notification's state.
    name: "contactRequests",
    find: (db, email) =>
      db
        .selectFrom("contacts_listed")
        .selectAll()
        .where("source", "!=", "newsletter")
        .where(sameAddress("email", email))
        .orderBy("createdAt")
        .execute(),
    erase: (trx, found) => deleteByIds(trx, "contacts", found),
  },
  {
    // The sign-up, its state, its consent ledger and the issues sent to it. Deleting the contact
    // deletes the rest with it (ON DELETE CASCADE).
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
          .select([
            "at",
            "event",
            "page",
            "consentVersion",
            "consentDigest",
            "method",
            "ip",
          ])
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
    find: (db, email) =>
      db
        .selectFrom("teachers_listed")
        .selectAll()
        .where(sameAddress("email", email))
        .execute(),
    erase: (trx, found) => deleteByIds(trx, "teachers", found),
  },
  {
    // E-mails the server wrote to the address or about it (a confirmation, a newsletter, an
    // invitation), with their place in the outbox, which goes with them.
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
        .where((eb) =>
          eb.or([
            sameAddress("m.toAddress", email),
            mentions("m.text", email),
            mentions("m.headers", email),
          ])
        )
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
  {
    // Entries that name the address (as who acted, or in what changed) or record a change to one
    // of the person's records. They stay, as the trail of what was done, without the person: the
    // address becomes "erased", and the changed values of their records are dropped.
    name: "auditEntries",
    find: (db, email) =>
      db
        .selectFrom("audit")
        .selectAll()
        .where((eb) =>
          eb.or([sameAddress("actor", email), mentions("changes", email)])
        )
        .orderBy("at")
        .execute(),
    async erase(trx, found, { email, ids: recordIds }) {
      const named = new Set(ids(found))
      const ofRecords = recordIds.size
        ? await trx
            .selectFrom("audit")
            .select("id")
            .where("recordId", "in", [...recordIds])
            .execute()
        : []
      const rows = await trx
        .selectFrom("audit")
        .select(["id", "actor", "changes", "recordId"])
        .where("id", "in", [...named, ...ids(ofRecords), ""])
        .execute()
      const pattern = new RegExp(
        email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
        "gi"
      )
      for (const row of rows) {
        const actorIsPerson = row.actor.toLowerCase() === email.toLowerCase()
        await trx
          .updateTable("audit")
          .set({
            ...(actorIsPerson && { actor: "erased", ip: "" }),
            changes:
              row.recordId && recordIds.has(row.recordId)
                ? JSON.stringify({ erased: true })
                : row.changes.replace(pattern, "erased"),
          })
          .where("id", "=", row.id)
          .execute()
      }
      return rows.length
    },
  },
]

export function createPeopleRepository(db: Kysely<Database>) {
  async function collect(on: Db, email: string) {
    const records: Record<string, Row[]> = {}
    for (const eraser of erasers)
      records[eraser.name] = await eraser.find(on, email)
    return records
  }

  return {
    find: (email: string) => collect(db, email),

    // The export: read in one transaction with its audit entry, so the entry says exactly what
    // left the system.
    async exportFor(email: string, audit: Omit<AuditEntry, "action">) {
      return db.transaction().execute(async (trx) => {
        const records = await collect(trx, email)
        await recordAudit(trx, { ...audit, action: "export" })
        return records
      })
    },

    // Erases everything on the address in one transaction; the entry recording it holds only
    // how many rows each eraser changed. Returns those counts.
    async erase(email: string, audit: Omit<AuditEntry, "action" | "changes">) {
      return db.transaction().execute(async (trx) => {
        const found = await collect(trx, email)
        const context: EraseContext = { email, ids: new Set() }
        for (const rows of Object.values(found))
          for (const row of rows) if (row.id) context.ids.add(String(row.id))
        const counts: Record<string, number> = {}
        const uploads = new Set<string>()
        for (const eraser of erasers) {
          for (const id of eraser.uploads?.(found[eraser.name]) ?? [])
            uploads.add(id)
          counts[eraser.name] = await eraser.erase(
            trx,
            found[eraser.name],
            context
          )
        }
        if (uploads.size) {
          const removed =
            await sql`DELETE FROM uploads WHERE "id" IN (${sql.join([...uploads])})`.execute(
              trx
            )
          counts.uploads = Number(removed.numAffectedRows ?? 0)
        }
        await recordAudit(trx, { ...audit, action: "erase", changes: counts })
        return counts
      })
    },
  }
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>

declare module "fastify" {
  interface FastifyInstance {
    peopleRepository: PeopleRepository
  }
}

export default dbRepositoryPlugin("peopleRepository", createPeopleRepository)
