import type { Kysely, Transaction } from "kysely"
import type { Database } from "../../../db/tables"
import { NEWSLETTER_CATEGORY } from "./newsletter-email"
import { queueMail } from "../outbox/outbox-queue-repository"
import type { MailInput } from "../outbox/mail-types"
import { progressOf } from "./newsletter-progress-repository"

// An issue's fan-out: batches of deliveries with their e-mails queued, each held back to its own
// slot, until every confirmed subscriber has one; then, once none is pending, the issue is sent.

type Recipient = { contactId: string; email: string }

export interface BatchOptions {
  limit: number
  now: string
  intervalMs: number
  mail: (rendered: string, subscriber: Recipient) => MailInput
}

// Up to `limit` confirmed subscribers that have no delivery of the issue yet.
function waitingSubscribers(
  trx: Transaction<Database>,
  id: string,
  limit: number
): Promise<Recipient[]> {
  return trx
    .selectFrom("subscribers as s")
    .innerJoin("contacts as c", "c.id", "s.contactId")
    .select(["s.contactId", "c.email"])
    .where("s.status", "=", "confirmed")
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("newsletter_deliveries as d")
            .select("d.contactId")
            .where("d.newsletterId", "=", id)
            .whereRef("d.contactId", "=", "s.contactId")
        )
      )
    )
    .orderBy("s.contactId")
    .limit(limit)
    .execute()
}

// Writes the subscribers' delivery rows; returns those this batch wrote (another instance's
// batch may have written some first).
async function claimDeliveries(
  trx: Transaction<Database>,
  id: string,
  subscribers: Recipient[],
  now: string
): Promise<Set<string>> {
  const inserted = await trx
    .insertInto("newsletter_deliveries")
    .values(
      subscribers.map((subscriber) => ({
        newsletterId: id,
        contactId: subscriber.contactId,
        mailId: null,
        createdAt: now,
      }))
    )
    .onConflict((oc) => oc.columns(["newsletterId", "contactId"]).doNothing())
    .returning("contactId")
    .execute()
  return new Set(inserted.map((row) => row.contactId))
}

// The first free slot: now, or one interval after the last newsletter e-mail that is still
// waiting for its first attempt (a claimed or retried one has its own time).
async function firstSlot(
  trx: Kysely<Database>,
  now: string,
  intervalMs: number
): Promise<number> {
  const row = await trx
    .selectFrom("notifications as n")
    .innerJoin("mails as m", "m.id", "n.mailId")
    .select((eb) => eb.fn.max("n.nextAttemptAt").as("last"))
    .where("m.category", "=", NEWSLETTER_CATEGORY)
    .where("n.state", "=", "pending")
    .where("n.attempts", "=", 0)
    .executeTakeFirst()
  const last = row?.last ? Date.parse(String(row.last)) + intervalMs : 0
  return Math.max(Date.parse(now), last)
}

// Queues each recipient's e-mail in its slot and records it on the delivery.
async function queueMails(
  trx: Transaction<Database>,
  id: string,
  rendered: string,
  recipients: Recipient[],
  options: BatchOptions
) {
  let slot = await firstSlot(trx, options.now, options.intervalMs)
  for (const recipient of recipients) {
    const mailId = await queueMail(
      trx,
      options.mail(rendered, recipient),
      options.now,
      new Date(slot).toISOString()
    )
    slot += options.intervalMs
    await trx
      .updateTable("newsletter_deliveries")
      .set({ mailId })
      .where("newsletterId", "=", id)
      .where("contactId", "=", recipient.contactId)
      .execute()
  }
}

// The issues being sent, by id: those whose e-mails are all queued, or those still fanning out.
async function sendingIssues(
  db: Kysely<Database>,
  { queued }: { queued: boolean }
) {
  const rows = await db
    .selectFrom("newsletters")
    .select("id")
    .where("status", "=", "sending")
    .where("queuedAt", queued ? "is not" : "is", null)
    .execute()
  return rows.map((row) => row.id)
}

export function newsletterFanOut(db: Kysely<Database>) {
  return {
    // Issues whose fan-out is not finished (a crash may have stopped it half-way).
    fanningOut: () => sendingIssues(db, { queued: false }),

    // Queues the e-mails of up to `limit` more subscribers; 0 once every confirmed subscriber has
    // one, when the issue is marked as queued.
    async queueBatch(id: string, options: BatchOptions): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const issue = await trx
          .selectFrom("newsletters")
          .select(["rendered"])
          .where("id", "=", id)
          .where("status", "=", "sending")
          .where("queuedAt", "is", null)
          .executeTakeFirst()
        if (!issue?.rendered) return 0
        const subscribers = await waitingSubscribers(trx, id, options.limit)
        if (!subscribers.length) {
          await trx
            .updateTable("newsletters")
            .set({ queuedAt: options.now, updatedAt: options.now })
            .where("id", "=", id)
            .execute()
          return 0
        }
        const mine = await claimDeliveries(trx, id, subscribers, options.now)
        const recipients = subscribers.filter((subscriber) =>
          mine.has(subscriber.contactId)
        )
        await queueMails(trx, id, issue.rendered, recipients, options)
        return mine.size
      })
    },

    // Issues fully queued with nothing left pending become sent.
    async markSent(now: string): Promise<string[]> {
      const candidates = await sendingIssues(db, { queued: true })
      const progress = await progressOf(db, candidates)
      const done = candidates.filter(
        (id) => (progress.get(id)?.pending ?? 0) === 0
      )
      if (done.length)
        await db
          .updateTable("newsletters")
          .set({ status: "sent", sentAt: now, updatedAt: now })
          .where("id", "in", done)
          .where("status", "=", "sending")
          .execute()
      return done
    },
  }
}
