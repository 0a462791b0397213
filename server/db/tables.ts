import type { Generated } from "kysely"

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
}

export type Database = {
  admins: AdminsTable
  teachers: TeachersTable
  contacts: ContactsTable
  login_failures: LoginFailuresTable
  revoked_tokens: RevokedTokensTable
}

// The content resources share one generic repository, which addresses their tables by name.
export type StoredRecord = Timestamped & Record<string, string | number | null>
export type DynamicDatabase = Record<string, StoredRecord>
