import { sql, type Kysely, type Transaction } from "kysely"
import { newId } from "../../../db/ids"
import type {
  Database,
  NewsletterStatus,
  NewslettersTable,
} from "../../../db/tables"
import { NEWSLETTER_CATEGORY } from "./newsletter-email"
import { queueMail, type MailInput } from "../outbox/notifications-repository"
import { dbRepositoryPlugin } from "../../../common/db-repository-plugin"
import type { FilterValue } from "../../../common/list-query"

// The issues of the newsletter and their deliveries (migrations/014-newsletter.ts).
//
// Sending is a fan-out in batches: each batch picks confirmed subscribers that have no delivery
// of this issue yet and, in one transaction, writes a delivery row and queues its e-mail in the
// outbox. The delivery's primary key (issue, subscriber) makes a second e-mail for the same
// subscriber impossible, whichever instance runs the batch and however often it is run again
// after a crash. Each e-mail is held back to its own slot, 1000 / rate ms after the one before
// (after the last newsletter e-mail still waiting, across issues), so the outbox lets them out
// at the rate on any number of instances.

export type ItemRef = { resource: "blogs" | "news" | "events"; id: string }

export interface NewsletterInput {
  subject: string
  intro: string
  items: ItemRef[]
}

export interface Progress {
  recipients: number
  sent: number
  pending: number
  failed: number
}

export type NewsletterRecord = Omit<NewslettersTable, "items" | "rendered"> & {
  items: ItemRef[]
} & Progress

export type StartOutcome =
  "started" | "missing" | "not-draft" | "no-subscribers"

const columns = [
  "id",
  "subject",
  "intro",
  "items",
  "status",
  "sendStartedAt",
  "queuedAt",
  "sentAt",
  "createdAt",
  "updatedAt",
] as const

// Writes the audit entry of a change, in its transaction.
export type Audit = (trx: Transaction<Database>, id: string) => Promise<void>

const noProgress: Progress = { recipients: 0, sent: 0, pending: 0, failed: 0 }

