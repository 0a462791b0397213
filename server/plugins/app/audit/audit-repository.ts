import type { Kysely, Transaction } from "kysely"
import { newId } from "../../../db/ids"
import type { Database } from "../../../db/tables"
import type { AuditEntry } from "./audit"

// The audit trail: who did what, when, from which address. An entry is written where the change
// is made, with the same `db` (the change's transaction), so a change and its entry are on disk
// together or not at all. An entry is never updated but for an autosave's, which the next
// autosave of the same run brings up to date (editorial/autosave-runs-repository.ts); the retention
// sweep removes old ones.

export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: AuditEntry,
  at = new Date().toISOString()
): Promise<void> {
  await recordAuditEntry(db, entry, at)
}

/** As recordAudit, answering the entry's id (an autosave keeps it to bring the entry up to date). */
export async function recordAuditEntry(
  db: Kysely<Database> | Transaction<Database>,
  entry: AuditEntry,
  at = new Date().toISOString()
): Promise<string> {
  const id = newId()
  await db
    .insertInto("audit")
    .values({
      id,
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
  return id
}

// The changes an entry holds, or null when it is gone (removed by the retention sweep).
export async function auditChanges(
  db: Kysely<Database> | Transaction<Database>,
  id: string
): Promise<Record<string, unknown> | null> {
  const entry = await db
    .selectFrom("audit")
    .select("changes")
    .where("id", "=", id)
    .executeTakeFirst()
  return entry ? JSON.parse(entry.changes) : null
}

// An autosave's entry brought up to date by the next autosave of its run: what has changed since
// the run began, and when it last did.
export async function amendAudit(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
  changes: Record<string, unknown>,
  at = new Date().toISOString()
) {
  await db
    .updateTable("audit")
    .set({ at, changes: JSON.stringify(changes) })
    .where("id", "=", id)
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
