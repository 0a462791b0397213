import { sql, type Kysely } from "kysely"
import { newId } from "../db/ids"

// The media library: every image the panel puts on the site is one item, with its alt text (or
// marked decorative on purpose), caption, credit and focal point. Records keep their image
// fields' addresses as they were; each address is an item's `src`.
//
// - media: one row per item. `src` is `/uploads/{uploadId}` for an image stored here, or the
//   https address of an image elsewhere (`uploadId` null). Unique among the items not in Trash, so
//   an address names one item. `fileName` is the name the file had on the uploader's computer, for
//   the library's search. `focalX`, `focalY` (0–100) is the point every crop keeps in view.
//
// Images that existed before become items, with no alt text and not decorative: the library flags
// them 'needs alt text'. That is every upload, and every https address a record, its published
// copy or its rich text names.
const RECORD_IMAGES: Record<string, string[]> = {
  banners: ["image"],
  stories: ["image"],
  templates: ["image"],
  programmes: ["Image"],
  team: ["image"],
  news: ["image"],
  blogs: ["image"],
  courses: ["image"],
  teachers: ["photo"],
}
const RICH_TEXT: Record<string, string> = {
  programmes: "description",
  blogs: "content",
}

const HTTPS = /^https:\/\/\S+$/
// Every src="…" in stored HTML: saved before the rich text was cleaned at save, so any quoting.
const IMG_SRC = /<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE media (
    "id" TEXT PRIMARY KEY,
    "src" TEXT NOT NULL,
    "uploadId" TEXT,
    "fileName" TEXT NOT NULL DEFAULT '',
    "alt" TEXT NOT NULL DEFAULT '',
    "decorative" INTEGER NOT NULL DEFAULT 0,
    "caption" TEXT NOT NULL DEFAULT '',
    "credit" TEXT NOT NULL DEFAULT '',
    "focalX" INTEGER NOT NULL DEFAULT 50,
    "focalY" INTEGER NOT NULL DEFAULT 50,
    "width" INTEGER,
    "height" INTEGER,
    "contentType" TEXT,
    "size" INTEGER,
    "createdAt" TEXT NOT NULL,
    "updatedAt" TEXT NOT NULL,
    "deletedAt" TEXT
  )`.execute(db)
  await sql`CREATE UNIQUE INDEX media_src ON media ("src") WHERE "deletedAt" IS NULL`.execute(
    db
  )
  await sql`CREATE INDEX media_created ON media ("createdAt", "id")`.execute(db)

  const uploads = await db
    .selectFrom("uploads")
    .select(["id", "contentType", "size", "width", "height", "createdAt"])
    .orderBy("id")
    .execute()
  const known = new Set<string>()
  for (const upload of uploads) {
    const src = `/uploads/${upload.id}`
    known.add(src)
    await db
      .insertInto("media")
      .values({
        id: newId(),
        src,
        uploadId: upload.id,
        width: upload.width,
        height: upload.height,
        contentType: upload.contentType,
        size: upload.size,
        createdAt: upload.createdAt,
        updatedAt: upload.createdAt,
      })
      .execute()
  }

  const now = new Date().toISOString()
  for (const address of await addressesInUse(db)) {
    // An upload that is gone stays a broken address in its record: no item can show it.
    if (known.has(address) || !HTTPS.test(address)) continue
    known.add(address)
    await db
      .insertInto("media")
      .values({ id: newId(), src: address, createdAt: now, updatedAt: now })
      .execute()
  }
}

// The image addresses the records name: their image fields and their rich text, in the working
// copies and in the published ones (a published copy may name an image the draft has replaced).
async function addressesInUse(db: Kysely<any>): Promise<string[]> {
  const found: string[] = []
  const collect = (row: Record<string, unknown>, table: string) => {
    for (const field of RECORD_IMAGES[table] ?? []) {
      const value = row[field]
      if (typeof value === "string" && value.trim()) found.push(value.trim())
    }
    const html = row[RICH_TEXT[table] ?? ""]
    if (typeof html === "string") {
      for (const match of html.matchAll(IMG_SRC)) found.push(match[1])
    }
  }
  for (const table of Object.keys(RECORD_IMAGES)) {
    for (const row of await db.selectFrom(table).selectAll().execute()) {
      collect(row, table)
    }
  }
  const published = await db
    .selectFrom("published")
    .select(["resource", "data"])
    .orderBy("resource")
    .orderBy("id")
    .execute()
  for (const { resource, data } of published) {
    collect(JSON.parse(String(data)) as Record<string, unknown>, resource)
  }
  return found
}
