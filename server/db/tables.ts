import type { Generated, Selectable } from "kysely"
import type { Role } from "../../schemas/roles"

// Kysely's view of the tables the migrations create. Column names are the API's field names
// (quoted in the SQL), so a row is a record without any mapping layer.

export type Timestamped = {
  id: string
  createdAt: string
  updatedAt: string
}

export type AdminsTable = Timestamped & {
  email: string
  passwordHash: string
  // Raised by a new password: tokens carry the version they were issued under.
  tokenVersion: Generated<number>
  // Staff roles only: a teacher's account is their row in teachers.
  role: Generated<Exclude<Role, "teacher">>
  // 1 when an administrator has disabled the account: its sessions end at once.
  disabled: Generated<number>
}

export type RevokedTokensTable = {
  jti: string
  expiresAt: string
}

export type LoginFailuresTable = {
  email: string
  failures: number
  lastFailureAt: string
}

export type TeachersTable = Timestamped & {
  name: string
  email: string
  phone: string
  subject: string
  passwordHash: string
}

export type ContactsTable = Timestamped & {
  name: string
  email: string
  countryCode: string
  number: string
  reason: string
  message: string
  source: string
  // 1 when the honeypot field was filled (0 otherwise): kept, never notified, hidden by default.
  // Generated: rows written before migration 007 have none, and the default fills it in.
  spam: Generated<number>
}

export type Contact = Selectable<ContactsTable>

export type NotificationState = "pending" | "sent" | "failed"

// The outbox (migrations/007-notifications.ts, 011-roles-mail-jobs.ts): one row per e-mail to
// send, owned by exactly one contact request, teacher registration or mail.
export type NotificationsTable = Timestamped & {
  contactId: string | null
  teacherId: string | null
  mailId: Generated<string | null>
  state: NotificationState
  attempts: number
  nextAttemptAt: string
  failingSince: string | null
  lastError: string
  claimToken: string | null
  sentAt: string | null
}

// An e-mail the server wrote whole (a confirmation, an invitation, a newsletter), sent by the
// outbox. `headers` is a JSON object of extra headers (List-Unsubscribe, say); `fromAddress` empty
// means MAIL_FROM.
export type MailsTable = {
  id: string
  category: string
  toAddress: string
  fromAddress: string
  subject: string
  text: string
  html: string
  headers: string
  createdAt: string
}

// One entry of the audit trail (server/lib/audit.ts). `actor` is the account's e-mail address
// (or "visitor", "system") at the time; `changes` a JSON object of the fields that changed.
export type AuditTable = {
  id: string
  at: string
  actorId: string | null
  actor: string
  ip: string
  action: string
  resource: string
  recordId: string | null
  changes: string
}

// A periodic job's last run and current claim (server/plugins/app/jobs.ts).
export type JobRunsTable = {
  name: string
  lastRunAt: string | null
  leaseUntil: string | null
  claimToken: string | null
}

// The editorial workflow (migrations/012-editorial.ts). `data` columns are JSON: a published
// version or a trashed record whole, a revision's fields.
export type PublishedTable = {
  resource: string
  id: string
  data: string
  version: number
  publishedAt: string
  publishedBy: string
}

export type RevisionsTable = {
  id: string
  resource: string
  recordId: string
  revision: number
  savedAt: string
  savedBy: string
  data: string
}

export type TrashTable = {
  resource: string
  id: string
  title: string
  data: string
  deletedAt: string
  deletedBy: string
}

// A preview link: its token is never stored, only its SHA-256. `data` holds unsaved form values
// shown instead of the saved draft; `recordId` is null for a record not saved yet.
export type PreviewsTable = {
  tokenHash: string
  resource: string
  recordId: string | null
  data: string | null
  createdBy: string
  createdAt: string
  expiresAt: string
}

export type ReleasesTable = {
  id: string
  builtAt: string
  startedAt: string
  durationMs: number
  trigger: string
  // JSON: [{ resource, id, title, action }]
  changed: string
  digest: string
}

export type PublishRequestsTable = {
  id: string
  at: string
  by: string
  action: string
  resource: string | null
  recordId: string | null
  title: string | null
}

// What the *_listed views add to a contact or teacher.
export type NotificationColumns = {
  notification: NotificationState | null
  notificationAttempts: number | null
  notificationError: string | null
  notifiedAt: string | null
}

export type Database = {
  admins: AdminsTable
  teachers: TeachersTable
  contacts: ContactsTable
  notifications: NotificationsTable
  mails: MailsTable
  job_runs: JobRunsTable
  audit: AuditTable
  published: PublishedTable
  revisions: RevisionsTable
  trash: TrashTable
  previews: PreviewsTable
  releases: ReleasesTable
  publish_requests: PublishRequestsTable
  contacts_listed: ContactsTable & NotificationColumns
  teachers_listed: Omit<TeachersTable, "passwordHash"> & NotificationColumns
  login_failures: LoginFailuresTable
  revoked_tokens: RevokedTokensTable
}

// The content resources share one generic repository, which addresses their tables by name.
export type StoredRecord = Timestamped & Record<string, string | number | null>
export type DynamicDatabase = Record<string, StoredRecord>
