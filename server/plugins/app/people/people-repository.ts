import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type Transaction,
} from "kysely"
import type { Database, DynamicDatabase } from "../../../db/tables"
import { type AuditEntry } from "../audit/audit"
import { recordAudit } from "../audit/audit-repository"
import { dbRepositoryPlugin } from "../../../common/db-repository-plugin"
import {
  CONTENT_PLACES,
  ERASED,
  escapeRegExp,
  redactRow,
  searchTerms,
  type Place,
  type Traces,
} from "./person-traces"
import { UPLOADS_PATH } from "../../../../common/panel-content"
import { editorialResources } from "../../../../schemas/content"

// Everything the product keeps on one e-mail address, to show, export or erase on request
// (GDPR articles 15 and 17; docs/newsletter.md 'Personal data').
//
// One eraser per kind of record, in `erasers` below. Each finds its rows for an address, matched
// exactly (case aside), never inside a longer address, and deletes or anonymises them inside the
// erasure's one transaction; the audit eraser runs last and redacts the entries by the person,
// about them, or about any record the others found. A new table that
// keeps personal data (an account, a revision of a record) is one more entry in the list: the
// view, the export, the erasure and the test that searches every table all go through it.

type Row = Record<string, unknown>
type Db = Kysely<Database> | Transaction<Database>

// What every eraser is told: what the site may show of the person, read once, before anything is
// erased.
interface PersonContext {
  email: string
  traces: Traces
}

interface FindContext extends PersonContext {
  // What the erasers before this one found.
  found: Record<string, Row[]>
}

export interface EraseContext extends PersonContext {
  // The ids of every record the erasers found (contacts, teachers, mails…), for the audit.
  ids: Set<string>
}

export interface Eraser {
  // The name of its part in the view and the export.
  name: string
  find(db: Db, email: string, context: FindContext): Promise<Row[]>
  // Deletes or anonymises what `find` found; returns how many rows it changed.
  erase(
    trx: Transaction<Database>,
    found: Row[],
    context: EraseContext
  ): Promise<number>
}

const sameAddress = (column: string, email: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${email.toLowerCase()}`

const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`

// The text inside a column, case aside (ASCII's only, in SQLite)…
const mentions = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) LIKE ${likeAnywhere(text.toLowerCase())} ESCAPE '\\'`

// …and as written, for the letters SQLite's lower() does not know.
const contains = (column: string, text: string) =>
  sql<boolean>`${sql.ref(column)} LIKE ${likeAnywhere(text)} ESCAPE '\\'`

// The address inside a longer text, never as part of a longer one: "ann@example.com" is not in
// "joann@example.com" nor in "ann@example.com.au".
export function addressIn(email: string) {
  return new RegExp(
    `(?<![\\w.!#$%&'*+/=?^\`{|}~-])${escapeRegExp(email)}(?![\\w-]|\\.[\\w-])`,
    "gi"
  )
}

// A record as the person's data: without the addresses of the staff who handled it, which are
// theirs.
const withoutStaff = ({ answeredBy, reviewedBy, invitedBy, ...row }: Row) => row

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

// What the site may show of the person (plugins/app/people/person-traces.ts): their teacher accounts' names and
// ids, and their images.
async function findTraces(db: Db, email: string): Promise<Traces> {
  const teachers = await db
    .selectFrom("teachers")
    .select(["id", "name", "photo", "pendingProfile"])
    .where(sameAddress("email", email))
    .execute()
  // A profile change waiting for review names a photo and a name of theirs too.
  const pending = teachers.map(
    (teacher) =>
      (teacher.pendingProfile ? JSON.parse(teacher.pendingProfile) : {}) as {
        name?: string
        photo?: string
      }
  )
  const teacherIds = teachers.map((teacher) => teacher.id)
  const uploaded = teacherIds.length
    ? await db
        .selectFrom("audit")
        .select("recordId")
        .where("action", "=", "create")
        .where("resource", "=", "uploads")
        .where("actorId", "in", teacherIds)
        .execute()
    : []
  const named = [
    ...teachers.map((teacher) => teacher.photo),
    ...pending.map((profile) => profile.photo ?? ""),
    ...uploaded.map((entry) => `${UPLOADS_PATH}${entry.recordId}`),
  ]
    .filter((url) => url.startsWith(UPLOADS_PATH))
    .map((url) => url.slice(UPLOADS_PATH.length))
  const uploadIds = named.length
    ? (
        await (db as unknown as Kysely<DynamicDatabase>)
          .selectFrom("uploads")
          .select("id")
          .where("id", "in", [...new Set(named)])
          .execute()
      ).map((row) => String(row.id))
    : []
  return {
    email,
    names: [
      ...new Set(
        [...teachers, ...pending].map((profile) => (profile.name ?? "").trim())
      ),
    ].filter(Boolean),
    teacherIds,
    uploadIds,
  }
}

