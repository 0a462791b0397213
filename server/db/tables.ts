import type { Generated, Selectable } from "kysely"

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

// The outbox (migrations/007-notifications.ts): one row per contact request or teacher
// registration, owned by exactly one of the two.
export type NotificationsTable = Timestamped & {
  contactId: string | null
  teacherId: string | null
  state: NotificationState
  attempts: number
  nextAttemptAt: string
  failingSince: string | null
  lastError: string
  claimToken: string | null
  sentAt: string | null
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
  contacts_listed: ContactsTable & NotificationColumns
  teachers_listed: Omit<TeachersTable, "passwordHash"> & NotificationColumns
  login_failures: LoginFailuresTable
  revoked_tokens: RevokedTokensTable
}

// The content resources share one generic repository, which addresses their tables by name.
export type StoredRecord = Timestamped & Record<string, string | number | null>
export type DynamicDatabase = Record<string, StoredRecord>
