import { mkdir, open, readFile } from "node:fs/promises"
import path from "node:path"

// The journal of erasures: one line `{"at", "hash"}` per erasure, the person named by their keyed
// hash only (plugins/app/people/person-hash.ts). It lives outside the database, beside the
// archives, so that a restore of an archive taken before an erasure can apply it again
// (docs/operations.md 'Backups').

export interface JournalEntry {
  at: string
  hash: string
}

/**
 * Where the journal is: in BACKUP_DIR when set, otherwise beside the SQLite database, or in the
 * server's own data folder with PostgreSQL.
 */
export function journalFile(place: {
  backupDir: string
  sqliteFile?: string
  localDataDir: string
}) {
  const dir =
    place.backupDir ||
    (place.sqliteFile ? path.dirname(place.sqliteFile) : place.localDataDir)
  return path.join(dir, "erasures.jsonl")
}

/** Appends an erasure, on disk (fsync) before it resolves. */
export async function recordErasure(file: string, entry: JournalEntry) {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
  const handle = await open(file, "a", 0o600)
  try {
    await handle.write(`${JSON.stringify(entry)}\n`)
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** The erasures recorded at or after `since` (an ISO time), oldest first. */
export async function erasuresSince(
  file: string,
  since: string
): Promise<JournalEntry[]> {
  const text = await readFile(file, "utf8").catch((error) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return ""
    throw error
  })
  const entries: JournalEntry[] = []
  for (const line of text.split("\n")) {
    if (!line.trim()) continue
    let entry: Partial<JournalEntry>
    try {
      entry = JSON.parse(line) as Partial<JournalEntry>
    } catch {
      // A line cut short by a crash mid-write: the erasure itself went on.
      continue
    }
    if (
      typeof entry.at === "string" &&
      typeof entry.hash === "string" &&
      /^[0-9a-f]{64}$/.test(entry.hash) &&
      entry.at >= since
    )
      entries.push({ at: entry.at, hash: entry.hash })
  }
  return entries
}