interface Found {
  place: Place
  row: Row
  changes: Row
}

// Every row of the places that holds the person, with what redacting it changes. The nine
// resources' working copies are few and read whole; the other places are searched in SQL first.
async function scan(db: Db, traces: Traces): Promise<Found[]> {
  const terms = [
    traces.email,
    ...traces.names,
    ...traces.teacherIds,
    ...traces.uploadIds,
  ]
  const dynamic = db as unknown as Kysely<DynamicDatabase>
  const found: Found[] = []
  for (const resource of editorialResources) {
    const rows = await dynamic.selectFrom(resource).selectAll().execute()
    const place: Place = {
      table: resource,
      key: ["id"],
      text: Object.keys(rows[0] ?? {}),
      json: [],
      recordId: "id",
      resource,
    }
    for (const row of rows) {
      const changes = redactRow(row, place, traces)
      if (changes) found.push({ place, row, changes })
    }
  }
  for (const place of CONTENT_PLACES) {
    const holds = [...place.text, ...place.json].flatMap((column) =>
      terms.flatMap((term) => [mentions(column, term), contains(column, term)])
    )
    const rows = await dynamic
      .selectFrom(place.table)
      .selectAll()
      .where(sql<boolean>`(${sql.join(holds, sql` OR `)})`)
      .execute()
    for (const row of rows) {
      const changes = redactRow(row, place, traces)
      if (changes) found.push({ place, row, changes })
    }
  }
  return found
}

/** Where the person is in the content: one row per record (or release) and place. */
async function findInContent(db: Db, traces: Traces) {
  const found = await scan(db, traces)
  return found.map(({ place, row }) => ({
    id: String(row[place.recordId] ?? ""),
    resource: String(place.resource ?? row.resource ?? place.table),
    in: place.resource ? "record" : place.table,
  }))
}

/** Redacts the person from every place; returns how many rows changed. */
async function eraseFromContent(trx: Transaction<Database>, traces: Traces) {
  const dynamic = trx as unknown as Kysely<DynamicDatabase>
  const found = await scan(trx, traces)
  for (const { place, row, changes } of found) {
    // A preview the person made dies with them, as when its creator is disabled.
    const theirs =
      place.table === "previews" &&
      String(row.createdBy).toLowerCase() === traces.email.toLowerCase()
    const isRow = sql<boolean>`${sql.join(
      place.key.map((column) => sql`${sql.ref(column)} = ${row[column]}`),
      sql` AND `
    )}`
    await (theirs
      ? dynamic.deleteFrom(place.table).where(isRow).execute()
      : dynamic
          .updateTable(place.table)
          .set(changes as Record<string, string | null>)
          .where(isRow)
          .execute())
  }
  return found.length
}

