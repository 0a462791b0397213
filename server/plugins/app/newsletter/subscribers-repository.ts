import { randomBytes } from "node:crypto"
import type { ContactField } from "../../../../schemas/contact"
import { sql, type Kysely, type Transaction } from "kysely"
import { isUniqueViolation } from "../../../db/connect"
import { newId } from "../../../db/ids"
import type {
  ConsentEvent,
  Contact,
  Database,
  NewsletterConsentsTable,
  SubscriberStatus,
  SubscribersTable,
} from "../../../db/tables"
import { filterValues, type ListParams } from "../../../common/list-query"
import { searchText } from "../enquiries/contacts-repository"
import { queueMail, type MailInput } from "../outbox/notifications-repository"
import fp from "fastify-plugin"
import type { PersonHash } from "../people/person-hash"

// The newsletter's subscribers and their consent ledger (migrations/014-newsletter.ts). A sign-up
// is a contact with source newsletter (what the public call answers) and a subscribers row with
// its state; every step is appended to newsletter_consents in the same transaction as the change
// it records, and the confirmation e-mail is queued in that transaction too. Each ledger entry
// carries the keyed hash of the address, and outlives the sign-up (an erasure, the retention
// sweep) under that hash alone: proof of consent and of withdrawal stays, and a later sign-up of
// the same address reads the whole history as its own.

// A confirmation e-mail goes at most this often to one address, however often it signs up.
export const CONFIRMATION_INTERVAL_MS = 60 * 60_000

export interface SignUp {
  email: string
  // The page of the site the form was on, and the version of the wording it showed.
  page: string
  consentVersion: string
  consentDigest: string
  ip: string
  now: string
  // The confirmation e-mail for this subscriber, whose links carry its id and nonce.
  confirmation: (contactId: string, nonce: string) => MailInput
}

// A sign-up's contact as the public call answers it: what the visitor gave, not the office's
// handling.
export type SignUpContact = Pick<
  Contact,
  "id" | ContactField | "createdAt" | "updatedAt"
>

export interface SignUpResult {
  contact: SignUpContact
  created: boolean
  // Whether a confirmation e-mail was queued (the notifier is woken after commit).
  queued: boolean
}

export type ConfirmOutcome = "confirmed" | "used" | "missing"

export type Subscriber = Omit<SubscribersTable, "confirmNonce"> & {
  id: string
  email: string
  createdAt: string
}

export type ConsentEntry = Omit<
  NewsletterConsentsTable,
  "contactId" | "emailHash"
>

type Db = Kysely<Database> | Transaction<Database>

const contactColumns = [
  "c.id",
  "c.name",
  "c.email",
  "c.countryCode",
  "c.number",
  "c.reason",
  "c.message",
  "c.source",
  "c.createdAt",
  "c.updatedAt",
] as const

