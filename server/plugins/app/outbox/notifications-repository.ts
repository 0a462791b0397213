import fp from "fastify-plugin"
import type { Kysely } from "kysely"
import { skipLocked } from "../../../db/claim"
import type { DialectName } from "../../../db/connect"
import { SECRET_MAIL_CATEGORIES, withoutTokens } from "./account-mail"
import type { Database, NotificationState } from "../../../db/tables"
import type { ClaimedNotification } from "./mail-types"
import { claimedNotifications } from "./claimed-notifications-repository"
import type { NotificationOwner } from "./outbox-queue-repository"

// The outbox (migrations/007-notifications.ts, 011-roles-mail-jobs.ts). The contacts and users
// repositories write a row with `outboxRow` in the transaction that stores the enquiry, and any
// other code queues an e-mail it wrote whole with `queueMail`, in the transaction of the change
// that asked for it; the notifier (notifier.ts) claims due rows, sends them and records what
// happened here.

// Its shapes, for the plugins that queue and send e-mails (notifier.ts, the newsletter).
export type { ClaimedNotification, MailInput } from "./mail-types"
// Queueing, which other repositories call inside their own transactions.
export {
  outboxRow,
  queueMail,
  type NotificationOwner,
} from "./outbox-queue-repository"

export interface AttemptFailure {
  error: string
  // pending: tried again at nextAttemptAt; failed: given up.
  state: Exclude<NotificationState, "sent">
  nextAttemptAt: string
  failingSince: string
}

export type ResendResult = "queued" | "missing" | "none" | NotificationState

