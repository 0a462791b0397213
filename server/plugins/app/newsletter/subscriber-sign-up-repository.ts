import { randomBytes } from "node:crypto"
import type { ContactField } from "../../../../schemas/contact"
import { sql, type Kysely } from "kysely"
import { isUniqueViolation } from "../../../db/connect"
import { newId } from "../../../db/ids"
import type { Contact, Database } from "../../../db/tables"
import { queueMail } from "../outbox/outbox-queue-repository"
import type { MailInput } from "../outbox/mail-types"
import type { Db, SubscriberLedger } from "./subscriber-ledger-repository"

// A sign-up: a contact with source newsletter (what the public call answers) and a subscribers
// row with its state, its steps on the ledger and its confirmation e-mail queued, all in one
// transaction.

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

const newNonce = () => randomBytes(12).toString("base64url")

const consentOf = (input: SignUp) => ({
  page: input.page,
  consentVersion: input.consentVersion,
  consentDigest: input.consentDigest,
  method: "sign-up form",
  ip: input.ip,
})

// An unconfirmed subscribers row for a sign-up made now, waiting for the link carrying `nonce`.
const pendingRow = (contactId: string, now: string, nonce: string) => ({
  contactId,
  status: "unconfirmed" as const,
  signedUpAt: now,
  confirmedAt: null,
  unsubscribedAt: null,
  confirmationSentAt: null,
  confirmNonce: nonce,
})

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

type Existing = NonNullable<Awaited<ReturnType<typeof findByEmail>>>

// `searchText` is the contacts' own (enquiries/contacts-repository.ts), handed in by the plugin.
// long: a repository factory: its body is the list of its methods, each short
export function subscriberSignUp(
  db: Kysely<Database>,
  {
    append,
    searchText,
  }: Pick<SubscriberLedger, "append"> & {
    searchText: (contact: Omit<Contact, "search">) => string
  }
) {
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

  // An address never seen: its contact, its pending row, and the confirmation.
  async function firstSignUp(trx: Db, input: SignUp): Promise<SignUpResult> {
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
    const closed: Omit<Contact, "search"> = {
      id: newId(Date.parse(input.now)),
      ...visitor,
      status: "closed",
      assignee: null,
      notes: "",
      answeredBy: null,
      answeredAt: null,
      createdAt: input.now,
      updatedAt: input.now,
    }
    const contact: Contact = { ...closed, search: searchText(closed) }
    const nonce = newNonce()
    await trx.insertInto("contacts").values(contact).execute()
    await trx
      .insertInto("subscribers")
      .values(pendingRow(contact.id, input.now, nonce))
      .execute()
    await append(trx, contact.id, "signed_up", input.now, consentOf(input))
    await sendConfirmation(trx, input, contact.id, nonce)
    return { contact, created: true, queued: true }
  }

  // An address signed up before: nothing again once confirmed; otherwise the sign-up is
  // recorded, and a confirmation goes unless one went within the interval.
  async function repeatSignUp(
    trx: Db,
    input: SignUp,
    existing: Existing
  ): Promise<SignUpResult> {
    const { status, confirmationSentAt, confirmNonce, ...contact } = existing
    // Already confirmed: nothing to ask again, nothing to record.
    if (status === "confirmed")
      return { contact, created: false, queued: false }
    // Unconfirmed: the same pending sign-up, from another page perhaps. Left (or from before the
    // newsletter was confirmed by e-mail): a new sign-up, which needs a confirmation of its own.
    let nonce = confirmNonce
    if (status !== "unconfirmed" || !nonce) {
      nonce = newNonce()
      await trx
        .insertInto("subscribers")
        .values(pendingRow(contact.id, input.now, nonce))
        .onConflict((oc) =>
          oc.column("contactId").doUpdateSet({
            status: "unconfirmed",
            signedUpAt: input.now,
            confirmNonce: nonce,
          })
        )
        .execute()
    }
    await append(trx, contact.id, "signed_up", input.now, consentOf(input))
    const due =
      status !== "unconfirmed" ||
      !confirmationSentAt ||
      Date.parse(input.now) - Date.parse(confirmationSentAt) >=
        CONFIRMATION_INTERVAL_MS
    if (due) await sendConfirmation(trx, input, contact.id, nonce)
    return { contact, created: false, queued: due }
  }

  function signUpOnce(input: SignUp): Promise<SignUpResult> {
    return db.transaction().execute(async (trx) => {
      const existing = await findByEmail(trx, input.email)
      return existing
        ? repeatSignUp(trx, input, existing)
        : firstSignUp(trx, input)
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
  }
}
