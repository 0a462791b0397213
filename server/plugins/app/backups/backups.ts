import { mkdir } from "node:fs/promises"
import path from "node:path"
import type { FastifyBaseLogger } from "fastify"
import fp from "fastify-plugin"
import { keptSecretFile } from "../../../common/keyed-hashes"
import { writeBackup, type Manifest } from "./archive"
import { lastMigration } from "./backups-repository"
import {
  dailyArchives,
  dailyName,
  pruneDaily,
  removeLeftovers,
  type Kept,
} from "./daily"
import { journalFile, recordErasure } from "./erasure-journal"

// Backups of this instance (docs/operations.md 'Backups'): an archive written on demand
// (`backUp`, which `npm run backup` shares through archive.ts), one a day into BACKUP_DIR by the
// job engine, keeping the newest BACKUP_KEEP, and the journal of erasures a restore applies
// again. A failed daily backup is logged and counted in `status()`, which the dashboard and the
// metrics read; the job looks again an hour later.

export interface BackupsStatus {
  lastSuccessAt: string | null
  lastFailureAt: string | null
  lastError: string | null
  failures: number
  dir: string | null
}

export interface Backups {
  status(): BackupsStatus
  // The daily archives kept, newest first.
  archives(): Promise<Kept[]>
  backUp(file: string, progress?: (line: string) => void): Promise<Manifest>
  // Appends an erasure, by the person's keyed hash, to the journal beside the archives.
  recordErasure(hash: string): Promise<void>
  journal: string
}

declare module "fastify" {
  interface FastifyInstance {
    backups: Backups
  }
}

const HOUR = 60 * 60_000

// Today's archive into `dir`, unless there is one; then the oldest beyond `keep` go. A failure is
// logged and counted, and the job looks again at its next run, an hour later.
function dailyBackup(parts: {
  dir: string
  keep: number
  backUp: Backups["backUp"]
  state: BackupsStatus
  log: FastifyBaseLogger
}) {
  const { dir, state, log } = parts
  return async (now: Date) => {
    const file = path.join(dir, dailyName(now))
    const kept = await dailyArchives(dir)
    if (kept.some((archive) => archive.name === path.basename(file))) return
    try {
      await mkdir(dir, { recursive: true, mode: 0o700 })
      await removeLeftovers(dir, now.getTime())
      await parts.backUp(file)
      state.lastSuccessAt = now.toISOString()
      const removed = await pruneDaily(dir, parts.keep)
      log.info({ file, removed }, "backup written")
    } catch (error) {
      state.failures++
      state.lastFailureAt = now.toISOString()
      state.lastError = error instanceof Error ? error.message : String(error)
      log.error({ err: error, dir }, "backup failed; trying again in an hour")
    }
  }
}

export default fp(
  async (fastify) => {
    const { config, dbInfo, log, jobs } = fastify
    const dir = config.BACKUP_DIR || null
    const state: BackupsStatus = {
      lastSuccessAt: null,
      lastFailureAt: null,
      lastError: null,
      failures: 0,
      dir,
    }
    const journal = journalFile({
      backupDir: config.BACKUP_DIR,
      sqliteFile: dbInfo.sqliteFile,
      localDataDir: config.localDataDir,
    })
    const secretFile =
      dbInfo.dialect === "sqlite" && dbInfo.sqliteFile && !config.JWT_SECRET
        ? keptSecretFile(dbInfo.sqliteFile)
        : undefined

    const backUp: Backups["backUp"] = async (file, progress) =>
      writeBackup(
        {
          kind: dbInfo.dialect,
          databaseUrl: config.DATABASE_URL,
          sqliteFile: dbInfo.sqliteFile,
          secretFile,
          liveLink: config.publicDir,
          migration: await lastMigration(fastify.db),
          // Wall-clock time, as the erasure journal's: a restore compares the two.
          now: () => new Date(),
          progress,
        },
        file
      )

    fastify.decorate("backups", {
      status: () => ({ ...state }),
      archives: async () => (dir ? dailyArchives(dir) : []),
      backUp,
      recordErasure: (hash: string) =>
        recordErasure(journal, {
          at: new Date().toISOString(),
          hash,
        }),
      journal,
    } satisfies Backups)

    if (!dir) return
    jobs.define({
      name: "backup",
      everyMs: HOUR,
      leaseMs: 6 * HOUR,
      run: dailyBackup({ dir, keep: config.BACKUP_KEEP, backUp, state, log }),
    })
    // The newest archive a previous run left is the last success until this one writes its own.
    fastify.addHook("onReady", async () => {
      const newest = (await dailyArchives(dir))[0]
      state.lastSuccessAt ??= newest?.writtenAt ?? null
    })
  },
  { name: "backups", dependencies: ["env", "db", "jobs"] }
)
