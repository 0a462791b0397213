import type { Kysely, Transaction } from "kysely"
import { newId } from "../../../db/ids"
import type { Database } from "../../../db/tables"
import type { Actor } from "../people/actor"

// The audit trail: who did what, when, from which address. An entry is written where the change
// is made, with the same `db` (the change's transaction), so a change and its entry are on disk
// together or not at all. Entries are never updated; the retention sweep removes old ones.

// The actions' names live with the schemas, which the panel reads too.
export { AUDIT_ACTIONS, type AuditAction } from "../../../../schemas/audit"
import type { AuditAction } from "../../../../schemas/audit"

export interface AuditEntry {
  // The signed-in account, or who acted without a session: an account signing in or accepting
  // its invitation, a visitor, the scheduler ({ id: null, email: "system" }).
  actor: Actor | { id: string | null; email: string; ip: string }
  action: AuditAction
  resource: string
  recordId?: string | null
  // The fields that changed, as { field: [before, after] } or any small JSON object.
  changes?: Record<string, unknown>
  // The address of the person the entry is about (an account, a teacher, an enquiry), so the
  // export and the erasure of that address find it exactly.
  person?: string | null
}

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

// The fields whose values differ between two versions of a record, as { field: [before, after] }.
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {}
  for (const [field, value] of Object.entries(after)) {
    if (field === "updatedAt" || field === "createdAt") continue
    const previous = before?.[field] ?? null
    if (JSON.stringify(previous) !== JSON.stringify(value ?? null))
      changes[field] = [previous, value ?? null]
  }
  return changes
}
