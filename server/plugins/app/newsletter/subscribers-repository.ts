import { sql, type Kysely } from "kysely"
import type {
  Database,
  SubscriberStatus,
  SubscribersTable,
} from "../../../db/tables"
import { filterValues, type ListParams } from "../../../common/list-query"
import { searchText } from "../enquiries/contacts-repository"
import fp from "fastify-plugin"
import type { PersonHash } from "../people/person-hash"
import { subscriberLedger } from "./subscriber-ledger-repository"
import { subscriberSignUp } from "./subscriber-sign-up-repository"

// The newsletter's subscribers and their consent ledger (migrations/014-newsletter.ts). A sign-up
// is a contact with source newsletter (what the public call answers) and a subscribers row with
// its state; every step is appended to newsletter_consents in the same transaction as the change
// it records, and the confirmation e-mail is queued in that transaction too. Each ledger entry
// carries the keyed hash of the address, and outlives the sign-up (an erasure, the retention
// sweep) under that hash alone: proof of consent and of withdrawal stays, and a later sign-up of
// the same address reads the whole history as its own. Built from subscriber-ledger-repository.ts
// (the ledger) and subscriber-sign-up-repository.ts (a sign-up); the rest is here.

export {
  CONFIRMATION_INTERVAL_MS,
  type SignUp,
  type SignUpContact,
  type SignUpResult,
} from "./subscriber-sign-up-repository"
export type { ConsentEntry } from "./subscriber-ledger-repository"

export type ConfirmOutcome = "confirmed" | "used" | "missing"

export type Subscriber = Omit<SubscribersTable, "confirmNonce"> & {
  id: string
  email: string
  createdAt: string
}

// long: a repository factory: its body is the list of its methods, each short
export function createSubscribersRepository(
  db: Kysely<Database>,
  personHash: PersonHash
) {
  const { append, ledger, fillMissingHashes } = subscriberLedger(db, personHash)
  return {
    ...subscriberSignUp(db, { append, searchText }),
    ledger,
    fillMissingHashes,

    // Confirms the sign-up whose current links carry `nonce`; the nonce is then cleared, so the
    // same link (or any older one) confirms nothing a second time.
    async confirm(
      contactId: string,
      nonce: string,
      details: { ip: string; now: string }
    ): Promise<ConfirmOutcome> {
      return db.transaction().execute(async (trx) => {
        const confirmed = await trx
          .updateTable("subscribers")
          .set({
            status: "confirmed",
            confirmedAt: details.now,
            unsubscribedAt: null,
            confirmNonce: null,
          })
          .where("contactId", "=", contactId)
          .where("status", "=", "unconfirmed")
          .where("confirmNonce", "=", nonce)
          .executeTakeFirst()
        if (confirmed.numUpdatedRows === 0n) {
          const row = await trx
            .selectFrom("subscribers")
            .select("contactId")
            .where("contactId", "=", contactId)
            .executeTakeFirst()
          return row ? "used" : "missing"
        }
        await append(trx, contactId, "confirmed", details.now, {
          method: "confirmation link",
          ip: details.ip,
        })
        return "confirmed"
      })
    },

    // Ends the subscription at once, and takes back its newsletter e-mails that no server has
    // started to send. Returns false when there was nothing to end (already left, or gone).
    async unsubscribe(
      contactId: string,
      details: { method: string; ip: string; now: string }
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const ended = await trx
          .updateTable("subscribers")
          .set({
            status: "unsubscribed",
            unsubscribedAt: details.now,
            confirmNonce: null,
          })
          .where("contactId", "=", contactId)
          .where("status", "!=", "unsubscribed")
          .executeTakeFirst()
        if (ended.numUpdatedRows === 0n) return false
        await append(trx, contactId, "unsubscribed", details.now, {
          method: details.method,
          ip: details.ip,
        })
        const waiting = await trx
          .selectFrom("newsletter_deliveries as d")
          .innerJoin("notifications as n", "n.mailId", "d.mailId")
          .select(["d.newsletterId", "d.mailId"])
          .where("d.contactId", "=", contactId)
          .where("n.state", "=", "pending")
          .where("n.claimToken", "is", null)
          .execute()
        for (const { newsletterId, mailId } of waiting) {
          await trx
            .deleteFrom("newsletter_deliveries")
            .where("newsletterId", "=", newsletterId)
            .where("contactId", "=", contactId)
            .execute()
          await trx.deleteFrom("mails").where("id", "=", mailId!).execute()
        }
        return true
      })
    },

    async list(params: ListParams) {
      let query = db
        .selectFrom("subscribers as s")
        .innerJoin("contacts as c", "c.id", "s.contactId")
      const statuses = filterValues(params, "status")
      if (statuses)
        query = statuses.length
          ? query.where("s.status", "in", statuses as SubscriberStatus[])
          : query.where(sql<boolean>`1 = 0`)
      if (params.q?.trim()) {
        const pattern = `%${params.q
          .trim()
          .toLowerCase()
          .replace(/[\\%_]/g, "\\$&")}%`
        query = query.where(
          sql<boolean>`lower(c."email") LIKE ${pattern} ESCAPE '\\'`
        )
      }
      const ids = params.ids ?? filterValues(params, "id")
      if (ids)
        query = ids.length
          ? query.where("c.id", "in", ids as string[])
          : query.where(sql<boolean>`1 = 0`)
      const { total } = await query
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow()
      const [field, direction] = params.sort
      const column =
        field === "email" || field === "createdAt"
          ? sql.ref(`c.${field}`)
          : sql.ref(`s.${field === "id" ? "contactId" : field}`)
      const records = await query
        .select(subscriberColumns)
        .orderBy(sql`${column} IS NULL`)
        .orderBy(sql`${column} ${sql.raw(direction)}`)
        .orderBy("c.id", direction)
        .limit(params.limit)
        .offset(params.offset)
        .execute()
      return { records: records as Subscriber[], total: Number(total) }
    },

    async get(contactId: string): Promise<Subscriber | null> {
      const row = await db
        .selectFrom("subscribers as s")
        .innerJoin("contacts as c", "c.id", "s.contactId")
        .select(subscriberColumns)
        .where("s.contactId", "=", contactId)
        .executeTakeFirst()
      return (row as Subscriber | undefined) ?? null
    },

    async counts(): Promise<Record<SubscriberStatus, number>> {
      const rows = await db
        .selectFrom("subscribers")
        .select((eb) => ["status", eb.fn.countAll<number>().as("total")])
        .groupBy("status")
        .execute()
      const counts = { unconfirmed: 0, confirmed: 0, unsubscribed: 0 }
      for (const row of rows) counts[row.status] = Number(row.total)
      return counts
    },
  }
}

const subscriberColumns = [
  "c.id as id",
  "c.email as email",
  "c.createdAt as createdAt",
  "s.contactId as contactId",
  "s.status as status",
  "s.signedUpAt as signedUpAt",
  "s.confirmedAt as confirmedAt",
  "s.unsubscribedAt as unsubscribedAt",
  "s.confirmationSentAt as confirmationSentAt",
] as const

export type SubscribersRepository = ReturnType<
  typeof createSubscribersRepository
>

declare module "fastify" {
  interface FastifyInstance {
    subscribersRepository: SubscribersRepository
  }
}

export default fp(
  async (fastify) => {
    const repository = createSubscribersRepository(
      fastify.db,
      fastify.personHash
    )
    await repository.fillMissingHashes()
    fastify.decorate("subscribersRepository", repository)
  },
  { name: "subscribers-repository", dependencies: ["db", "person-hash"] }
)