// long: a repository factory: its body is the list of its methods, each short
export function createNotificationsRepository(
  db: Kysely<Database>,
  dialect: DialectName
) {
  const ownerColumn = (kind: "contact" | "teacher") =>
    kind === "contact" ? "contactId" : "teacherId"

  return {
    // Takes up to `limit` due notifications for this claimer: their next attempt moves to
    // `leaseUntil`, so no one else takes them before then unless this claimer records an outcome
    // first; each claim counts as an attempt.
    async claimDue(options: {
      now: string
      leaseUntil: string
      limit: number
      token: string
    }): Promise<ClaimedNotification[]> {
      const { now, leaseUntil, limit, token } = options
      const due = skipLocked(
        db
          .selectFrom("notifications")
          .select("id")
          .where("state", "=", "pending")
          .where("nextAttemptAt", "<=", now)
          .orderBy("nextAttemptAt")
          .orderBy("id")
          .limit(limit),
        dialect
      )
      const claimed = await db
        .updateTable("notifications")
        .set((eb) => ({
          claimToken: token,
          nextAttemptAt: leaseUntil,
          attempts: eb("attempts", "+", 1),
          updatedAt: now,
        }))
        .where("id", "in", due)
        // Checked again on the row itself, in case it changed since the subquery read it.
        .where("state", "=", "pending")
        .where("nextAttemptAt", "<=", now)
        .returning("id")
        .execute()
      return claimed.length
        ? claimedNotifications(
            db,
            claimed.map((row) => row.id),
            token
          )
        : []
    },

    // The earliest time a pending notification is due (a lease's end included), if any.
    async nextDueAt(): Promise<string | null> {
      const row = await db
        .selectFrom("notifications")
        .select((eb) => eb.fn.min("nextAttemptAt").as("next"))
        .where("state", "=", "pending")
        .executeTakeFirst()
      return (row?.next as string | null | undefined) ?? null
    },

    // Only the claimer's own rows change: a claimer whose lease ran out, and whose rows another
    // instance took over meanwhile, changes nothing.
    async markSent(ids: string[], token: string, now: string) {
      if (!ids.length) return
      await db
        .updateTable("notifications")
        .set({
          state: "sent",
          sentAt: now,
          lastError: "",
          failingSince: null,
          claimToken: null,
          updatedAt: now,
        })
        .where("id", "in", ids)
        .where("claimToken", "=", token)
        .execute()
      // An e-mail whose link opens an account is the only place its token was ever kept whole:
      // once sent, the stored copy keeps the link without it.
      const secret = await db
        .selectFrom("mails")
        .innerJoin("notifications", "notifications.mailId", "mails.id")
        .select(["mails.id", "mails.text"])
        .where("notifications.id", "in", ids)
        .where("notifications.state", "=", "sent")
        .where("mails.category", "in", SECRET_MAIL_CATEGORIES)
        .execute()
      for (const mail of secret) {
        await db
          .updateTable("mails")
          .set({ text: withoutTokens(mail.text) })
          .where("id", "=", mail.id)
          .execute()
      }
    },

    async markFailedAttempt(
      id: string,
      token: string,
      failure: AttemptFailure,
      now: string
    ) {
      await db
        .updateTable("notifications")
        .set({
          state: failure.state,
          nextAttemptAt: failure.nextAttemptAt,
          failingSince: failure.failingSince,
          lastError: failure.error,
          claimToken: null,
          updatedAt: now,
        })
        .where("id", "=", id)
        .where("claimToken", "=", token)
        .execute()
    },

    // Hands back claimed rows not yet attempted (the server is closing): due again at once.
    async release(ids: string[], token: string, now: string) {
      if (!ids.length) return
      await db
        .updateTable("notifications")
        .set((eb) => ({
          nextAttemptAt: now,
          attempts: eb("attempts", "-", 1),
          claimToken: null,
          updatedAt: now,
        }))
        .where("id", "in", ids)
        .where("claimToken", "=", token)
        .where("state", "=", "pending")
        .execute()
    },

    // The claimers that hold pending notifications now.
    async claimHolders(): Promise<string[]> {
      const rows = await db
        .selectFrom("notifications")
        .select("claimToken")
        .distinct()
        .where("state", "=", "pending")
        .where("claimToken", "is not", null)
        .execute()
      return rows.map((row) => row.claimToken!)
    },

    // Takes back what a claimer that has ended held: due again at once. The claim stays counted
    // as an attempt (the e-mail may have gone before the claimer died). Returns how many.
    async takeBack(token: string, now: string): Promise<number> {
      const result = await db
        .updateTable("notifications")
        .set({ nextAttemptAt: now, claimToken: null, updatedAt: now })
        .where("claimToken", "=", token)
        .where("state", "=", "pending")
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },

    // The SMTP server is back: every pending notification waiting out a backoff is due now.
    // Claimed ones are left to their claimers. Returns how many.
    async dueNow(now: string): Promise<number> {
      const result = await db
        .updateTable("notifications")
        .set({ nextAttemptAt: now, updatedAt: now })
        .where("state", "=", "pending")
        .where("claimToken", "is", null)
        .where("nextAttemptAt", ">", now)
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },

    // An administrator sends a failed notification again: pending and due now, with its 24 hours
    // counted afresh. Anything but a failed one is left as it is, and the answer says why.
    async resend(
      owner: Exclude<NotificationOwner, { kind: "mail" }>,
      now: string
    ): Promise<ResendResult> {
      const column = ownerColumn(owner.kind)
      const result = await db
        .updateTable("notifications")
        .set({
          state: "pending",
          attempts: 0,
          nextAttemptAt: now,
          failingSince: null,
          claimToken: null,
          updatedAt: now,
        })
        .where(column, "=", owner.id)
        .where("state", "=", "failed")
        .executeTakeFirst()
      if (result.numUpdatedRows > 0n) return "queued"
      const current = await db
        .selectFrom("notifications")
        .select("state")
        .where(column, "=", owner.id)
        .executeTakeFirst()
      if (current) return current.state
      const table = owner.kind === "contact" ? "contacts" : "teachers"
      const record = await db
        .selectFrom(table)
        .select("id")
        .where("id", "=", owner.id)
        .executeTakeFirst()
      return record ? "none" : "missing"
    },

    // Pending and failed notifications, per kind of enquiry, for the dashboard.
    async counts() {
      const rows = await db
        .selectFrom("notifications")
        .select((eb) => [
          "state",
          eb
            .case()
            .when("contactId", "is not", null)
            .then("contacts")
            .else("teachers")
            .end()
            .as("kind"),
          eb.fn.countAll<number>().as("total"),
        ])
        .where("state", "in", ["pending", "failed"])
        .where("mailId", "is", null)
        .groupBy(["state", "kind"])
        .execute()
      const counts = {
        contacts: { pending: 0, failed: 0 },
        teachers: { pending: 0, failed: 0 },
      }
      for (const row of rows) {
        counts[row.kind as keyof typeof counts][
          row.state as "pending" | "failed"
        ] = Number(row.total)
      }
      return counts
    },
  }
}

export type NotificationsRepository = ReturnType<
  typeof createNotificationsRepository
>

declare module "fastify" {
  interface FastifyInstance {
    notificationsRepository: NotificationsRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      "notificationsRepository",
      createNotificationsRepository(fastify.db, fastify.dbInfo.dialect)
    )
  },
  { name: "notifications-repository", dependencies: ["db"] }
)
