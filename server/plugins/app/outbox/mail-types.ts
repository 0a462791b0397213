import { CONTACT_FIELDS } from "../../../../schemas/contact"
import type {
  Contact,
  MailsTable,
  NotificationsTable,
  TeachersTable,
} from "../../../db/tables"

// The outbox's shapes, apart from its repository so that the helpers that write and read e-mails
// (account-mail.ts, notification-email.ts) need no plugin file.

// An e-mail to queue: who it goes to, what it says, and a category that names its purpose
// (`newsletter-confirm`, `invitation`, `newsletter`…) for the panel and the retention rules.
// `from` defaults to MAIL_FROM; `headers` are extra headers such as List-Unsubscribe.
export interface MailInput {
  category: string
  to: string
  from?: string
  subject: string
  text: string
  html?: string
  headers?: Record<string, string>
}

// A claimed notification with what its e-mail says: the contact or the teacher (without the
// password hash, which is never selected), or the mail written whole.
export type ClaimedNotification = Pick<
  NotificationsTable,
  "id" | "attempts" | "failingSince"
> &
  (
    | { kind: "contact"; contact: NotifiedContact }
    | { kind: "teacher"; teacher: NotifiedTeacher }
    | { kind: "mail"; mail: QueuedMail }
  )

export type QueuedMail = Omit<MailsTable, "headers"> & {
  headers: Record<string, string>
}

export const contactColumns = ["id", ...CONTACT_FIELDS, "createdAt"] as const
export const teacherColumns = [
  "id",
  "name",
  "email",
  "phone",
  "subject",
  "createdAt",
] as const

export type NotifiedContact = Pick<Contact, (typeof contactColumns)[number]>
export type NotifiedTeacher = Pick<
  TeachersTable,
  (typeof teacherColumns)[number]
>

// The category an outbox row counts under in the metrics: a queued mail's own, or the enquiry's or
// the teacher registration's notification, whose rows carry no mail.
export const ENQUIRY_CATEGORY = "enquiry"
export const TEACHER_CATEGORY = "teacher-registration"

export function mailCategory(notification: ClaimedNotification) {
  if (notification.kind === "mail") return notification.mail.category
  return notification.kind === "contact" ? ENQUIRY_CATEGORY : TEACHER_CATEGORY
}
