import { createReadStream, existsSync } from "node:fs"
import {
  chmod,
  cp,
  mkdir,
  mkdtemp,
  readFile,
  rename,
  rm,
  writeFile,
} from "node:fs/promises"
import path from "node:path"
import { pipeline } from "node:stream/promises"
import type { Kysely } from "kysely"
import * as tar from "tar"
import { keepPrivate } from "../../../db/connect"
import {
  readMarker,
  restoreRelease,
  type ReleasePaths,
} from "../publishing/site-release"
import { ARCHIVE_FORMAT, sha256Of, type Manifest } from "./archive"
import {
  EMPTY_POSTGRES_SCHEMA,
  sqliteTableCount,
  tableCount,
} from "./backups-repository"
import { pgRestore } from "./pg-tools"

// An archive (archive.ts) put back: the database, into an empty one of the archive's own kind
// (or, with `force`, over what is there), the kept secret beside a SQLite file, and the live
// release made live. Everything is checked before anything changes: a refused restore changes
// nothing.

export class RestoreRefused extends Error {}

export interface RestoreTarget {
  kind: "sqlite" | "postgres"
  databaseUrl: string
  sqliteFile?: string
  // A connection to the PostgreSQL database, to tell whether it is empty.
  postgres?: Kysely<any>
  // Where the kept secret goes (SQLite), and the releases (config.releasesDir, publicDir).
  secretFile?: string
  release: ReleasePaths
  // Where the archive is unpacked meanwhile: a folder on the database's disk.
  workDir: string
  // JWT_SECRET is set here: an archive whose secret stayed with its operator restores only then.
  secretSet: boolean
  force: boolean
}

// What an archive may hold: the files archive.ts writes, and the live release's folder.
const DATABASE_FILE = {
  sqlite: "database.sqlite",
  postgres: "database.dump",
} as const
const KNOWN_FILES = new Set<unknown>([
  ...Object.values(DATABASE_FILE),
  "jwt-secret",
])
const ENTRY_TYPES = new Set(["File", "OldFile", "ContiguousFile", "Directory"])
const isKnownEntry = (name: string, type: string) =>
  ENTRY_TYPES.has(type) &&
  (name === "manifest.json" ||
    KNOWN_FILES.has(name) ||
    /^site(\/|$)/.test(name))

function checkManifest(value: unknown): Manifest {
  const manifest = value as Partial<Manifest> | null
  if (
    !manifest ||
    manifest.format !== ARCHIVE_FORMAT ||
    (manifest.kind !== "sqlite" && manifest.kind !== "postgres") ||
    typeof manifest.createdAt !== "string" ||
    Number.isNaN(Date.parse(manifest.createdAt)) ||
    !Array.isArray(manifest.files) ||
    !manifest.files.every((file) => KNOWN_FILES.has(file?.path)) ||
    !manifest.files.some((file) => file.path === DATABASE_FILE[manifest.kind!])
  )
    throw new RestoreRefused(
      "This is not an archive of `npm run backup` (its manifest.json is missing or not one)"
    )
  return manifest as Manifest
}

