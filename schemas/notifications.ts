import { Type, type Static } from "@sinclair/typebox"

// The enquiry e-mails as the panel sees them (docs/mail.md): whether mail is configured and how
// many wait or failed (GET /api/admin/notifications), and a failed one sent again.

const Counts = Type.Object({ pending: Type.Integer(), failed: Type.Integer() })

export const NotificationStatus = Type.Object({
  configured: Type.Boolean(),
  to: Type.String(),
  from: Type.String(),
  contacts: Counts,
  teachers: Counts,
})
export type NotificationStatus = Static<typeof NotificationStatus>

// POST /api/admin/{contacts|teachers}/{id}/notification: the e-mail is queued again.
export const NotificationQueued = Type.Object({
  notification: Type.Literal("pending"),
  message: Type.String(),
})
export type NotificationQueued = Static<typeof NotificationQueued>
