import { sql, type Kysely, type Transaction } from "kysely"
import { newId } from "../../../db/ids"
import type {
  Database,
  NewsletterStatus,
  NewslettersTable,
} from "../../../db/tables"
import { newsletterFanOut } from "./newsletter-fan-out-repository"
import {
  noProgress,
  progressOf,
  type Progress,
} from "./newsletter-progress-repository"
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
// at the rate on any number of instances. The fan-out is newsletter-fan-out-repository.ts, the
// progress read newsletter-progress-repository.ts; the issues' own changes are here.

export type { Progress } from "./newsletter-progress-repository"

export type ItemRef = { resource: "blogs" | "news" | "events"; id: string }

export interface NewsletterInput {
  subject: string
  intro: string
  items: ItemRef[]
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

// long: a repository factory: its body is the list of its methods, each short
export function createNewslettersRepository(db: Kysely<Database>) {
  async function withProgress(
    rows: Pick<NewslettersTable, (typeof columns)[number]>[]
  ): Promise<NewsletterRecord[]> {
    const progress = await progressOf(
      db,
      rows.map((row) => row.id)
    )
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
    ...newsletterFanOut(db),
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
  }
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