export function createNewslettersRepository(db: Kysely<Database>) {
  // sent, pending and failed per issue, from the outbox rows of its e-mails. A delivery whose
  // e-mail the retention sweep has removed (mailId null) was sent.
  async function progressOf(ids: string[]): Promise<Map<string, Progress>> {
    const progress = new Map<string, Progress>()
    if (!ids.length) return progress
    const rows = await db
      .selectFrom("newsletter_deliveries as d")
      .leftJoin("notifications as n", "n.mailId", "d.mailId")
      .select((eb) => [
        "d.newsletterId",
        eb.fn.coalesce("n.state", sql<string>`'sent'`).as("state"),
        eb.fn.countAll<number>().as("total"),
      ])
      .where("d.newsletterId", "in", ids)
      .groupBy(["d.newsletterId", sql`coalesce(n."state", 'sent')`])
      .execute()
    for (const row of rows) {
      const counts = progress.get(row.newsletterId) ?? { ...noProgress }
      const total = Number(row.total)
      counts[row.state as "sent" | "pending" | "failed"] += total
      counts.recipients += total
      progress.set(row.newsletterId, counts)
    }
    return progress
  }

  async function withProgress(
    rows: Pick<NewslettersTable, (typeof columns)[number]>[]
  ): Promise<NewsletterRecord[]> {
    const progress = await progressOf(rows.map((row) => row.id))
    return rows.map((row) => ({
      ...row,
      items: JSON.parse(row.items) as ItemRef[],
      ...(progress.get(row.id) ?? noProgress),
    }))
  }

  async function get(id: string) {
    const row = await db
      .selectFrom("newsletters")
      .select(columns)
      .where("id", "=", id)
      .executeTakeFirst()
    return row ? (await withProgress([row]))[0] : null
  }

  return {
    get,

    async list(params: {
      sort: [string, "asc" | "desc"]
      offset: number
      limit: number
      // Any of these; all issues without it.
      statuses?: FilterValue[]
    }) {
      let query = db.selectFrom("newsletters")
      if (params.statuses)
        query = params.statuses.length
          ? query.where("status", "in", params.statuses as NewsletterStatus[])
          : query.where(sql<boolean>`1 = 0`)
      const { total } = await query
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow()
      const [field, direction] = params.sort
      const rows = await query
        .select(columns)
        .orderBy(sql`${sql.ref(field)} IS NULL`)
        .orderBy(sql`${sql.ref(field)} ${sql.raw(direction)}`)
        .orderBy("id", direction)
        .limit(params.limit)
        .offset(params.offset)
        .execute()
      return { records: await withProgress(rows), total: Number(total) }
    },

    // Each change is written with its audit entry (`audit`), in one transaction.
    async create(input: NewsletterInput, now: string, audit: Audit) {
      const id = newId(Date.parse(now))
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("newsletters")
          .values({
            id,
            subject: input.subject,
            intro: input.intro,
            items: JSON.stringify(input.items),
            status: "draft",
            rendered: null,
            sendStartedAt: null,
            queuedAt: null,
            sentAt: null,
            createdAt: now,
            updatedAt: now,
          })
          .execute()
        await audit(trx, id)
      })
      return (await get(id))!
    },

    // Only a draft changes: once sending has started, the issue is what its readers received.
    async update(
      id: string,
      input: Partial<NewsletterInput>,
      now: string,
      audit: Audit
    ): Promise<NewsletterRecord | "missing" | "not-draft"> {
      const changed = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable("newsletters")
          .set({
            ...(input.subject !== undefined && { subject: input.subject }),
            ...(input.intro !== undefined && { intro: input.intro }),
            ...(input.items !== undefined && {
              items: JSON.stringify(input.items),
            }),
            updatedAt: now,
          })
          .where("id", "=", id)
          .where("status", "=", "draft")
          .executeTakeFirst()
        if (result.numUpdatedRows === 0n) return false
        await audit(trx, id)
        return true
      })
      if (changed) return (await get(id))!
      return (await get(id)) ? "not-draft" : "missing"
    },

    async remove(
      id: string,
      audit: Audit
    ): Promise<NewsletterRecord | "missing" | "not-draft"> {
      const record = await get(id)
      if (!record) return "missing"
      if (record.status !== "draft") return "not-draft"
      const removed = await db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom("newsletters")
          .where("id", "=", id)
          .where("status", "=", "draft")
          .executeTakeFirst()
        if (result.numDeletedRows === 0n) return false
        await audit(trx, id)
        return true
      })
      return removed ? record : "not-draft"
    },

    async confirmedSubscribers() {
      const { total } = await db
        .selectFrom("subscribers")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .where("status", "=", "confirmed")
        .executeTakeFirstOrThrow()
      return Number(total)
    },

    // A draft starts sending, its e-mail frozen as `rendered`; refused when nobody has confirmed.
    async startSending(
      id: string,
      rendered: string,
      now: string,
      audit: Audit
    ): Promise<StartOutcome> {
      return db.transaction().execute(async (trx) => {
        const issue = await trx
          .selectFrom("newsletters")
          .select("status")
          .where("id", "=", id)
          .executeTakeFirst()
        if (!issue) return "missing"
        if (issue.status !== "draft") return "not-draft"
        const confirmed = await trx
          .selectFrom("subscribers")
          .select("contactId")
          .where("status", "=", "confirmed")
          .limit(1)
          .executeTakeFirst()
        if (!confirmed) return "no-subscribers"
        // The read above does not lock: of two sends at once, both read a draft, and only the
        // update that finds it still one starts it (PostgreSQL waits for the other to commit).
        const { numUpdatedRows } = await trx
          .updateTable("newsletters")
          .set({
            status: "sending",
            rendered,
            sendStartedAt: now,
            updatedAt: now,
          })
          .where("id", "=", id)
          .where("status", "=", "draft")
          .executeTakeFirstOrThrow()
        if (numUpdatedRows === 0n) return "not-draft"
        await audit(trx, id)
        return "started"
      })
    },

    // The e-mail as frozen when sending started; null for a draft (or no such issue).
    async rendered(id: string): Promise<string | null> {
      const row = await db
        .selectFrom("newsletters")
        .select("rendered")
        .where("id", "=", id)
        .executeTakeFirst()
      return row?.rendered ?? null
    },

    // Issues whose fan-out is not finished (a crash may have stopped it half-way).
    async fanningOut(): Promise<string[]> {
      const rows = await db
        .selectFrom("newsletters")
        .select("id")
        .where("status", "=", "sending")
        .where("queuedAt", "is", null)
        .execute()
      return rows.map((row) => row.id)
    },

    // Queues the e-mails of up to `limit` more subscribers; 0 once every confirmed subscriber has
    // one, when the issue is marked as queued.
    async queueBatch(
      id: string,
      options: {
        limit: number
        now: string
        intervalMs: number
        mail: (
          rendered: string,
          subscriber: { contactId: string; email: string }
        ) => MailInput
      }
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const issue = await trx
          .selectFrom("newsletters")
          .select(["rendered"])
          .where("id", "=", id)
          .where("status", "=", "sending")
          .where("queuedAt", "is", null)
          .executeTakeFirst()
        if (!issue?.rendered) return 0
        const subscribers = await trx
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
          .limit(options.limit)
          .execute()
        if (!subscribers.length) {
          await trx
            .updateTable("newsletters")
            .set({ queuedAt: options.now, updatedAt: options.now })
            .where("id", "=", id)
            .execute()
          return 0
        }
        const inserted = await trx
          .insertInto("newsletter_deliveries")
          .values(
            subscribers.map((subscriber) => ({
              newsletterId: id,
              contactId: subscriber.contactId,
              mailId: null,
              createdAt: options.now,
            }))
          )
          .onConflict((oc) =>
            oc.columns(["newsletterId", "contactId"]).doNothing()
          )
          .returning("contactId")
          .execute()
        const mine = new Set(inserted.map((row) => row.contactId))
        let slot = await firstSlot(trx, options.now, options.intervalMs)
        for (const subscriber of subscribers) {
          if (!mine.has(subscriber.contactId)) continue
          const mailId = await queueMail(
            trx,
            options.mail(issue.rendered, subscriber),
            options.now,
            new Date(slot).toISOString()
          )
          slot += options.intervalMs
          await trx
            .updateTable("newsletter_deliveries")
            .set({ mailId })
            .where("newsletterId", "=", id)
            .where("contactId", "=", subscriber.contactId)
            .execute()
        }
        return mine.size
      })
    },

    // Issues fully queued with nothing left pending become sent.
    async markSent(now: string): Promise<string[]> {
      const candidates = await db
        .selectFrom("newsletters")
        .select("id")
        .where("status", "=", "sending")
        .where("queuedAt", "is not", null)
        .execute()
      const progress = await progressOf(candidates.map((row) => row.id))
      const done = candidates
        .map((row) => row.id)
        .filter((id) => (progress.get(id)?.pending ?? 0) === 0)
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

export type NewslettersRepository = ReturnType<
  typeof createNewslettersRepository
>

declare module "fastify" {
  interface FastifyInstance {
    newslettersRepository: NewslettersRepository
  }
}

export default dbRepositoryPlugin(
  "newslettersRepository",
  createNewslettersRepository
)
