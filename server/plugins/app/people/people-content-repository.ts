import { sql, type Kysely, type Transaction } from "kysely"
import type { Database, DynamicDatabase } from "../../../db/tables"
import {
  CONTENT_PLACES,
  redactRow,
  type Place,
  type Traces,
} from "./person-traces"
import { UPLOADS_PATH } from "../../../../common/panel-content"
import { editorialResources } from "../../../../schemas/content"
import { removeItemsOfUploads } from "../uploads/media-uses-repository"
import {
  contains,
  ids,
  mentions,
  sameAddress,
  type Db,
  type Eraser,
  type Row,
} from "./people-match-repository"

// The person in what the site publishes (person-traces.ts): the traces read before anything is
// erased, the rows of the content that hold them, and the images of theirs.

// What the site may show of the person (plugins/app/people/person-traces.ts): their teacher accounts' names and
// ids, and their images.
export async function findTraces(db: Db, email: string): Promise<Traces> {
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

export const contentErasers: Eraser[] = [
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
    // Their images' items in the media library (alt text, caption, credit), in Trash or not.
    name: "mediaItems",
    async find(db, _email, { traces: { uploadIds } }) {
      if (!uploadIds.length) return []
      return (await db
        .selectFrom("media")
        .select(["id", "src", "alt", "caption", "credit", "createdAt"])
        .where("uploadId", "in", uploadIds)
        .orderBy("id")
        .execute()) as Row[]
    },
    erase: (trx, _found, { traces: { uploadIds } }) =>
      removeItemsOfUploads(trx, uploadIds),
  },
]