async function unpack(archive: string, into: string) {
  const unknown: string[] = []
  try {
    // Streamed, so that a large database is written as it is read rather than held in memory
    // (tar.x's own file reading runs ahead of the disk).
    await pipeline(
      createReadStream(archive),
      tar.x({
        cwd: into,
        strict: true,
        // Links could point anywhere, and names the backup never writes are not its own.
        filter: (name, entry) => {
          const type = "type" in entry ? entry.type : "File"
          const known = isKnownEntry(name.replace(/^\.\//, ""), type)
          if (!known) unknown.push(name)
          return known
        },
      })
    )
  } catch (error) {
    throw new RestoreRefused(
      `The archive cannot be read: ${(error as Error).message}`
    )
  }
  if (unknown.length)
    throw new RestoreRefused(
      `The archive holds entries no backup writes (${unknown.slice(0, 3).join(", ")}): nothing was changed`
    )
  const text = await readFile(path.join(into, "manifest.json"), "utf8").catch(
    () => "null"
  )
  let parsed: unknown = null
  try {
    parsed = JSON.parse(text)
  } catch {
    // checkManifest names the problem.
  }
  return checkManifest(parsed)
}

async function isEmpty(target: RestoreTarget) {
  return target.kind === "sqlite"
    ? sqliteTableCount(target.sqliteFile!) === 0
    : (await tableCount(target.postgres!)) === 0
}

async function refuseUnlessFit(
  manifest: Manifest,
  target: RestoreTarget,
  staging: string
) {
  if (manifest.kind !== target.kind)
    throw new RestoreRefused(
      `This archive is of a ${manifest.kind} database and DATABASE_URL names a ${target.kind} one: ` +
        "an archive restores into its own kind (moving from SQLite to PostgreSQL is its own command)"
    )
  if (manifest.secret === "environment" && !target.secretSet)
    throw new RestoreRefused(
      "The archive's server signed with JWT_SECRET from its environment, which is not in the " +
        "archive: set the same JWT_SECRET and restore again (nothing was changed)"
    )
  if (!target.force && !(await isEmpty(target)))
    throw new RestoreRefused(
      "The database DATABASE_URL names is not empty: nothing was changed. Restore into an empty " +
        "database, or add --force to replace what it holds"
    )
  for (const file of manifest.files) {
    const at = path.join(staging, file.path)
    if (!existsSync(at) || (await sha256Of(at)) !== file.sha256)
      throw new RestoreRefused(
        `The archive's ${file.path} is missing or damaged (its checksum differs): nothing was changed`
      )
  }
}

async function putSqlite(staging: string, target: RestoreTarget) {
  const file = target.sqliteFile!
  keepPrivate(file)
  const incoming = path.join(staging, "database.sqlite")
  await chmod(incoming, 0o600)
  // The old file's journal would be replayed into the new one.
  for (const suffix of ["-wal", "-shm", "-journal"])
    await rm(file + suffix, { force: true })
  await rename(incoming, file)
}

async function putSecret(staging: string, target: RestoreTarget) {
  const kept = path.join(staging, "jwt-secret")
  if (!target.secretFile || !existsSync(kept)) return
  await writeFile(target.secretFile, await readFile(kept), { mode: 0o600 })
  await chmod(target.secretFile, 0o600)
}

// A folder moved, or copied when RELEASES_DIR is on another disk (a shared folder, say).
async function move(from: string, to: string) {
  try {
    await rename(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error
    await cp(from, `${to}.partial-restore`, { recursive: true })
    await rename(`${to}.partial-restore`, to)
  }
}

// The release goes among the kept ones, under its build id, and the live link points at it.
async function putSite(staging: string, paths: ReleasePaths) {
  const site = path.join(staging, "site")
  const marker = await readMarker(site)
  if (!marker) return null
  const releases = path.join(paths.releasesDir, "releases")
  const target = path.join(
    releases,
    marker.buildId.replace(/[^A-Za-z0-9_-]/g, "")
  )
  await mkdir(releases, { recursive: true })
  if (!existsSync(target)) await move(site, target)
  await restoreRelease(paths, marker.buildId)
  return marker
}

/** Restores the archive into the target; returns its manifest. */
export async function restoreBackup(
  archive: string,
  target: RestoreTarget
): Promise<Manifest> {
  if (!existsSync(archive))
    throw new RestoreRefused(`There is no file ${archive}`)
  await mkdir(target.workDir, { recursive: true, mode: 0o700 })
  const staging = await mkdtemp(path.join(target.workDir, ".restore-"))
  try {
    const manifest = await unpack(archive, staging)
    await refuseUnlessFit(manifest, target, staging)
    if (target.kind === "sqlite") await putSqlite(staging, target)
    else
      await pgRestore(target.databaseUrl, path.join(staging, "database.dump"), {
        first: target.force ? EMPTY_POSTGRES_SCHEMA : undefined,
      })
    await putSecret(staging, target)
    await putSite(staging, target.release)
    return manifest
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