export const erasers: Eraser[] = [
  // What the site publishes of a teacher (plugins/app/people/person-traces.ts): their name, id and images in the
  // nine resources' records, revisions, published copies, Trash, previews, build requests and
  // releases, as `traces` (read before anything is erased) names them.
  {
    name: "publishedContent",
    find: (db, _email, { traces }) => findInContent(db, traces),
    erase: (trx, _found, { traces }) => eraseFromContent(trx, traces),
  },
  {
    // A teacher's photo and the images their account uploaded: deleted, so /uploads/{id} answers
    // 404, even where a record used them (publishedContent takes them out of those records).
    name: "images",
    async find(db, _email, { traces: { uploadIds } }) {
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
  {
    // Entries about the person (as written, or about one of the records the others found), whole
    // but for who acted; entries by the person, without what they changed, which is about
    // someone else. Those recording the view, export or erasure of someone's data are no one's
    // data. The erasure keeps every entry, as the trail of what was done: by the person, they
    // keep the account's id but not its address; about them, they lose what changed.
    name: "auditEntries",
    async find(db, email, { found }) {
      const recordIds = recordIdsOf(found)
      const rows = await db
        .selectFrom("audit")
        .selectAll()
        .where((eb) =>
          eb.or([
            aboutPerson(eb, email, recordIds),
            sameAddress("actor", email),
          ])
        )
        .where("resource", "!=", "people")
        .orderBy("at")
        .orderBy("id")
        .execute()
      return rows.map(({ id, at, action, resource, recordId, ip, ...row }) =>
        row.person === email.toLowerCase() ||
        (recordId && recordIds.has(recordId))
          ? { id, at, action, resource, recordId, changes: row.changes }
          : { id, at, action, resource, ip }
      )
    },
    async erase(trx, _found, { email, ids: recordIds }) {
      const { total } = await trx
        .selectFrom("audit")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .where((eb) =>
          eb.or([
            aboutPerson(eb, email, recordIds),
            sameAddress("actor", email),
          ])
        )
        .executeTakeFirstOrThrow()
      await trx
        .updateTable("audit")
        .set({ actor: ERASED, ip: "" })
        .where(sameAddress("actor", email))
        .execute()
      await trx
        .updateTable("audit")
        .set({ changes: JSON.stringify({ erased: true }), person: null })
        .where((eb) => aboutPerson(eb, email, recordIds))
        .execute()
      return Number(total)
    },
  },
]

// The ids of the records the erasers found.
function recordIdsOf(found: Record<string, Row[]>) {
  const recordIds = new Set<string>()
  for (const rows of Object.values(found))
    for (const row of rows) if (row.id) recordIds.add(String(row.id))
  return recordIds
}

// An audit entry about the person: written so, or about one of their records.
function aboutPerson(
  eb: ExpressionBuilder<Database, "audit">,
  email: string,
  recordIds: Set<string>
) {
  return eb.or([
    eb("person", "=", email.toLowerCase()),
    ...(recordIds.size ? [eb("recordId", "in", [...recordIds])] : []),
  ])
}

export function createPeopleRepository(db: Kysely<Database>) {
  async function collect(on: Db, email: string) {
    const traces = await findTraces(on, email)
    const found: Record<string, Row[]> = {}
    for (const eraser of erasers)
      found[eraser.name] = await eraser.find(on, email, {
        email,
        traces,
        found,
      })
    return { found, traces }
  }

  return {
    // The view and the export: read in one transaction with their audit entry, so the entry says
    // exactly what left the system.
    async read(email: string, audit: AuditEntry) {
      return db.transaction().execute(async (trx) => {
        const { found } = await collect(trx, email)
        await recordAudit(trx, audit)
        return found
      })
    },

    // Erases everything on the address in one transaction; the entry recording it adds how many
    // rows each eraser changed to `audit.changes`. Refused while the address has an enabled staff
    // account (it would lock out someone still working).
    async erase(
      email: string,
      audit: Omit<AuditEntry, "action">
    ): Promise<
      | { outcome: "enabled-account" }
      | {
          outcome: "erased"
          counts: Record<string, number>
          // The words that show the person on a page (plugins/app/people/person-traces.ts searchTerms), for the
          // site's withdrawal of the releases that show them.
          terms: string[]
        }
    > {
      return db.transaction().execute(async (trx) => {
        const { found, traces } = await collect(trx, email)
        if (found.staffAccounts.some((account) => !account.disabled))
          return { outcome: "enabled-account" as const }
        const { auditEntries, ...records } = found
        const context: EraseContext = {
          email,
          traces,
          ids: recordIdsOf(records),
        }
        const counts: Record<string, number> = {}
        for (const eraser of erasers)
          counts[eraser.name] = await eraser.erase(
            trx,
            found[eraser.name],
            context
          )
        await recordAudit(trx, {
          ...audit,
          action: "erase",
          changes: { ...audit.changes, ...counts },
        })
        return {
          outcome: "erased" as const,
          counts,
          terms: searchTerms(traces),
        }
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
