import type { Kysely, Transaction } from "kysely"
import { newId } from "../../../db/ids"
import type { Database } from "../../../db/tables"
import type { AuditEntry } from "./audit"

// The audit trail: who did what, when, from which address. An entry is written where the change
// is made, with the same `db` (the change's transaction), so a change and its entry are on disk
// together or not at all. Entries are never updated; the retention sweep removes old ones.

export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: AuditEntry,
  at = new Date().toISOString()
) {
  await db
    .insertInto("audit")
    .values({
      id: newId(),
      at,
      actorId: entry.actor.id,
      actor: entry.actor.email,
      ip: entry.actor.ip,
      action: entry.action,
      resource: entry.resource,
      recordId: entry.recordId ?? null,
      changes: JSON.stringify(entry.changes ?? {}),
      person: entry.person?.toLowerCase() ?? null,
    })
    .execute()
}

// Removes the entries from before `before` (audit-retention.ts); returns how many went.
export async function removeAuditBefore(db: Kysely<Database>, before: string) {
  const { numDeletedRows } = await db
    .deleteFrom("audit")
    .where("at", "<", before)
    .executeTakeFirst()
  return Number(numDeletedRows)
}
