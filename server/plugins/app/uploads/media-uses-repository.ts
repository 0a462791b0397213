import type { Kysely, Transaction } from "kysely"
import { newId } from "../../../db/ids"
import type { Database, DynamicDatabase } from "../../../db/tables"
import { uploadIdOf } from "../../../../common/panel-content"
import { editorialResources } from "../../../../schemas/content"
import { IMAGE_FIELDS, RICH_TEXT_FIELDS } from "../../../../common/image-fields"
import { imagesOf, isLibraryAddress, withImageReplaced } from "./media-images"
import { siteFileImages } from "../site-files/site-file-images"

// The library's items where the records (and the site's edited content files) use them, for the editorial workflow (a save registers
// its images, a publish checks their alt text), the library (where an item is used, a replaced
// file rewritten everywhere) and an erasure. Functions over `db`, so each runs inside its caller's
// transaction; no plugin.

export type Db = Kysely<Database> | Transaction<Database>
export interface RecordUse {
  resource: string
  id: string
  title: string
}

interface UploadFacts {
  contentType: string
  size: number
  width: number
  height: number
}

const dynamic = (db: Db) => db as unknown as Kysely<DynamicDatabase>

// The columns of a working copy the library reads: its id, its title (the first field) and the
// fields that hold images.
const imageColumns = (resource: string) => [
  ...(IMAGE_FIELDS[resource as "blogs"] ?? []),
  ...(RICH_TEXT_FIELDS[resource as "blogs"]
    ? [RICH_TEXT_FIELDS[resource as "blogs"]!]
    : []),
]
const titleColumn: Record<string, string> = {
  programmes: "Name",
  team: "name",
  teachers: "name",
}
const titleOf = (resource: string, row: Record<string, unknown>) =>
  String(row[titleColumn[resource] ?? "title"] ?? "")

// The places records keep their images: the working copies, and the teachers' profiles.
const workingTables = [...editorialResources, "teachers"] as const

/** Adds the addresses not yet in the library as items (alt empty, not decorative): https
 * addresses, and uploads' addresses whose upload exists. */
export async function registerImages(db: Db, addresses: string[], at: string) {
  const candidates = addresses.filter(isLibraryAddress)
  if (!candidates.length) return
  const known = await db
    .selectFrom("media")
    .select("src")
    .where("src", "in", candidates)
    .where("deletedAt", "is", null)
    .execute()
  const have = new Set(known.map((item) => item.src))
  for (const src of candidates) {
    if (have.has(src)) continue
    const uploadId = uploadIdOf(src)
    const upload = uploadId
      ? ((await dynamic(db)
          .selectFrom("uploads")
          .select(["contentType", "size", "width", "height"])
          .where("id", "=", uploadId)
          .executeTakeFirst()) as UploadFacts | undefined)
      : undefined
    if (uploadId && !upload) continue
    await db
      .insertInto("media")
      .values({
        id: newId(Date.parse(at)),
        src,
        uploadId,
        width: upload?.width ?? null,
        height: upload?.height ?? null,
        contentType: upload?.contentType ?? null,
        size: upload?.size ?? null,
        createdAt: at,
        updatedAt: at,
      })
      // Another save may have added it meanwhile: one item an address.
      .onConflict((oc) =>
        oc.column("src").where("deletedAt", "is", null).doNothing()
      )
      .execute()
  }
}

/** The first of `addresses` that is an item with no alt text and not decorative, or null. */
export async function unlabelledImage(db: Db, addresses: string[]) {
  if (!addresses.length) return null
  const items = await db
    .selectFrom("media")
    .select("src")
    .where("src", "in", addresses)
    .where("deletedAt", "is", null)
    .where("alt", "=", "")
    .where("decorative", "=", 0)
    .execute()
  const unlabelled = new Set(items.map((item) => item.src))
  return addresses.find((address) => unlabelled.has(address)) ?? null
}

