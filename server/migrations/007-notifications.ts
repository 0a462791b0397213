import { sql, type Kysely } from "kysely"

// The outbox of enquiry e-mails (docs/mail.md), and the spam flag of contacts.
//
// A notification row is written in the same transaction as its contact or teacher, so a 201 means
// both are on disk; plugins/app/outbox/notifier.ts sends it later. `state` is pending, sent or
// failed. A pending row is due when "nextAttemptAt" has passed: an instance claims it by moving
// that time a lease ahead and writing its own "claimToken", so another instance skips it until
// the lease runs out (the claimer died) or the claimer records the outcome. "failingSince" is the
// first failure of the current run of failures, from which the 24 hours before giving up are
// counted.
// Deleting a contact or teacher deletes its notification (their personal data goes together).
//
// Contacts made before this migration get no notification: their enquiries are already in the
// panel, and a flood of old e-mails on upgrade would help nobody.
//
// The *_listed views are what the panel reads: each record with its notification's state, so the
// generic admin list can show, filter and sort by it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE contacts ADD COLUMN "spam" INTEGER NOT NULL DEFAULT 0`.execute(
    db
  )
  await sql`CREATE TABLE notifications (
    "id" TEXT PRIMARY KEY,
    "contactId" TEXT UNIQUE REFERENCES contacts ("id") ON DELETE CASCADE,
    "teacherId" TEXT UNIQUE REFERENCES teachers ("id") ON DELETE CASCADE,
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
    CHECK (("contactId" IS NULL) <> ("teacherId" IS NULL))
  )`.execute(db)
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
}
