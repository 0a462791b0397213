import { PostgresAdapter, sql, type Kysely } from "kysely"

// Everyone who runs the site signs in as themselves, and enquiries are handled to the end:
//
// - admins (staff) can be invited: an invited account has no password hash yet, and says who
//   invited it and when. Its invitation and every password reset are rows of account_tokens,
//   keyed by the SHA-256 of the token: the token itself is only ever in the e-mail.
// - teachers gain a review `status` (pending until staff approve or reject them; existing
//   registrations are pending), the public profile they keep themselves (`photo`, `bio`), who
//   reviewed them and when, and a `tokenVersion` like the staff's, raised by a new password.
// - courses gain `teacherId`, the teacher who teaches it (null: the consultancy's own).
// - contacts gain the enquiry's `status` (new, in_progress, answered, closed, spam), `assignee`
//   (a staff account's id), internal `notes`, and who marked it answered and when. The honeypot's
//   `spam` flag becomes status 'spam': the column goes, and the view derives `spam` from the status,
//   so the flag and the status can never disagree. Newsletter sign-ups are 'closed' (there is
//   nothing to answer). `search` is the record's searchable text, lower-cased, kept by the
//   repository, so the free-text filter reads one column (and, on PostgreSQL, a trigram index).
// - indexes for the lists as they are read: contacts newest first by status, and without spam
//   (the list's default) alone or by source, and the unassigned new ones; audit entries by action
//   and by resource; teachers by status; courses by teacher.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const run = (query: ReturnType<typeof sql>) => query.execute(db)

  await run(sql`ALTER TABLE admins ADD COLUMN "invitedBy" TEXT`)
  await run(sql`ALTER TABLE admins ADD COLUMN "invitedAt" TEXT`)

  await run(sql`CREATE TABLE account_tokens (
    "id" TEXT PRIMARY KEY,
    "purpose" TEXT NOT NULL,
    "accountKind" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "expiresAt" TEXT NOT NULL,
    "usedAt" TEXT,
    "createdAt" TEXT NOT NULL,
    CHECK ("purpose" IN ('invite', 'reset')),
    CHECK ("accountKind" IN ('admin', 'teacher'))
  )`)
  await run(
    sql`CREATE INDEX account_tokens_account ON account_tokens ("accountKind", "accountId", "purpose")`
  )

  await run(sql`DROP VIEW teachers_listed`)
  await run(
    sql`ALTER TABLE teachers ADD COLUMN "status" TEXT NOT NULL DEFAULT 'pending'`
  )
  await run(
    sql`ALTER TABLE teachers ADD COLUMN "photo" TEXT NOT NULL DEFAULT ''`
  )
  await run(sql`ALTER TABLE teachers ADD COLUMN "bio" TEXT NOT NULL DEFAULT ''`)
  await run(sql`ALTER TABLE teachers ADD COLUMN "reviewedBy" TEXT`)
  await run(sql`ALTER TABLE teachers ADD COLUMN "reviewedAt" TEXT`)
  await run(
    sql`ALTER TABLE teachers ADD COLUMN "tokenVersion" INTEGER NOT NULL DEFAULT 0`
  )
  await run(
    sql`CREATE INDEX teachers_status ON teachers ("status", "createdAt", "id")`
  )
  await run(sql`CREATE VIEW teachers_listed AS
    SELECT t."id", t."name", t."email", t."phone", t."subject", t."status", t."photo", t."bio",
      t."reviewedBy", t."reviewedAt", t."createdAt", t."updatedAt",
      n."state" AS "notification", n."attempts" AS "notificationAttempts",
      NULLIF(n."lastError", '') AS "notificationError", n."sentAt" AS "notifiedAt"
    FROM teachers t LEFT JOIN notifications n ON n."teacherId" = t."id"`)

  await run(
    sql`ALTER TABLE courses ADD COLUMN "teacherId" TEXT REFERENCES teachers ("id") ON DELETE SET NULL`
  )
  await run(sql`CREATE INDEX courses_teacher ON courses ("teacherId")`)

  await run(sql`DROP VIEW contacts_listed`)
  await run(
    sql`ALTER TABLE contacts ADD COLUMN "status" TEXT NOT NULL DEFAULT 'new'`
  )
  await run(sql`UPDATE contacts SET "status" = 'spam' WHERE "spam" = 1`)
  await run(
    sql`UPDATE contacts SET "status" = 'closed' WHERE "source" = 'newsletter' AND "status" = 'new'`
  )
  await run(sql`ALTER TABLE contacts DROP COLUMN "spam"`)
  await run(sql`ALTER TABLE contacts ADD COLUMN "assignee" TEXT`)
  await run(
    sql`ALTER TABLE contacts ADD COLUMN "notes" TEXT NOT NULL DEFAULT ''`
  )
  await run(sql`ALTER TABLE contacts ADD COLUMN "answeredBy" TEXT`)
  await run(sql`ALTER TABLE contacts ADD COLUMN "answeredAt" TEXT`)
  await run(
    sql`ALTER TABLE contacts ADD COLUMN "search" TEXT NOT NULL DEFAULT ''`
  )
  // The same text the repository writes (contacts-repository.ts searchText), with SQL's lower():
  // on SQLite it folds ASCII only, which is what rows written before could be searched by anyway.
  await run(sql`UPDATE contacts SET "search" = lower("name" || ${"\n"} || "email" || ${"\n"}
    || "countryCode" || ${"\n"} || "number" || ${"\n"} || "reason" || ${"\n"} || "message"
    || ${"\n"} || "source")`)
  await run(
    sql`CREATE INDEX contacts_status ON contacts ("status", "createdAt", "id")`
  )
  // The list as the panel opens it leaves spam out: these two serve its pages and its counts,
  // alone and filtered by source, without reading the rows that are spam.
  await run(
    sql`CREATE INDEX contacts_unspammed ON contacts ("createdAt", "id") WHERE "status" <> 'spam'`
  )
  await run(
    sql`CREATE INDEX contacts_source_unspammed ON contacts ("source", "createdAt", "id") WHERE "status" <> 'spam'`
  )
  await run(
    sql`CREATE INDEX contacts_unassigned ON contacts ("status", "createdAt") WHERE "assignee" IS NULL`
  )
  if (postgres) await trigramIndex(db)
  await run(sql`CREATE VIEW contacts_listed AS
    SELECT c."id", c."name", c."email", c."countryCode", c."number", c."reason", c."message",
      c."source", c."status", c."assignee", c."notes", c."answeredBy", c."answeredAt",
      c."search", c."createdAt", c."updatedAt",
      CASE WHEN c."status" = 'spam' THEN 1 ELSE 0 END AS "spam",
      n."state" AS "notification", n."attempts" AS "notificationAttempts",
      NULLIF(n."lastError", '') AS "notificationError", n."sentAt" AS "notifiedAt"
    FROM contacts c LEFT JOIN notifications n ON n."contactId" = c."id"`)

  await run(sql`CREATE INDEX audit_action ON audit ("action", "at")`)
  await run(sql`CREATE INDEX audit_resource ON audit ("resource", "at")`)
}

// A trigram index answers `search LIKE '%words%'` without reading every row. pg_trgm ships with
// PostgreSQL and is a trusted extension (any database owner may create it); where it may not be
// created all the same, the search reads every row, slower but correct, and the migration goes on.
async function trigramIndex(db: Kysely<any>) {
  await sql`SAVEPOINT trigram`.execute(db)
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db)
    await sql`CREATE INDEX contacts_search ON contacts USING gin ("search" gin_trgm_ops)`.execute(
      db
    )
    await sql`RELEASE SAVEPOINT trigram`.execute(db)
  } catch {
    await sql`ROLLBACK TO SAVEPOINT trigram`.execute(db)
  }
}
