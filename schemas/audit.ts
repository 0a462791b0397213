import { Type, type Static } from "@sinclair/typebox"
import { STAFF_CONTENT } from "./content"

// What the audit trail records (server/plugins/app/audit/audit-repository.ts writes it, the panel filters and names it).
// Browser-safe: nothing here touches Node.

export const AUDIT_ACTIONS = [
  "login",
  "login_failed",
  "logout",
  "create",
  "update",
  "delete",
  "restore",
  "publish",
  "unpublish",
  "release_restore",
  "export",
  "invite",
  "accept",
  "role_change",
  "disable",
  "approve",
  "reject",
  "password_change",
  "password_reset",
  "erase",
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

// The resources an entry names besides the admin resources: a sign-in, the site as a whole.
export const AUDIT_RESOURCES = [
  "auth",
  "site",
  "users",
  "teachers",
  "contacts",
  "courses",
  ...STAFF_CONTENT,
  "uploads",
  "media",
  "site-files",
  "audit",
  "people",
] as const

// One entry of the trail as GET /api/admin/audit answers it.
export const AuditEntry = Type.Object({
  id: Type.String(),
  at: Type.String(),
  actorId: Type.Unsafe<string | null>({ type: ["string", "null"] }),
  actor: Type.String(),
  ip: Type.String(),
  action: Type.String(),
  resource: Type.String(),
  recordId: Type.Unsafe<string | null>({ type: ["string", "null"] }),
  changes: Type.Record(Type.String(), Type.Unknown()),
})
export type AuditEntry = Static<typeof AuditEntry>
