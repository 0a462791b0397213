import { sql, type Kysely } from "kysely"

// Teachers register themselves; they have no login yet, so the hash is only kept for later.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE teachers (
    "id" TEXT PRIMARY KEY,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL DEFAULT '',
    "subject" TEXT NOT NULL DEFAULT '',
    "passwordHash" TEXT NOT NULL,
    "createdAt" TEXT NOT NULL,
    "updatedAt" TEXT NOT NULL
  )`.execute(db)
  await sql`CREATE UNIQUE INDEX teachers_email ON teachers (lower("email"))`.execute(
    db
  )
}
