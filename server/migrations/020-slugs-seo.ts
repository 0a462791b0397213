import { sql, type Kysely } from "kysely"
import { slugFromTitle, uniqueSlug } from "../../common/slugs"

// Blog posts and programmes get readable addresses and search snippets (schemas/content.ts):
//
// - their tables gain `slug`, `seoTitle`, `seoDescription` and `socialImage`, and blogs `author`.
//   A slug is unique within its table (an index says so), made here from each record's title for
//   the records there are, the oldest first, so an older record keeps the plain slug and a later
//   one with the same title gets -2.
// - each live version (`published`, JSON) gets the same fields, with the slug of its record: the
//   address the next build gives its page.
// - slugs: every slug a live version has had, with its record, for the 301s from earlier
//   addresses; `live` marks the one its page has now.
const TABLES = [
  { table: "blogs", title: "title", fallback: "post", author: true },
  { table: "programmes", title: "Name", fallback: "programme", author: false },
]

const SNIPPET = ["seoTitle", "seoDescription", "socialImage"]

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE slugs (
    "resource" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "recordId" TEXT NOT NULL,
    "live" INTEGER NOT NULL DEFAULT 0,
    "since" TEXT NOT NULL,
    PRIMARY KEY ("resource", "slug")
  )`.execute(db)
  await sql`CREATE INDEX slugs_record ON slugs ("resource", "recordId")`.execute(
    db
  )

  const now = new Date().toISOString()
  for (const { table, title, fallback, author } of TABLES) {
    const t = sql.table(table)
    const added = ["slug", ...SNIPPET, ...(author ? ["author"] : [])]
    for (const column of added)
      await sql`ALTER TABLE ${t} ADD COLUMN ${sql.ref(column)} TEXT NOT NULL DEFAULT ''`.execute(
        db
      )

    const rows = (await db
      .selectFrom(table)
      .select(["id", title])
      .orderBy("createdAt")
      .orderBy("id")
      .execute()) as Array<Record<string, string>>
    const taken = new Set<string>()
    const slugOf = new Map<string, string>()
    for (const row of rows) {
      const slug = uniqueSlug(
        slugFromTitle(String(row[title] ?? ""), fallback),
        (candidate) => taken.has(candidate)
      )
      taken.add(slug)
      slugOf.set(row.id, slug)
      await db
        .updateTable(table)
        .set({ slug })
        .where("id", "=", row.id)
        .execute()
    }
    await sql`CREATE UNIQUE INDEX ${sql.id(`${table}_slug`)} ON ${t} ("slug")`.execute(
      db
    )

    const live = (await db
      .selectFrom("published")
      .select(["id", "data", "publishedAt"])
      .where("resource", "=", table)
      .execute()) as Array<{ id: string; data: string; publishedAt: string }>
    for (const version of live) {
      const slug = slugOf.get(version.id)
      if (!slug) continue
      const data = {
        ...Object.fromEntries(added.map((column) => [column, ""])),
        ...JSON.parse(version.data),
        slug,
      }
      await db
        .updateTable("published")
        .set({ data: JSON.stringify(data) })
        .where("resource", "=", table)
        .where("id", "=", version.id)
        .execute()
      await db
        .insertInto("slugs")
        .values({
          resource: table,
          slug,
          recordId: version.id,
          live: 1,
          since: version.publishedAt || now,
        })
        .execute()
    }
  }
}
