import BetterSqlite3 from "better-sqlite3"
import { sql, type Kysely } from "kysely"

// What the backups read of the database itself (a repository without a plugin: the backup and
// restore commands use it without Fastify): the SQLite snapshot, the schema's version, whether a
// database is empty, and the addresses it holds, for the erasures a restore applies again.

/**
 * Copies a live SQLite database into `target` with SQLite's online backup, while other
 * connections (this process's or the server's) keep reading and writing. A write by another
 * connection restarts the copy; each restart doubles the pages copied per step, so a copy under
 * steady writes still ends.
 */
export async function sqliteSnapshot(
  source: string,
  target: string,
  progress: (done: number, total: number) => void = () => {}
) {
  const database = new BetterSqlite3(source, {
    readonly: true,
    fileMustExist: true,
  })
  try {
    let pages = 1024
    let lastRemaining = Number.POSITIVE_INFINITY
    await database.backup(target, {
      progress({ totalPages, remainingPages }) {
        if (remainingPages > lastRemaining) pages *= 2
        lastRemaining = remainingPages
        progress(totalPages - remainingPages, totalPages)
        return pages
      },
    })
  } finally {
    database.close()
  }
}

/** How many tables a SQLite file holds (0 for a missing or empty file). */
export function sqliteTableCount(file: string): number {
  let database: BetterSqlite3.Database
  try {
    database = new BetterSqlite3(file, { readonly: true, fileMustExist: true })
  } catch {
    return 0
  }
  try {
    const row = database
      .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'")
      .get() as { n: number }
    return row.n
  } finally {
    database.close()
  }
}

/** The tables of a database, Kysely's own among them. */
export async function tableCount(db: Kysely<any>): Promise<number> {
  return (await db.introspection.getTables({ withInternalKyselyTables: true }))
    .length
}

/** The newest migration the database has run, or null before any. */
export async function lastMigration(db: Kysely<any>): Promise<string | null> {
  const tables = await db.introspection.getTables({
    withInternalKyselyTables: true,
  })
  if (!tables.some((table) => table.name === "kysely_migration")) return null
  const row = await db
    .selectFrom("kysely_migration")
    .select("name")
    .orderBy("name", "desc")
    .limit(1)
    .executeTakeFirst()
  return (row?.name as string | undefined) ?? null
}

/** Empties a PostgreSQL database's public schema: a forced restore runs it in its transaction. */
export const EMPTY_POSTGRES_SCHEMA =
  "DROP SCHEMA public CASCADE; CREATE SCHEMA public;"

// Every column that holds a person's address (plugins/app/people/people-records-repository.ts
// finds a person by these): accounts, teachers, enquiries and sign-ups, e-mails, audit entries and
// failed sign-ins.
const ADDRESS_COLUMNS: [table: string, column: string][] = [
  ["admins", "email"],
  ["teachers", "email"],
  ["contacts", "email"],
  ["mails", "toAddress"],
  ["mails", "person"],
  ["audit", "person"],
  ["login_failures", "email"],
]

/** Every distinct address the database holds, lower-cased. */
export async function knownAddresses(db: Kysely<any>): Promise<string[]> {
  const found = new Set<string>()
  for (const [table, column] of ADDRESS_COLUMNS) {
    const rows = await db
      .selectFrom(table)
      .select(sql<string>`lower(${sql.ref(column)})`.as("address"))
      .distinct()
      .where(column, "is not", null)
      .execute()
    for (const { address } of rows) if (address) found.add(address)
  }
  return [...found]
}

/**
 * Disables the staff account of an address, as it was before its erasure (an enabled account is
 * never erased): for an erasure applied again to an archive taken while it was enabled.
 */
export async function disableAccount(db: Kysely<any>, email: string) {
  await db
    .updateTable("admins")
    .set({ disabled: 1, tokenVersion: sql`"tokenVersion" + 1` })
    .where(sql`lower(email)`, "=", email.toLowerCase())
    .execute()
}