export function createSubscribersRepository(
  db: Kysely<Database>,
  personHash: PersonHash
) {
  // Ledger ids follow each other in the order this server wrote them, even within one
  // millisecond (or one tick of a test's clock), so the ledger reads in the order it happened.
  let lastLedgerId = ""
  const ledgerId = (at: string) => {
    let id = newId(Date.parse(at))
    if (id <= lastLedgerId)
      id = (BigInt(`0x${lastLedgerId}`) + 1n).toString(16).padStart(24, "0")
    lastLedgerId = id
    return id
  }

  const emailOf = async (trx: Db, contactId: string) =>
    (
      await trx
        .selectFrom("contacts")
        .select("email")
        .where("id", "=", contactId)
        .executeTakeFirstOrThrow()
    ).email

  const append = async (
    trx: Db,
    contactId: string,
    event: ConsentEvent,
    at: string,
    details: Partial<
      Pick<
        NewsletterConsentsTable,
        "page" | "consentVersion" | "consentDigest" | "method" | "ip"
      >
    > = {}
  ) =>
    trx
      .insertInto("newsletter_consents")
      .values({
        id: ledgerId(at),
        contactId,
        emailHash: personHash(await emailOf(trx, contactId)),
        at,
        event,
        page: details.page ?? "",
        consentVersion: details.consentVersion ?? "",
        consentDigest: details.consentDigest ?? "",
        method: details.method ?? "",
        ip: details.ip ?? "",
      })
      .execute()

  const findByEmail = (trx: Db, email: string) =>
    trx
      .selectFrom("contacts as c")
      .leftJoin("subscribers as s", "s.contactId", "c.id")
      .select([
        ...contactColumns,
        "s.status",
        "s.confirmationSentAt",
        "s.confirmNonce",
      ])
      .where("c.source", "=", "newsletter")
      .where(sql`lower(c."email")`, "=", email.toLowerCase())
      .executeTakeFirst()

  async function sendConfirmation(
    trx: Db,
    input: SignUp,
    contactId: string,
    nonce: string
  ) {
    await queueMail(trx, input.confirmation(contactId, nonce), input.now)
    await trx
      .updateTable("subscribers")
      .set({ confirmationSentAt: input.now })
      .where("contactId", "=", contactId)
      .execute()
    await append(trx, contactId, "confirmation_sent", input.now)
  }

  async function signUpOnce(input: SignUp): Promise<SignUpResult> {
    return db.transaction().execute(async (trx) => {
      const consent = {
        page: input.page,
        consentVersion: input.consentVersion,
        consentDigest: input.consentDigest,
        method: "sign-up form",
        ip: input.ip,
      }
      const existing = await findByEmail(trx, input.email)
      if (!existing) {
        const visitor = {
          name: "",
          email: input.email,
          countryCode: "",
          number: "",
          reason: "",
          message: "",
          source: "newsletter",
        }
        // Nothing to answer: a sign-up is closed from the start, as contacts-repository.ts says.
        const contact: Contact = {
          id: newId(Date.parse(input.now)),
          ...visitor,
          status: "closed",
          assignee: null,
          notes: "",
          answeredBy: null,
          answeredAt: null,
          search: searchText({ ...visitor, status: "closed", notes: "" }),
          createdAt: input.now,
          updatedAt: input.now,
        }
        const nonce = randomBytes(12).toString("base64url")
        await trx.insertInto("contacts").values(contact).execute()
        await trx
          .insertInto("subscribers")
          .values({
            contactId: contact.id,
            status: "unconfirmed",
            signedUpAt: input.now,
            confirmedAt: null,
            unsubscribedAt: null,
            confirmationSentAt: null,
            confirmNonce: nonce,
          })
          .execute()
        await append(trx, contact.id, "signed_up", input.now, consent)
        await sendConfirmation(trx, input, contact.id, nonce)
        return { contact, created: true, queued: true }
      }
      const { status, confirmationSentAt, confirmNonce, ...contact } = existing
      // Already confirmed: nothing to ask again, nothing to record.
      if (status === "confirmed")
        return { contact, created: false, queued: false }
      // Unconfirmed: the same pending sign-up, from another page perhaps. Left (or from before the
      // newsletter was confirmed by e-mail): a new sign-up, which needs a confirmation of its own.
      let nonce = confirmNonce
      if (status !== "unconfirmed" || !nonce) {
        nonce = randomBytes(12).toString("base64url")
        await trx
          .insertInto("subscribers")
          .values({
            contactId: contact.id,
            status: "unconfirmed",
            signedUpAt: input.now,
            confirmedAt: null,
            unsubscribedAt: null,
            confirmationSentAt: null,
            confirmNonce: nonce,
          })
          .onConflict((oc) =>
            oc.column("contactId").doUpdateSet({
              status: "unconfirmed",
              signedUpAt: input.now,
              confirmNonce: nonce,
            })
          )
          .execute()
      }
      await append(trx, contact.id, "signed_up", input.now, consent)
      const due =
        status !== "unconfirmed" ||
        !confirmationSentAt ||
        Date.parse(input.now) - Date.parse(confirmationSentAt) >=
          CONFIRMATION_INTERVAL_MS
      if (due) await sendConfirmation(trx, input, contact.id, nonce)
      return { contact, created: false, queued: due }
    })
  }

  return {
    // One sign-up per address: a second one gets the first record back. The unique index on
    // contacts decides when two arrive at once; the loser then finds the winner's record.
    async signUp(input: SignUp): Promise<SignUpResult> {
      try {
        return await signUpOnce(input)
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        return signUpOnce(input)
      }
    },

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

    // Every entry on the subscriber's address, those of earlier sign-ups that were erased or swept
    // included.
    async ledger(contactId: string): Promise<ConsentEntry[]> {
      return db
        .selectFrom("newsletter_consents")
        .select([
          "id",
          "at",
          "event",
          "page",
          "consentVersion",
          "consentDigest",
          "method",
          "ip",
        ])
        .where("emailHash", "=", personHash(await emailOf(db, contactId)))
        .orderBy("at")
        .orderBy("id")
        .execute()
    },

    // Entries written before the ledger kept a hash get theirs (once, at start).
    async fillMissingHashes() {
      const rows = await db
        .selectFrom("newsletter_consents as l")
        .innerJoin("contacts as c", "c.id", "l.contactId")
        .select(["c.id", "c.email"])
        .distinct()
        .where("l.emailHash", "is", null)
        .execute()
      for (const { id, email } of rows)
        await db
          .updateTable("newsletter_consents")
          .set({ emailHash: personHash(email) })
          .where("contactId", "=", id)
          .where("emailHash", "is", null)
          .execute()
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
