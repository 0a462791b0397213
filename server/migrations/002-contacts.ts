import { sql, type Kysely } from "kysely"

// Contact requests (source session or rfq) and newsletter sign-ups (source newsletter).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE contacts (
    "id" TEXT PRIMARY KEY,
    "name" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL,
    "countryCode" TEXT NOT NULL DEFAULT '',
    "number" TEXT NOT NULL DEFAULT '',
    "reason" TEXT NOT NULL DEFAULT '',
    "message" TEXT NOT NULL DEFAULT '',
    "source" TEXT NOT NULL,
    "createdAt" TEXT NOT NULL,
    "updatedAt" TEXT NOT NULL
  )`.execute(db)
  await sql`CREATE INDEX contacts_created ON contacts ("createdAt")`.execute(db)
  // One sign-up per address, whatever its case; contact requests may repeat an address.
  await sql`CREATE UNIQUE INDEX contacts_newsletter_email ON contacts (lower("email")) WHERE "source" = 'newsletter'`.execute(
    db
  )
}
