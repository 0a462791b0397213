import { sql, type Kysely } from "kysely"

// The admin lists of contacts and teachers sort by creation, newest first, with the id as the
// tie-breaker: an index on both lets the database read a page without sorting the table.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX contacts_created`.execute(db)
  await sql`CREATE INDEX contacts_created_id ON contacts ("createdAt", "id")`.execute(
    db
  )
  await sql`CREATE INDEX teachers_created_id ON teachers ("createdAt", "id")`.execute(
    db
  )
}
