import { sql, type Kysely } from "kysely"

// Four foundations the panel's people, publishing and newsletter work build on:
//
// - admins gain a `role` (admin or editor; every account made before is an admin) and a
//   `disabled` flag. The role is read from here on every request, so a change takes effect on the
//   next call, not at the next sign-in.
// - mails: an e-mail written whole by the server (a confirmation, an invitation, a newsletter),
//   sent through the same outbox as the enquiry notifications, so it is on disk with the change
//   that asked for it and survives restarts and a kill -9. The notifications table is rebuilt to
//   let a row belong to a mail instead of a contact or a teacher (a CHECK cannot be altered in
//   SQLite); its rows, indexes and views are carried over as they were.
// - audit: who did what, when and from where; appended to in the transaction of the change it
//   records (server/plugins/app/audit/audit.ts), never updated or deleted but by the retention
//   sweep and an erasure's redaction.
// - job_runs: one row per periodic job (the scheduler, the retention sweep), claimed with a lease
//   so that across several instances each run happens once, and its last run survives a restart.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE admins ADD COLUMN "role" TEXT NOT NULL DEFAULT 'admin'`.execute(
    db
  )
  await sql`ALTER TABLE admins ADD COLUMN "disabled" INTEGER NOT NULL DEFAULT 0`.execute(
    db
  )

  await sql`CREATE TABLE mails (
    "id" TEXT PRIMARY KEY,
    "category" TEXT NOT NULL,
    "toAddress" TEXT NOT NULL,
    "fromAddress" TEXT NOT NULL DEFAULT '',
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL DEFAULT '',
    "headers" TEXT NOT NULL DEFAULT '{}',
    "createdAt" TEXT NOT NULL
  )`.execute(db)
  await sql`CREATE INDEX mails_to ON mails (lower("toAddress"))`.execute(db)

  await sql`DROP VIEW contacts_listed`.execute(db)
  await sql`DROP VIEW teachers_listed`.execute(db)
  await sql`ALTER TABLE notifications RENAME TO notifications_old`.execute(db)
  await sql`DROP INDEX notifications_due`.execute(db)
  await sql`CREATE TABLE notifications (
    "id" TEXT PRIMARY KEY,
    "contactId" TEXT UNIQUE REFERENCES contacts ("id") ON DELETE CASCADE,
    "teacherId" TEXT UNIQUE REFERENCES teachers ("id") ON DELETE CASCADE,
    "mailId" TEXT UNIQUE REFERENCES mails ("id") ON DELETE CASCADE,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TEXT NOT NULL,
    "failingSince" TEXT,
    "lastError" TEXT NOT NULL DEFAULT '',
    "claimToken" TEXT,
    "sentAt" TEXT,
    "createdAt" TEXT NOT NULL,
    "updatedAt" TEXT NOT NULL,
    CHECK ("state" IN ('pending', 'sent', 'failed')),
    CHECK ((CASE WHEN "contactId" IS NULL THEN 0 ELSE 1 END)
      + (CASE WHEN "teacherId" IS NULL THEN 0 ELSE 1 END)
      + (CASE WHEN "mailId" IS NULL THEN 0 ELSE 1 END) = 1)
  )`.execute(db)
  await sql`INSERT INTO notifications ("id", "contactId", "teacherId", "state", "attempts",
      "nextAttemptAt", "failingSince", "lastError", "claimToken", "sentAt", "createdAt", "updatedAt")
    SELECT "id", "contactId", "teacherId", "state", "attempts", "nextAttemptAt", "failingSince",
      "lastError", "claimToken", "sentAt", "createdAt", "updatedAt"
    FROM notifications_old`.execute(db)
  await sql`DROP TABLE notifications_old`.execute(db)
  await sql`CREATE INDEX notifications_due ON notifications ("state", "nextAttemptAt")`.execute(
    db
  )
  await sql`CREATE VIEW contacts_listed AS
    SELECT c."id", c."name", c."email", c."countryCode", c."number", c."reason", c."message",
      c."source", c."spam", c."createdAt", c."updatedAt",
      n."state" AS "notification", n."attempts" AS "notificationAttempts",
      NULLIF(n."lastError", '') AS "notificationError", n."sentAt" AS "notifiedAt"
    FROM contacts c LEFT JOIN notifications n ON n."contactId" = c."id"`.execute(
    db
  )
  await sql`CREATE VIEW teachers_listed AS
    SELECT t."id", t."name", t."email", t."phone", t."subject", t."createdAt", t."updatedAt",
      n."state" AS "notification", n."attempts" AS "notificationAttempts",
      NULLIF(n."lastError", '') AS "notificationError", n."sentAt" AS "notifiedAt"
    FROM teachers t LEFT JOIN notifications n ON n."teacherId" = t."id"`.execute(
    db
  )

  await sql`CREATE TABLE audit (
    "id" TEXT PRIMARY KEY,
    "at" TEXT NOT NULL,
    "actorId" TEXT,
    "actor" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "resource" TEXT NOT NULL,
    "recordId" TEXT,
    "changes" TEXT NOT NULL DEFAULT '{}'
  )`.execute(db)
  await sql`CREATE INDEX audit_at ON audit ("at", "id")`.execute(db)
  await sql`CREATE INDEX audit_record ON audit ("resource", "recordId", "at")`.execute(
    db
  )
  await sql`CREATE INDEX audit_actor ON audit ("actor", "at")`.execute(db)

  await sql`CREATE TABLE job_runs (
    "name" TEXT PRIMARY KEY,
    "lastRunAt" TEXT,
    "leaseUntil" TEXT,
    "claimToken" TEXT
  )`.execute(db)
}
