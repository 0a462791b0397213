import { sql, type Kysely } from "kysely"

// The panel saves a draft by itself a few seconds after typing stops; the autosaves of one person
// within ten minutes make one revision and one audit entry, which each of them brings up to date:
//
// - `autosaveSince`: when the autosaves a revision holds began (null for any other save).
// - `auditId`: the audit entry an autosave revision brings up to date while its run is open; null
//   once anything else happens to the record (a save, a publish), which starts a new revision.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE revisions ADD COLUMN "autosaveSince" TEXT`.execute(db)
  await sql`ALTER TABLE revisions ADD COLUMN "auditId" TEXT`.execute(db)
}
