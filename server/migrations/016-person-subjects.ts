import { PostgresAdapter, sql, type Kysely } from "kysely"

// Who a row is about, stored when it is written, so the view, the export and the erasure of one
// address (plugins/app/people/people-repository.ts) match that address exactly and nobody else's:
//
// - mails and audit gain `person`: the lower-cased address of the person the e-mail or the entry
//   is about (null: nobody in particular). Existing mails are about their recipient; existing
//   entries about an account, a teacher, an enquiry or a sign-up that still exists are about its
//   address. The erasure clears it.
// - newsletter_consents outlives its subscriber: `emailHash` is the keyed hash of the address
//   (plugins/app/people/person-hash.ts), and `contactId` becomes null when the sign-up is erased or
//   swept instead of taking the ledger with it, so proof of consent and of withdrawal survives
//   without the address, and a new sign-up of the same address finds its history. Rows from
//   before this get their hash when the server starts (the key is not the database's to know).
//   The ledger stays append-only: the one change allowed is that pair, a subscriber let go and a
//   missing hash filled.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const run = (query: ReturnType<typeof sql>) => query.execute(db)

  await run(sql`ALTER TABLE mails ADD COLUMN "person" TEXT`)
  await run(sql`UPDATE mails SET "person" = lower("toAddress")`)
  await run(sql`CREATE INDEX mails_person ON mails ("person")`)

  await run(sql`ALTER TABLE audit ADD COLUMN "person" TEXT`)
  for (const [resource, table] of [
    ["users", "admins"],
    ["teachers", "teachers"],
    ["contacts", "contacts"],
    ["subscribers", "contacts"],
  ])
    await run(sql`UPDATE audit SET "person" = (
      SELECT lower(r."email") FROM ${sql.table(table)} r WHERE r."id" = audit."recordId"
    ) WHERE "resource" = ${resource} AND "recordId" IS NOT NULL`)
  await run(sql`CREATE INDEX audit_person ON audit ("person")`)

  if (postgres) {
    await run(sql`ALTER TABLE newsletter_consents ADD COLUMN "emailHash" TEXT`)
    await run(
      sql`ALTER TABLE newsletter_consents ALTER COLUMN "contactId" DROP NOT NULL`
    )
    await run(
      sql`ALTER TABLE newsletter_consents DROP CONSTRAINT "newsletter_consents_contactId_fkey"`
    )
    await run(sql`ALTER TABLE newsletter_consents ADD CONSTRAINT "newsletter_consents_contactId_fkey"
      FOREIGN KEY ("contactId") REFERENCES contacts ("id") ON DELETE SET NULL`)
    await run(sql`CREATE OR REPLACE FUNCTION newsletter_consents_append_only() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF (to_jsonb(NEW) - 'contactId' - 'emailHash') = (to_jsonb(OLD) - 'contactId' - 'emailHash')
          AND (NEW."contactId" IS NULL OR NEW."contactId" = OLD."contactId")
          AND (OLD."emailHash" IS NULL OR NEW."emailHash" = OLD."emailHash") THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'the consent ledger is append-only';
      END
      $$`)
  } else {
    // SQLite cannot change a foreign key in place: the table is made again, rows and all.
    await run(sql`CREATE TABLE newsletter_consents_new (
      "id" TEXT PRIMARY KEY,
      "contactId" TEXT REFERENCES contacts ("id") ON DELETE SET NULL,
      "emailHash" TEXT,
      "at" TEXT NOT NULL,
      "event" TEXT NOT NULL,
      "page" TEXT NOT NULL DEFAULT '',
      "consentVersion" TEXT NOT NULL DEFAULT '',
      "consentDigest" TEXT NOT NULL DEFAULT '',
      "method" TEXT NOT NULL DEFAULT '',
      "ip" TEXT NOT NULL DEFAULT ''
    )`)
    await run(sql`INSERT INTO newsletter_consents_new
      ("id", "contactId", "at", "event", "page", "consentVersion", "consentDigest", "method", "ip")
      SELECT "id", "contactId", "at", "event", "page", "consentVersion", "consentDigest", "method", "ip"
      FROM newsletter_consents`)
    await run(sql`DROP TABLE newsletter_consents`)
    await run(
      sql`ALTER TABLE newsletter_consents_new RENAME TO newsletter_consents`
    )
    await run(
      sql`CREATE INDEX newsletter_consents_contact ON newsletter_consents ("contactId", "at")`
    )
    await run(sql`CREATE TRIGGER newsletter_consents_append_only
      BEFORE UPDATE ON newsletter_consents
      WHEN NOT (
        NEW."id" IS OLD."id" AND NEW."at" IS OLD."at" AND NEW."event" IS OLD."event"
        AND NEW."page" IS OLD."page" AND NEW."consentVersion" IS OLD."consentVersion"
        AND NEW."consentDigest" IS OLD."consentDigest" AND NEW."method" IS OLD."method"
        AND NEW."ip" IS OLD."ip"
        AND (NEW."contactId" IS NULL OR NEW."contactId" IS OLD."contactId")
        AND (OLD."emailHash" IS NULL OR NEW."emailHash" IS OLD."emailHash")
      )
      BEGIN
        SELECT RAISE(ABORT, 'the consent ledger is append-only');
      END`)
  }
  await run(
    sql`CREATE INDEX newsletter_consents_email_hash ON newsletter_consents ("emailHash", "at")`
  )
}
