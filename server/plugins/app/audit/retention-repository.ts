import { sql, type DeleteResult, type Kysely } from "kysely"
import type { Database } from "../../../db/tables"

// Personal data is kept only as long as it serves (docs/newsletter.md 'Retention'). One daily job
// (plugins/app/audit/retention.ts) applies every rule below. A rule whose setting is 0 keeps its records
// for good. Each statement stands alone (no transaction held across them): every one is a delete
// of what has expired, so a sweep cut short is finished by the next. Another kind of record with a lifetime (Trash, say) is
// one more entry in `retentionRules`.

export const RETENTION_JOB = "retention"
const DAY_MS = 86_400_000

// The settings the rules read (docs/configuration.md), as fastify.config has them.
type RetentionSetting =
  | "RETENTION_CONTACTS_MONTHS"
  | "RETENTION_SPAM_DAYS"
  | "RETENTION_UNCONFIRMED_DAYS"
  | "RETENTION_UNSUBSCRIBED_DAYS"
  | "RETENTION_NOTIFICATIONS_DAYS"
export type RetentionSettings = Record<RetentionSetting, number>

export interface RetentionRule {
  name: string
  // The cut-off for this configuration at `now`, or null when the rule is off.
  cutoff(config: RetentionSettings, now: Date): string | null
  // Deletes what is older than the cut-off; returns how many records went.
  run(db: Kysely<Database>, cutoff: string): Promise<number>
}

const daysBefore = (now: Date, days: number) =>
  days > 0 ? new Date(now.getTime() - days * DAY_MS).toISOString() : null

const monthsBefore = (now: Date, months: number) => {
  if (months <= 0) return null
  const date = new Date(now)
  date.setUTCMonth(date.getUTCMonth() - months)
  return date.toISOString()
}

// How many rows a delete removed.
const deletedBy = async (query: {
  executeTakeFirst(): Promise<DeleteResult>
}) => Number((await query.executeTakeFirst()).numDeletedRows)

// Deletes newsletter sign-ups, and with them their deliveries and the e-mails written to their
// address (the confirmation, the issues), which would otherwise keep the address 90 days. Their
// consent ledger stays, under the keyed hash of the address (migrations/016-person-subjects.ts).
async function deleteSignUps(db: Kysely<Database>, contactIds: string[]) {
  if (!contactIds.length) return 0
  const emails = await db
    .selectFrom("contacts")
    .select("email")
    .where("id", "in", contactIds)
    .execute()
  await db
    .deleteFrom("mails")
    .where("category", "like", "newsletter%")
    .where(
      sql`lower("toAddress")`,
      "in",
      emails.map((row) => row.email.toLowerCase())
    )
    .execute()
  return deletedBy(db.deleteFrom("contacts").where("id", "in", contactIds))
}

// Newsletter sign-ups in one state, deleted some days after the date that put them in it.
function signUpsRule(
  name: string,
  status: "unconfirmed" | "unsubscribed",
  since: "signedUpAt" | "unsubscribedAt",
  days: "RETENTION_UNCONFIRMED_DAYS" | "RETENTION_UNSUBSCRIBED_DAYS"
): RetentionRule {
  return {
    name,
    cutoff: (config, now) => daysBefore(now, config[days]),
    async run(db, cutoff) {
      const rows = await db
        .selectFrom("subscribers")
        .select("contactId")
        .where("status", "=", status)
        .where(since, "<", cutoff)
        .execute()
      return deleteSignUps(
        db,
        rows.map((row) => row.contactId)
      )
    },
  }
}

export const retentionRules: RetentionRule[] = [
  {
    // Book Session and proposal requests, 24 months after they last changed.
    name: "contact requests",
    cutoff: (config, now) =>
      monthsBefore(now, config.RETENTION_CONTACTS_MONTHS),
    run: (db, cutoff) =>
      deletedBy(
        db
          .deleteFrom("contacts")
          .where("source", "!=", "newsletter")
          .where("status", "!=", "spam")
          .where("updatedAt", "<", cutoff)
      ),
  },
  {
    // What the forms' trap caught, 30 days after it arrived.
    name: "spam",
    cutoff: (config, now) => daysBefore(now, config.RETENTION_SPAM_DAYS),
    run: (db, cutoff) =>
      deletedBy(
        db
          .deleteFrom("contacts")
          .where("status", "=", "spam")
          .where("createdAt", "<", cutoff)
      ),
  },
  // Sign-ups nobody confirmed, 30 days after the (last) sign-up.
  signUpsRule(
    "unconfirmed sign-ups",
    "unconfirmed",
    "signedUpAt",
    "RETENTION_UNCONFIRMED_DAYS"
  ),
  // Subscribers who left, 30 days after they unsubscribed (as the privacy policy says).
  signUpsRule(
    "unsubscribed",
    "unsubscribed",
    "unsubscribedAt",
    "RETENTION_UNSUBSCRIBED_DAYS"
  ),
  {
    // E-mails the server wrote whole (confirmations, newsletters, test copies), 90 days after
    // they were sent or given up on; their outbox rows go with them. An enquiry's notification
    // keeps no copy of its e-mail and goes with its enquiry.
    name: "sent e-mails",
    cutoff: (config, now) =>
      daysBefore(now, config.RETENTION_NOTIFICATIONS_DAYS),
    run: (db, cutoff) =>
      deletedBy(
        db
          .deleteFrom("mails")
          .where("id", "in", (eb) =>
            eb
              .selectFrom("notifications")
              .select("mailId")
              .where("mailId", "is not", null)
              .where("state", "in", ["sent", "failed"])
              .where("updatedAt", "<", cutoff)
          )
      ),
  },
]

export async function applyRetention(
  db: Kysely<Database>,
  config: RetentionSettings,
  now: Date,
  rules = retentionRules
) {
  const deleted: Record<string, number> = {}
  for (const rule of rules) {
    const cutoff = rule.cutoff(config, now)
    if (cutoff === null) continue
    deleted[rule.name] = await rule.run(db, cutoff)
  }
  return deleted
}
