import type { Kysely, Transaction } from "kysely"
import { newId } from "../../../db/ids"
import type {
  ConsentEvent,
  Database,
  NewsletterConsentsTable,
} from "../../../db/tables"

// The consent ledger (newsletter_consents): every step of a sign-up, appended in the transaction
// of the change it records, under the keyed hash of the address.

export type ConsentEntry = Omit<
  NewsletterConsentsTable,
  "contactId" | "emailHash"
>

// What an entry of the ledger proves, as the subscriber's proof and a person's export show it.
export const CONSENT_PROOF = [
  "at",
  "event",
  "page",
  "consentVersion",
  "consentDigest",
  "method",
  "ip",
] as const

export type Db = Kysely<Database> | Transaction<Database>

export type ConsentDetails = Partial<
  Pick<
    NewsletterConsentsTable,
    "page" | "consentVersion" | "consentDigest" | "method" | "ip"
  >
>

// `personHash` is the keyed hash of people/person-hash.ts, handed in by the plugin.
// long: a repository factory: its body is the list of its methods, each short
export function subscriberLedger(
  db: Kysely<Database>,
  personHash: (email: string) => string
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
    details: ConsentDetails = {}
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

  return {
    append,

    // Every entry on the subscriber's address, those of earlier sign-ups that were erased or swept
    // included.
    async ledger(contactId: string): Promise<ConsentEntry[]> {
      return db
        .selectFrom("newsletter_consents")
        .select(["id", ...CONSENT_PROOF])
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
  }
}

export type SubscriberLedger = ReturnType<typeof subscriberLedger>
