import { sql, type Kysely, type Transaction } from "kysely"
import type { Database, DynamicDatabase } from "../db/tables"
import { UPLOADS_PATH } from "../../common/panel-content"
import { editorialResources } from "../../schemas/content"

// What a person leaves in the published content and the site, beyond their own records: a
// teacher's name, id (a course's teacherId) and images, in the working copies of the nine
// resources, their revisions, published copies, Trash, previews, build requests and releases.
// An erasure redacts them there (the name and address become "erased", the teacher's id and images
// are taken out) and deletes the images, so a build and the releases that showed them are all
// that is left (site-publisher.ts withdraw).

type Db = Kysely<Database> | Transaction<Database>
type Row = Record<string, unknown>

export interface Traces {
  email: string
  // The names of the teacher accounts on the address.
  names: string[]
  teacherIds: string[]
  // The person's images: a teacher's photo and what their accounts uploaded.
  uploadIds: string[]
}

export const ERASED = "erased"

export async function findTraces(db: Db, email: string): Promise<Traces> {
  const teachers = await db
    .selectFrom("teachers")
    .select(["id", "name", "photo", "pendingProfile"])
    .where(sql<string>`lower("email")`, "=", email.toLowerCase())
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

/** The words that show the person on a page or in a file: their address, names and images. */
export function searchTerms(traces: Traces): string[] {
  return [
    traces.email,
    ...traces.names,
    ...traces.teacherIds,
    // An image's name without its extension: the site's processed copies keep it.
    ...traces.uploadIds.map((id) => id.replace(/\.[a-z0-9]+$/, "")),
  ]
}

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

// One value with the person taken out: their id and images removed, their address and names
// replaced by "erased", at any depth of a JSON value.
function redactValue(value: unknown, traces: Traces): unknown {
  if (Array.isArray(value))
    return value.map((item) => redactValue(item, traces))
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        redactValue(item, traces),
      ])
    )
  if (typeof value !== "string") return value
  if (traces.teacherIds.includes(value)) return null
  let text = value
  for (const id of traces.uploadIds) {
    const url = `${UPLOADS_PATH}${id}`
    if (text === url) return ""
    // An image in rich text goes whole; any other mention of its address is emptied.
    text = text
      .replace(new RegExp(`<img\\b[^>]*${escapeRegExp(url)}[^>]*>`, "gi"), "")
      .replaceAll(url, "")
  }
  // Whole words only: a teacher called Ann leaves "Annual" as it is.
  for (const word of [traces.email, ...traces.names])
    text = text.replace(
      new RegExp(
        `(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`,
        "giu"
      ),
      ERASED
    )
  return text
}

// The places a person can be in, each a table with its key and the columns that may hold them
// (JSON columns are redacted value by value).
interface Place {
  table: string
  key: string[]
  text: string[]
  json: string[]
  // What the view calls the record a row is about.
  recordId: string
  resource?: string
}

const CONTENT_PLACES: Place[] = [
  {
    table: "revisions",
    key: ["id"],
    text: ["savedBy"],
    json: ["data"],
    recordId: "recordId",
  },
  {
    table: "published",
    key: ["resource", "id"],
    text: ["publishedBy"],
    json: ["data"],
    recordId: "id",
  },
  {
    table: "trash",
    key: ["resource", "id"],
    text: ["title", "deletedBy"],
    json: ["data"],
    recordId: "id",
  },
  {
    table: "previews",
    key: ["tokenHash"],
    text: ["createdBy"],
    json: ["data"],
    recordId: "recordId",
  },
  {
    table: "publish_requests",
    key: ["id"],
    text: ["by", "title"],
    json: [],
    recordId: "recordId",
  },
  {
    table: "releases",
    key: ["id"],
    text: ["trigger"],
    json: ["changed"],
    recordId: "id",
  },
]

// A row's changed columns, or null when it does not hold the person.
function redactRow(row: Row, place: Place, traces: Traces) {
  const changes: Row = {}
  for (const column of place.text) {
    const value = row[column]
    const redacted = redactValue(value, traces)
    if (redacted !== value) changes[column] = redacted
  }
  for (const column of place.json) {
    const value = row[column]
    if (typeof value !== "string") continue
    const redacted = JSON.stringify(redactValue(JSON.parse(value), traces))
    if (redacted !== JSON.stringify(JSON.parse(value)))
      changes[column] = redacted
  }
  return Object.keys(changes).length ? changes : null
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
    // SQLite's lower() knows ASCII only: a name with other letters is also matched as written.
    const holds = [...place.text, ...place.json].flatMap((column) =>
      terms.flatMap((term) => {
        const pattern = `%${term.replace(/[\\%_]/g, "\\$&")}%`
        return [
          sql<boolean>`lower(${sql.ref(column)}) LIKE ${pattern.toLowerCase()} ESCAPE '\\'`,
          sql<boolean>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`,
        ]
      })
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
export async function findInContent(db: Db, traces: Traces) {
  const found = await scan(db, traces)
  return found.map(({ place, row }) => ({
    id: String(row[place.recordId] ?? ""),
    resource: String(place.resource ?? row.resource ?? place.table),
    in: place.resource ? "record" : place.table,
  }))
}

/** Redacts the person from every place; returns how many rows changed. */
export async function eraseFromContent(
  trx: Transaction<Database>,
  traces: Traces
) {
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
