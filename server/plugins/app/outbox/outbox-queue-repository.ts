import type { Insertable, Kysely, Transaction } from "kysely"
import { newId } from "../../../db/ids"
import type {
  Database,
  MailsTable,
  NotificationsTable,
} from "../../../db/tables"
import type { MailInput } from "./mail-types"

// Queueing an e-mail: its outbox row (and the mail itself), written in the transaction of the
// change that asked for it, for the notifier to send.

export type NotificationOwner =
  | { kind: "contact"; id: string }
  | { kind: "teacher"; id: string }
  | { kind: "mail"; id: string }

export function outboxRow(
  owner: NotificationOwner,
  now: string
): Insertable<NotificationsTable> {
  return {
    id: newId(),
    contactId: owner.kind === "contact" ? owner.id : null,
    teacherId: owner.kind === "teacher" ? owner.id : null,
    mailId: owner.kind === "mail" ? owner.id : null,
    state: "pending",
    attempts: 0,
    nextAttemptAt: now,
    failingSince: null,
    lastError: "",
    claimToken: null,
    sentAt: null,
    createdAt: now,
    updatedAt: now,
  }
}

// Stores the mail and its outbox row with `db`, which should be the transaction of the change
// that asked for the e-mail, so the two are on disk together. Returns the mail's id. `notBefore`
// holds it back until then (the newsletter's throttle spaces its e-mails out this way).
export async function queueMail(
  db: Kysely<Database> | Transaction<Database>,
  mail: MailInput,
  now = new Date().toISOString(),
  notBefore = now
): Promise<string> {
  const row: MailsTable = {
    id: newId(),
    category: mail.category,
    toAddress: mail.to,
    fromAddress: mail.from ?? "",
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? "",
    headers: JSON.stringify(mail.headers ?? {}),
    createdAt: now,
    // Whom it is about, its recipient: the export and the erasure of an address take the mails
    // to it, never one that merely mentions it.
    person: mail.to.toLowerCase(),
  }
  await db.insertInto("mails").values(row).execute()
  await db
    .insertInto("notifications")
    .values({
      ...outboxRow({ kind: "mail", id: row.id }, now),
      nextAttemptAt: notBefore,
    })
    .execute()
  return row.id
}
