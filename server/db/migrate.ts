import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { sql, type Kysely } from "kysely"
import type { DialectName } from "./connect"
import type { Database } from "./tables"

export const migrationsDir = path.join(__dirname, "..", "migrations")

interface Migration {
  version: number
  name: string
  file: string
}

// Files are NNN-name.sql, written in the SQL both SQLite and PostgreSQL speak. A file named
// NNN-name.postgres.sql or NNN-name.sqlite.sql is read only by that dialect, for the day the two
// need to differ.
export function listMigrations(
  dialect: DialectName,
  dir = migrationsDir
): Migration[] {
  const migrations = new Map<number, Migration>()
  for (const file of readdirSync(dir).sort()) {
    const match = /^(\d{3})-([a-z0-9-]+?)(?:\.(sqlite|postgres))?\.sql$/.exec(
      file
    )
    if (!match || (match[3] && match[3] !== dialect)) continue
    const version = Number(match[1])
    if (migrations.has(version) && !match[3]) continue
    migrations.set(version, {
      version,
      name: match[2],
      file: path.join(dir, file),
    })
  }
  return [...migrations.values()].sort((a, b) => a.version - b.version)
}

// Applies the pending migrations in order, all in one transaction, and records each in
// schema_migrations. Returns the versions it applied.
export async function migrate(
  db: Kysely<Database>,
  dialect: DialectName,
  dir = migrationsDir
): Promise<number[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    "version" INTEGER PRIMARY KEY,
    "name" TEXT NOT NULL,
    "appliedAt" TEXT NOT NULL
  )`.execute(db)

  return db.transaction().execute(async (trx) => {
    // Two servers starting together against one PostgreSQL must not both migrate.
    if (dialect === "postgres")
      await sql`SELECT pg_advisory_xact_lock(727274)`.execute(trx)
    const done = new Set(
      (
        await trx.selectFrom("schema_migrations").select("version").execute()
      ).map((row) => Number(row.version))
    )
    const applied: number[] = []
    for (const migration of listMigrations(dialect, dir)) {
      if (done.has(migration.version)) continue
      for (const statement of splitStatements(
        readFileSync(migration.file, "utf8")
      )) {
        await sql.raw(statement).execute(trx)
      }
      await trx
        .insertInto("schema_migrations")
        .values({
          version: migration.version,
          name: migration.name,
          appliedAt: new Date().toISOString(),
        })
        .execute()
      applied.push(migration.version)
    }
    return applied
  })
}

// Our migrations put each statement's closing semicolon at the end of a line and keep
// semicolons out of string literals, which is all this needs to handle.
function splitStatements(text: string): string[] {
  return text
    .replace(/^\s*--.*$/gm, "")
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean)
}
