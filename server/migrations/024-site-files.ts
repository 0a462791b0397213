import { sql, type Kysely } from "kysely"

// The site's own content files (content/*.json, *.mdx) edited in the panel, in the workflow the
// records have (012-editorial.ts): a file's published text is its row of `published` (resource
// `site-files`, id its path under content/), its saves are `revisions`, its previews `previews`
// and its publishes `publish_requests`, as a record's. What a record keeps in its own table's
// row, a file keeps here, one row per file someone has edited: the working copy (`text`, the
// draft), its workflow state, and `shippedHash`, the sha256 of the repository's file when the
// edit was made or last reconciled, by which the server sees an upgrade that changed the file.
// A file no one has edited has no row: the repository's file is all there is of it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE site_files (
    "path" TEXT PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "state" TEXT NOT NULL DEFAULT 'draft',
    "version" INTEGER NOT NULL,
    "publishedVersion" INTEGER,
    "publishedAt" TEXT,
    "publishAt" TEXT,
    "unpublishAt" TEXT,
    "shippedHash" TEXT NOT NULL,
    "updatedAt" TEXT NOT NULL,
    "updatedBy" TEXT NOT NULL
  )`.execute(db)
  // The scheduler looks for files due to be published or unpublished, as for records.
  await sql`CREATE INDEX site_files_publish_at ON site_files ("publishAt")`.execute(
    db
  )
  await sql`CREATE INDEX site_files_unpublish_at ON site_files ("unpublishAt")`.execute(
    db
  )
}
