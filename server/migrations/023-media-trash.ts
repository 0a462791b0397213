import { sql, type Kysely } from "kysely"

// A deleted media item is in Trash with the records: `deletedBy` says who put it there (null for
// the items deleted before this migration).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE media ADD COLUMN "deletedBy" TEXT`.execute(db)
}
