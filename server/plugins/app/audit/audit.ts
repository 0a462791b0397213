import type { Actor } from "../people/actor"

// The audit trail's entries: who did what, when, from which address (audit-repository.ts writes
// them).

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
