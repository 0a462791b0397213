import { promises as fs } from "node:fs"
import path from "node:path"
import {
  FileMigrationProvider,
  Migrator,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from "kysely"

// @see https://kysely.dev/docs/migrations
// Kysely's own Migrator over server/migrations/NNN-name.ts, each exporting up(db), the same file
// on SQLite and PostgreSQL. It records what it ran in kysely_migration and, on PostgreSQL, holds
// an advisory lock for the whole run, so two servers starting together do not both migrate: the
// second waits, then finds nothing left to do. Each run is one transaction on both databases
// (connect.ts tells Kysely that SQLite's DDL is transactional too), so a failed migration leaves
// the schema as it was.
//
// Numbers are reserved per change as branches are written, and they may land in any order:
// allowUnorderedMigrations lets a database that already ran 008 still run 007 when it arrives.

export const migrationsDir = path.join(__dirname, "..", "migrations")

export async function migrate(
  db: Kysely<any>,
  dir = migrationsDir
): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateOnce(db, dir)
    } catch (error) {
      if (!sqliteBusy(error) || attempt === BUSY_ATTEMPTS) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
    }
  }
}

// SQLite has no lock for the Migrator to hold: when two servers start together on one file, the
// one whose transaction reads first and writes second gets SQLITE_BUSY at once (SQLite refuses to
// wait there, to avoid a deadlock), and its transaction rolls back whole. It tries again after the
// other has committed, and then finds nothing left to do.
const BUSY_ATTEMPTS = 20

function sqliteBusy(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (
      String((cause as { code?: unknown }).code ?? "").startsWith("SQLITE_BUSY")
    ) {
      return true
    }
  }
  return false
}

async function migrateOnce(db: Kysely<any>, dir: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new CarriedOverProvider(
      new FileMigrationProvider({ fs, path, migrationFolder: dir })
    ),
    allowUnorderedMigrations: true,
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error) {
    const failed = results.find((result) => result.status === "Error")
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      failed
        ? `Migration ${failed.migrationName} failed: ${reason}`
        : `Migrations could not run: ${reason}`,
      { cause: error }
    )
  }
  return results
    .filter((result) => result.status === "Success")
    .map((result) => result.migrationName)
}

// Databases created before the Migrator recorded versions 1-5 in their own schema_migrations
// table. Each migration is wrapped so that it does nothing where that table already lists its
// number; Kysely then records it as run, under its lock, and the old table is left as it was.
class CarriedOverProvider implements MigrationProvider {
  constructor(private readonly files: MigrationProvider) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations = await this.files.getMigrations()
    return Object.fromEntries(
      Object.entries(migrations).map(([name, migration]) => [
        name,
        {
          ...migration,
          up: async (db: Kysely<any>) => {
            if (await recordedBefore(db, Number.parseInt(name, 10))) return
            await migration.up(db)
          },
        },
      ])
    )
  }
}

async function recordedBefore(db: Kysely<any>, version: number) {
  const tables = await db.introspection.getTables()
  if (!tables.some((table) => table.name === "schema_migrations")) return false
  const row = await db
    .selectFrom("schema_migrations")
    .select("version")
    .where("version", "=", version)
    .executeTakeFirst()
  return row !== undefined
}
