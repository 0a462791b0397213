import { sql, type Kysely } from "kysely"
import { newId } from "../db/ids"

// The editorial workflow of the nine resources the site shows (server/plugins/app/
// editorial-repository.ts):
//
// - each record's table gains its workflow state: `status` (draft or published: is a version of
//   it live), `state` (draft, published, changed, scheduled: what the lists show and filter by),
//   `version` (each save adds one), `publishedVersion` (the version that is live), `publishedAt`,
//   and the times the server is to publish and unpublish it (`publishAt`, `unpublishAt`). The row
//   itself is the working copy.
// - published: the live version of each published record, as JSON, which is all the site's build,
//   its sitemap and the public reads ever see. A JSON copy rather than a twin of each table, so a
//   column a later migration adds is carried without touching this one.
// - revisions: every save of a record, whole and never changed, for its History.
// - trash: a deleted record, whole, for 30 days.
// - previews: the links that show a draft in the site's templates, by the hash of their token.
// - releases: each build that went live, with what started it and what it changed.
// - publish_requests: what asked for a build since the last one (a publish, a schedule, the
//   date); a build takes them all, so changes that fall due together make one build.
// - publish_state: whether automatic publishing is paused (an earlier release was restored), the
//   lock that lets one instance build at a time, and the build that is live.
//
// Records that existed before, and the courses a fresh database starts with, are published as
// they are, each with its first revision.
const TABLES = [
  "banners",
  "stories",
  "templates",
  "programmes",
  "team",
  "events",
  "news",
  "blogs",
  "courses",
]

// Not part of a record's content: kept out of its published copy and its revisions.
const WORKFLOW = new Set([
  "status",
  "state",
  "version",
  "publishedVersion",
  "publishedAt",
  "publishAt",
  "unpublishAt",
])

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE published (
    "resource" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "data" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "publishedAt" TEXT NOT NULL,
    "publishedBy" TEXT NOT NULL,
    PRIMARY KEY ("resource", "id")
  )`.execute(db)
  await sql`CREATE TABLE revisions (
    "id" TEXT PRIMARY KEY,
    "resource" TEXT NOT NULL,
    "recordId" TEXT NOT NULL,
    "revision" INTEGER NOT NULL,
    "savedAt" TEXT NOT NULL,
    "savedBy" TEXT NOT NULL,
    "data" TEXT NOT NULL,
    UNIQUE ("resource", "recordId", "revision")
  )`.execute(db)
  await sql`CREATE TABLE trash (
    "resource" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "data" TEXT NOT NULL,
    "deletedAt" TEXT NOT NULL,
    "deletedBy" TEXT NOT NULL,
    PRIMARY KEY ("resource", "id")
  )`.execute(db)
  await sql`CREATE INDEX trash_deleted ON trash ("deletedAt")`.execute(db)
  await sql`CREATE TABLE previews (
    "tokenHash" TEXT PRIMARY KEY,
    "resource" TEXT NOT NULL,
    "recordId" TEXT,
    "data" TEXT,
    "createdBy" TEXT NOT NULL,
    "createdAt" TEXT NOT NULL,
    "expiresAt" TEXT NOT NULL
  )`.execute(db)
  await sql`CREATE INDEX previews_expiry ON previews ("expiresAt")`.execute(db)
  await sql`CREATE TABLE releases (
    "id" TEXT PRIMARY KEY,
    "builtAt" TEXT NOT NULL,
    "startedAt" TEXT NOT NULL,
    "durationMs" INTEGER NOT NULL,
    "trigger" TEXT NOT NULL,
    "changed" TEXT NOT NULL,
    "digest" TEXT NOT NULL
  )`.execute(db)
  await sql`CREATE INDEX releases_built ON releases ("builtAt")`.execute(db)
  await sql`CREATE TABLE publish_requests (
    "id" TEXT PRIMARY KEY,
    "at" TEXT NOT NULL,
    "by" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "resource" TEXT,
    "recordId" TEXT,
    "title" TEXT
  )`.execute(db)

  await sql`ALTER TABLE publish_state ADD COLUMN "paused" INTEGER NOT NULL DEFAULT 0`.execute(
    db
  )
  for (const column of [
    "pausedAt",
    "pausedBy",
    "lockedBy",
    "lockedUntil",
    "liveBuildId",
    "contentAt",
    "log",
  ]) {
    await sql`ALTER TABLE publish_state ADD COLUMN ${sql.ref(column)} TEXT`.execute(
      db
    )
  }

  const now = new Date().toISOString()
  for (const table of TABLES) {
    const t = sql.table(table)
    await sql`ALTER TABLE ${t} ADD COLUMN "status" TEXT NOT NULL DEFAULT 'draft'`.execute(
      db
    )
    await sql`ALTER TABLE ${t} ADD COLUMN "state" TEXT NOT NULL DEFAULT 'draft'`.execute(
      db
    )
    await sql`ALTER TABLE ${t} ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1`.execute(
      db
    )
    await sql`ALTER TABLE ${t} ADD COLUMN "publishedVersion" INTEGER`.execute(
      db
    )
    for (const column of ["publishedAt", "publishAt", "unpublishAt"]) {
      await sql`ALTER TABLE ${t} ADD COLUMN ${sql.ref(column)} TEXT`.execute(db)
    }
    await sql`CREATE INDEX ${sql.id(`${table}_state`)} ON ${t} ("state", "id")`.execute(
      db
    )

    const rows = (await db
      .selectFrom(table)
      .selectAll()
      .orderBy("id")
      .execute()) as Record<string, unknown>[]
    for (const row of rows) {
      const data = JSON.stringify(
        Object.fromEntries(
          Object.entries(row).filter(([column]) => !WORKFLOW.has(column))
        )
      )
      const {
        id: _id,
        createdAt: _c,
        updatedAt: _u,
        ...fields
      } = JSON.parse(data) as Record<string, unknown>
      const at = String(row.updatedAt ?? now)
      await db
        .insertInto("published")
        .values({
          resource: table,
          id: row.id,
          data,
          version: 1,
          publishedAt: at,
          publishedBy: "system",
        })
        .execute()
      await db
        .insertInto("revisions")
        .values({
          id: newId(Date.parse(at) || undefined),
          resource: table,
          recordId: row.id,
          revision: 1,
          savedAt: at,
          savedBy: "system",
          data: JSON.stringify(fields),
        })
        .execute()
    }
    await sql`UPDATE ${t} SET "status" = 'published', "state" = 'published',
      "publishedVersion" = 1, "publishedAt" = "updatedAt"`.execute(db)
  }
}
