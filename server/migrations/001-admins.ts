import { sql, type Kysely } from "kysely"

// Administrators of the panel. Only a slow salted hash of the password is kept.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE admins (
    "id" TEXT PRIMARY KEY,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "createdAt" TEXT NOT NULL,
    "updatedAt" TEXT NOT NULL
  )`.execute(db)
  await sql`CREATE UNIQUE INDEX admins_email ON admins (lower("email"))`.execute(
    db
  )
}