/** Every record whose working or published copy shows each address: address → records. */
export async function imageUses(db: Db): Promise<Map<string, RecordUse[]>> {
  const uses = new Map<string, RecordUse[]>()
  const add = (resource: string, row: Record<string, unknown>) => {
    for (const src of imagesOf(resource, row)) {
      const list = uses.get(src) ?? []
      if (!list.some((use) => use.resource === resource && use.id === row.id))
        list.push({
          resource,
          id: String(row.id),
          title: titleOf(resource, row),
        })
      uses.set(src, list)
    }
  }
  for (const resource of workingTables) {
    const columns = [
      "id",
      titleColumn[resource] ?? "title",
      ...imageColumns(resource),
    ]
    const rows = await dynamic(db)
      .selectFrom(resource)
      .select(columns)
      .execute()
    for (const row of rows) add(resource, row)
  }
  // A teacher's photo waiting for staff's review is used too: approving it puts it on the site.
  const pending = await db
    .selectFrom("teachers")
    .select(["id", "name", "pendingProfile"])
    .where("pendingProfile", "is not", null)
    .execute()
  for (const teacher of pending) {
    const change = JSON.parse(teacher.pendingProfile!) as { photo?: string }
    add("teachers", { ...teacher, photo: change.photo ?? "" })
  }
  const published = await db
    .selectFrom("published")
    .select(["resource", "id", "data"])
    .execute()
  for (const { resource, id, data } of published)
    if (resource !== "site-files") add(resource, { ...JSON.parse(data), id })
  await addSiteFileUses(db, published, uses)
  return uses
}

// The site's content files staff edited use the library's items their working copies and live
// edits name (an image a file ships with is a path of the repository, not an item).
async function addSiteFileUses(
  db: Db,
  published: { resource: string; id: string; data: string }[],
  uses: Map<string, RecordUse[]>
) {
  const drafts = await db
    .selectFrom("site_files")
    .select(["path", "text"])
    .execute()
  const live = published
    .filter((row) => row.resource === "site-files")
    .map((row) => ({
      path: row.id,
      text: (JSON.parse(row.data) as { text: string }).text,
    }))
  for (const { path, text } of [...drafts, ...live]) {
    const { title, images } = siteFileImages(path, text)
    for (const src of images.filter(isLibraryAddress)) {
      const list = uses.get(src) ?? []
      if (!list.some((use) => use.resource === "site-files" && use.id === path))
        list.push({ resource: "site-files", id: path, title })
      uses.set(src, list)
    }
  }
}

// The tables that keep copies of a record as JSON, each with the column naming its resource.
const JSON_COPIES = [
  { table: "published", key: ["resource", "id"], resource: "resource" },
  { table: "trash", key: ["resource", "id"], resource: "resource" },
  { table: "previews", key: ["tokenHash"], resource: "resource" },
] as const

/** Replaces the image `from` by `to` in every working copy, published copy, Trash entry and
 * preview that shows it; answers the records changed, and whether a published copy was. */
export async function rewriteImage(db: Db, from: string, to: string) {
  const changed: RecordUse[] = []
  for (const resource of workingTables) {
    const rows = await dynamic(db).selectFrom(resource).selectAll().execute()
    for (const row of rows) {
      const changes = withImageReplaced(resource, row, from, to)
      if (!changes) continue
      await dynamic(db)
        .updateTable(resource)
        .set(changes as Record<string, string>)
        .where("id", "=", String(row.id))
        .execute()
      changed.push({
        resource,
        id: String(row.id),
        title: titleOf(resource, row),
      })
    }
  }
  let published = false
  for (const { table, key, resource } of JSON_COPIES) {
    // Read whole and matched here: an address may hold what LIKE takes as a wildcard.
    const rows = await dynamic(db).selectFrom(table).selectAll().execute()
    for (const row of rows) {
      if (typeof row.data !== "string" || !row.data.includes(from)) continue
      const data = JSON.parse(row.data) as Record<string, unknown>
      const changes = withImageReplaced(String(row[resource]), data, from, to)
      if (!changes) continue
      if (table === "published") published = true
      let update = dynamic(db)
        .updateTable(table)
        .set({ data: JSON.stringify({ ...data, ...changes }) })
      for (const column of key)
        update = update.where(column, "=", row[column] as string)
      await update.execute()
    }
  }
  return { changed, published }
}

/** Removes the items of these uploads, in and out of Trash (an erasure deletes the uploads). */
export async function removeItemsOfUploads(db: Db, uploadIds: string[]) {
  if (!uploadIds.length) return 0
  const removed = await db
    .deleteFrom("media")
    .where("uploadId", "in", uploadIds)
    .executeTakeFirst()
  return Number(removed.numDeletedRows)
}
