import { PostgresAdapter, sql, type Kysely } from "kysely"

// The newsletter, sent lawfully (docs/newsletter.md):
//
// - subscribers: the state of each sign-up, one row per newsletter contact (the contact row stays
//   what the public call answers). `status` is unconfirmed until the link of the confirmation
//   e-mail is followed, then confirmed, or unsubscribed once they leave. `confirmNonce` is the
//   secret inside the current confirmation links: cleared when one is used, so each works once.
//   `confirmationSentAt` limits the confirmation e-mail to one an hour for one address.
// - newsletter_consents: the consent ledger, appended to and never changed. Each event (signed up,
//   confirmation sent, confirmed, unsubscribed, lapsed) with its time, the page and the version
//   (and digest) of the wording agreed to, how it happened and from which address. It goes only
//   with its subscriber: an erasure, or the sweep of sign-ups never confirmed.
// - newsletters: the issues an editor writes; `rendered` freezes the e-mail when sending starts,
//   so every subscriber gets the same issue even if a blog changes meanwhile.
// - newsletter_deliveries: one row per issue and subscriber, written in the transaction that
//   queues its e-mail in the outbox. Its primary key is what makes a second copy impossible, after
//   any crash or on any number of instances. A mail removed by the retention sweep leaves the row
//   (mailId null), which still counts as sent.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE subscribers (
    "contactId" TEXT PRIMARY KEY REFERENCES contacts ("id") ON DELETE CASCADE,
    "status" TEXT NOT NULL,
    "signedUpAt" TEXT NOT NULL,
    "confirmedAt" TEXT,
    "unsubscribedAt" TEXT,
    "confirmationSentAt" TEXT,
    "confirmNonce" TEXT,
    CHECK ("status" IN ('unconfirmed', 'confirmed', 'unsubscribed'))
  )`.execute(db)
  await sql`CREATE INDEX subscribers_status ON subscribers ("status", "signedUpAt")`.execute(
    db
  )
  // Sign-ups made before this were never asked to confirm, and no consent of theirs is on record:
  // unconfirmed, so nothing is sent to them and the retention sweep removes them in its time.
  await sql`INSERT INTO subscribers ("contactId", "status", "signedUpAt")
    SELECT "id", 'unconfirmed', "createdAt" FROM contacts WHERE "source" = 'newsletter'`.execute(
    db
  )

  await sql`CREATE TABLE newsletter_consents (
    "id" TEXT PRIMARY KEY,
    "contactId" TEXT NOT NULL REFERENCES contacts ("id") ON DELETE CASCADE,
    "at" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "page" TEXT NOT NULL DEFAULT '',
    "consentVersion" TEXT NOT NULL DEFAULT '',
    "consentDigest" TEXT NOT NULL DEFAULT '',
    "method" TEXT NOT NULL DEFAULT '',
    "ip" TEXT NOT NULL DEFAULT ''
  )`.execute(db)
  await sql`CREATE INDEX newsletter_consents_contact ON newsletter_consents ("contactId", "at")`.execute(
    db
  )
  // Append-only in the database itself, not only by the code's habit: an entry can be added, or
  // go with its subscriber (erasure, the retention sweep), but never be changed.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`CREATE FUNCTION newsletter_consents_append_only() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'the consent ledger is append-only';
      END
      $$`.execute(db)
    await sql`CREATE TRIGGER newsletter_consents_append_only
      BEFORE UPDATE ON newsletter_consents
      FOR EACH ROW EXECUTE FUNCTION newsletter_consents_append_only()`.execute(
      db
    )
  } else {
    await sql`CREATE TRIGGER newsletter_consents_append_only
      BEFORE UPDATE ON newsletter_consents
      BEGIN
        SELECT RAISE(ABORT, 'the consent ledger is append-only');
      END`.execute(db)
  }

  await sql`CREATE TABLE newsletters (
    "id" TEXT PRIMARY KEY,
    "subject" TEXT NOT NULL,
    "intro" TEXT NOT NULL DEFAULT '',
    "items" TEXT NOT NULL DEFAULT '[]',
    "status" TEXT NOT NULL DEFAULT 'draft',
    "rendered" TEXT,
    "sendStartedAt" TEXT,
    "queuedAt" TEXT,
    "sentAt" TEXT,
    "createdAt" TEXT NOT NULL,
    "updatedAt" TEXT NOT NULL,
    CHECK ("status" IN ('draft', 'sending', 'sent'))
  )`.execute(db)
  await sql`CREATE INDEX newsletters_status ON newsletters ("status")`.execute(
    db
  )

  await sql`CREATE TABLE newsletter_deliveries (
    "newsletterId" TEXT NOT NULL REFERENCES newsletters ("id") ON DELETE CASCADE,
    "contactId" TEXT NOT NULL REFERENCES contacts ("id") ON DELETE CASCADE,
    "mailId" TEXT REFERENCES mails ("id") ON DELETE SET NULL,
    "createdAt" TEXT NOT NULL,
    PRIMARY KEY ("newsletterId", "contactId")
  )`.execute(db)
  await sql`CREATE INDEX newsletter_deliveries_mail ON newsletter_deliveries ("mailId")`.execute(
    db
  )
  await sql`CREATE INDEX newsletter_deliveries_contact ON newsletter_deliveries ("contactId")`.execute(
    db
  )
  // The sweep and the throttle find mails by their purpose.
  await sql`CREATE INDEX mails_category ON mails ("category", "createdAt")`.execute(
    db
  )
}
