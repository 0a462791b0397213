import { createHash } from "node:crypto"
import { createReadStream, createWriteStream, readFileSync } from "node:fs"
import {
  chmod,
  copyFile,
  mkdtemp,
  readdir,
  realpath,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises"
import path from "node:path"
import { pipeline } from "node:stream/promises"
import * as tar from "tar"
import { readMarker } from "../publishing/site-release"
import { pgDump } from "./pg-tools"
import { sqliteSnapshot } from "./backups-repository"

// One archive of a running instance (docs/operations.md 'Backups'): a gzipped tar, readable by
// its owner only, of
//   manifest.json       what it is: kind, when it was taken, the version and schema it is of
//   database.sqlite     SQLite's online backup, or
//   database.dump       pg_dump's custom format, PostgreSQL's one consistent snapshot
//   jwt-secret          the secret kept beside the SQLite file (with PostgreSQL, JWT_SECRET is
//                       the operator's to keep)
//   site/               the live release, as the server serves it
// Uploads and edited site files are rows of the database, so they are in it.

export const ARCHIVE_FORMAT = 1

export interface Manifest {
  format: typeof ARCHIVE_FORMAT
  kind: "sqlite" | "postgres"
  // When the backup started: erasures recorded from then on are applied again by a restore.
  createdAt: string
  app: { name: string; version: string }
  // The newest migration the database had run.
  migration: string | null
  // Where the signing secret is: in the archive (a SQLite file's kept secret) or with the
  // operator (JWT_SECRET in the environment).
  secret: "archive" | "environment"
  files: { path: string; bytes: number; sha256: string }[]
  // The live release, or null when none was served (SITE_BUILD off or a build hook).
  site: {
    buildId: string
    builtAt: string
    files: number
    bytes: number
  } | null
}

export interface BackupSource {
  kind: "sqlite" | "postgres"
  databaseUrl: string
  sqliteFile?: string
  // The kept secret's file, when the server uses one (SQLite without JWT_SECRET).
  secretFile?: string
  // The live link the server serves (config.publicDir).
  liveLink: string
  migration: string | null
  now: () => Date
  // A line now and then while the database is copied (the command prints it on stderr).
  progress?: (line: string) => void
}

const packageJson = JSON.parse(
  readFileSync(path.join(__dirname, "../../../../package.json"), "utf8")
) as { name: string; version: string }

export async function sha256Of(file: string) {
  const hash = createHash("sha256")
  await pipeline(createReadStream(file), hash)
  return hash.digest("hex")
}

async function describe(dir: string, name: string) {
  const file = path.join(dir, name)
  return {
    path: name,
    bytes: (await stat(file)).size,
    sha256: await sha256Of(file),
  }
}

// The database copied into the staging folder, with a progress line every tenth.
async function copyDatabase(source: BackupSource, staging: string) {
  if (source.kind === "postgres") {
    source.progress?.("database: pg_dump running")
    await pgDump(source.databaseUrl, path.join(staging, "database.dump"))
    await chmod(path.join(staging, "database.dump"), 0o600)
    return "database.dump"
  }
  let shown = -1
  await sqliteSnapshot(
    source.sqliteFile!,
    path.join(staging, "database.sqlite"),
    (done, total) => {
      const tenth = Math.floor((done / Math.max(total, 1)) * 10)
      if (tenth > shown)
        source.progress?.(`database: ${tenth * 10}% of ${total} pages`)
      shown = Math.max(shown, tenth)
    }
  )
  await chmod(path.join(staging, "database.sqlite"), 0o600)
  return "database.sqlite"
}

// The live release, linked into the staging folder (tar follows the link): releases stay on disk
// until ten newer builds replace them, so the folder is still whole when tar reads it.
async function linkSite(source: BackupSource, staging: string) {
  const release = await realpath(source.liveLink).catch(() => null)
  const marker = release ? await readMarker(release) : null
  if (!release || !marker) return null
  await symlink(release, path.join(staging, "site"), "dir")
  let files = 0
  let bytes = 0
  for (const entry of await readdir(release, {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile()) continue
    files++
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size
  }
  return { buildId: marker.buildId, builtAt: marker.builtAt, files, bytes }
}

/** Writes the archive to `file` (mode 0600, in place only once whole); returns its manifest. */
export async function writeBackup(
  source: BackupSource,
  file: string
): Promise<Manifest> {
  const createdAt = source.now().toISOString()
  const target = path.resolve(file)
  const staging = await mkdtemp(`${target}.partial-`)
  const partial = `${staging}.tar.gz`
  try {
    await chmod(staging, 0o700)
    const database = await copyDatabase(source, staging)
    const entries = [database]
    if (source.kind === "sqlite" && source.secretFile) {
      await copyFile(source.secretFile, path.join(staging, "jwt-secret"))
      await chmod(path.join(staging, "jwt-secret"), 0o600)
      entries.push("jwt-secret")
    }
    const files = []
    for (const name of entries) files.push(await describe(staging, name))
    const site = await linkSite(source, staging)
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      kind: source.kind,
      createdAt,
      app: { name: packageJson.name, version: packageJson.version },
      migration: source.migration,
      secret: entries.includes("jwt-secret") ? "archive" : "environment",
      files,
      site,
    }
    await writeFile(
      path.join(staging, "manifest.json"),
      `${JSON.stringify(manifest, null, 2)}\n`,
      { mode: 0o600 }
    )
    source.progress?.("archive: writing")
    await pipeline(
      tar.c({ cwd: staging, gzip: true, follow: true, portable: true }, [
        "manifest.json",
        ...entries,
        ...(site ? ["site"] : []),
      ]),
      createWriteStream(partial, { mode: 0o600 })
    )
    await chmod(partial, 0o600)
    await rename(partial, target)
    return manifest
  } finally {
    await rm(staging, { recursive: true, force: true })
    await rm(partial, { force: true })
  }
}
