import { readFileSync } from "node:fs"
import path from "node:path"
import { PostgresAdapter, sql, type Kysely } from "kysely"

// The panel feeds the site (docs/publishing.md):
// - uploads: images an administrator uploads, kept in the database beside the records that name
//   them (as /uploads/<id>), so the server, any other instance on the same PostgreSQL and the
//   build all read them from DATABASE_URL alone;
// - publish_state: the one row that says whether the live site is up to date, being built or
//   failed, kept in the database so it survives a restart;
// - the Academy's 8 courses of the content, as the first records of the panel's courses. A
//   migration runs once per database, so they are seeded once and never written over an
//   administrator's edits or deletions. Their ids and times are fixed: every fresh database
//   holds the same records, so a site built from one fits another.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const bytes = postgres ? sql`BYTEA` : sql`BLOB`
  await sql`CREATE TABLE uploads (
    "id" TEXT PRIMARY KEY,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "data" ${bytes} NOT NULL,
    "createdAt" TEXT NOT NULL
  )`.execute(db)

  await sql`CREATE TABLE publish_state (
    "id" TEXT PRIMARY KEY,
    "state" TEXT NOT NULL,
    "startedAt" TEXT,
    "builtAt" TEXT,
    "error" TEXT
  )`.execute(db)
  await sql`INSERT INTO publish_state ("id", "state") VALUES ('site', 'idle')`.execute(
    db
  )

  const courses: Array<{
    title: string
    description: string
    durationDays: number
  }> = JSON.parse(
    readFileSync(
      path.join(__dirname, "..", "..", "content", "seed", "courses.json"),
      "utf8"
    )
  )
  const seededAt = Date.UTC(2024, 0, 1)
  for (const [index, course] of courses.entries()) {
    // The shape of db/ids.ts: creation time in hex, then a counter where the random part would be.
    const id =
      seededAt.toString(16).padStart(12, "0") +
      (index + 1).toString(16).padStart(12, "0")
    const at = new Date(seededAt + index).toISOString()
    await sql`INSERT INTO courses ("id", "title", "description", "durationDays", "image", "createdAt", "updatedAt")
      VALUES (${id}, ${course.title}, ${course.description}, ${course.durationDays}, '', ${at}, ${at})`.execute(
      db
    )
  }
}
