import { existsSync } from "node:fs"
import path from "node:path"
import { connect, sqliteFileOf, type DialectName } from "../db/connect"
import { migrate } from "../db/migrate"
import {
  deriveKey,
  keptSecretFile,
  personHashWith,
} from "../common/keyed-hashes"
import { writeBackup, type Manifest } from "../plugins/app/backups/archive"
import {
  disableAccount,
  knownAddresses,
  lastMigration,
} from "../plugins/app/backups/backups-repository"
import {
  erasuresSince,
  journalFile,
} from "../plugins/app/backups/erasure-journal"
import { restoreBackup, RestoreRefused } from "../plugins/app/backups/restore"
import { createPeopleRepository } from "../plugins/app/people/people-repository"
import { createPublishStateRepository } from "../plugins/app/publishing/publish-state-repository"
import {
  removeFilesNamed,
  withdrawReleases,
  type ReleasePaths,
} from "../plugins/app/publishing/site-release"
import { resolveSecret } from "../plugins/external/jwt"
import type { Config } from "../plugins/external/env"

// What `npm run backup` and `npm run restore` do (docs/operations.md 'Backups'), as functions of
// the server's configuration, so that tests run them in-process; backup.ts and restore.ts are
// their command lines.

export { RestoreRefused }

const dialectOf = (url: string): DialectName =>
  url.startsWith("sqlite:") ? "sqlite" : "postgres"

/** Writes one archive of the instance `config` describes (running or not) to `file`. */
export async function backUp(
  config: Config,
  file: string,
  progress?: (line: string) => void
): Promise<Manifest> {
  const kind = dialectOf(config.DATABASE_URL)
  const sqliteFile =
    kind === "sqlite" ? sqliteFileOf(config.DATABASE_URL) : null
  if (kind === "sqlite" && (!sqliteFile || !existsSync(sqliteFile)))
    throw new Error(
      `There is no SQLite database at ${sqliteFile ?? ":memory:"}`
    )
  if (!existsSync(path.dirname(path.resolve(file))))
    throw new Error(`The folder of ${file} does not exist`)
  const { db } = connect(config.DATABASE_URL)
  try {
    const secret = sqliteFile && keptSecretFile(sqliteFile)
    return await writeBackup(
      {
        kind,
        databaseUrl: config.DATABASE_URL,
        sqliteFile: sqliteFile ?? undefined,
        secretFile:
          secret && !config.JWT_SECRET && existsSync(secret)
            ? secret
            : undefined,
        liveLink: config.publicDir,
        migration: await lastMigration(db),
        now: () => new Date(),
        progress,
      },
      file
    )
  } finally {
    await db.destroy()
  }
}

export interface Restored {
  manifest: Manifest
  // The erasures recorded since the archive was taken, and the addresses they erased again.
  erasures: number
  erased: number
}

/**
 * Restores `file` into the database `config` names (empty, or anything with `force`), then
 * erases again the people whose erasure the journal recorded since the archive was taken.
 */
export async function restore(
  config: Config,
  file: string,
  { force = false } = {}
): Promise<Restored> {
  const kind = dialectOf(config.DATABASE_URL)
  const sqliteFile =
    kind === "sqlite" ? sqliteFileOf(config.DATABASE_URL) : null
  if (kind === "sqlite" && !sqliteFile)
    throw new RestoreRefused("An in-memory database cannot be restored into")
  if (kind === "postgres" && !config.JWT_SECRET)
    throw new RestoreRefused(
      "JWT_SECRET is required with PostgreSQL: set the value the archive's server used"
    )
  const release: ReleasePaths = {
    buildOutputDir: config.buildOutputDir,
    releasesDir: config.releasesDir,
    liveLink: config.publicDir,
  }
  const postgres =
    kind === "postgres" ? connect(config.DATABASE_URL).db : undefined
  try {
    const manifest = await restoreBackup(file, {
      kind,
      databaseUrl: config.DATABASE_URL,
      sqliteFile: sqliteFile ?? undefined,
      postgres,
      secretFile: sqliteFile ? keptSecretFile(sqliteFile) : undefined,
      release,
      workDir: sqliteFile ? path.dirname(sqliteFile) : config.localDataDir,
      secretSet: config.JWT_SECRET !== "",
      force,
    })
    const journal = journalFile({
      backupDir: config.BACKUP_DIR,
      sqliteFile: sqliteFile ?? undefined,
      localDataDir: config.localDataDir,
    })
    const entries = await erasuresSince(journal, manifest.createdAt)
    const erased = await eraseAgain(
      config,
      new Set(entries.map((entry) => entry.hash)),
      release
    )
    return { manifest, erasures: entries.length, erased }
  } finally {
    await postgres?.destroy()
  }
}

// Each address of the restored database whose keyed hash the journal holds goes through the
// panel's own erasure (plugins/app/people/people-repository.ts), and the releases that show the
// person are taken away, as DELETE /api/admin/people does; the next start builds the site anew.
async function eraseAgain(
  config: Config,
  hashes: Set<string>,
  release: ReleasePaths
) {
  const { db, dialect, sqliteFile } = connect(config.DATABASE_URL)
  try {
    await migrate(db)
    if (!hashes.size) return 0
    const secret = resolveSecret(config.JWT_SECRET, dialect, sqliteFile)
    const personHash = personHashWith(deriveKey(secret, "person"))
    const people = createPeopleRepository(db)
    const publishing = createPublishStateRepository(db)
    const actor = { id: null, email: "system", ip: "" }
    let erased = 0
    for (const address of await knownAddresses(db)) {
      const hash = personHash(address)
      if (!hashes.has(hash)) continue
      await disableAccount(db, address)
      const outcome = await people.erase(address, {
        actor,
        resource: "people",
        changes: { emailHash: hash, restore: true },
      })
      if (outcome.outcome !== "erased") continue
      erased++
      const { removed, liveShows } = await withdrawReleases(
        release,
        outcome.terms
      )
      await publishing.forgetReleases(removed)
      // A paused site would go on serving the release that shows them.
      if (liveShows)
        await publishing.update({
          paused: false,
          pausedAt: null,
          pausedBy: null,
        })
      await removeFilesNamed(release.buildOutputDir, outcome.terms)
      await removeFilesNamed(path.join(config.siteDir, ".cache"), outcome.terms)
    }
    if (erased)
      await publishing.request({
        at: new Date().toISOString(),
        by: "system",
        action: "erase",
      })
    return erased
  } finally {
    await db.destroy()
  }
}
