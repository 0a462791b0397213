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
  const handle = await open(file, "a+", 0o600)
  try {
    // After a line cut short by a crash, a new line: the entry is not glued to the broken one.
    const { size } = await handle.stat()
    const last = Buffer.alloc(1)
    if (size > 0) await handle.read(last, 0, 1, size - 1)
    const start = size > 0 && last[0] !== 0x0a ? "\n" : ""
    await handle.write(`${start}${JSON.stringify(entry)}\n`)
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
    let entry: Partial<JournalEntry> | null
    try {
      entry = JSON.parse(line) as Partial<JournalEntry> | null
    } catch {
      // A line cut short by a crash mid-write: the erasure itself went on.
      continue
    }
    if (
      typeof entry?.at === "string" &&
      typeof entry.hash === "string" &&
      /^[0-9a-f]{64}$/.test(entry.hash) &&
      entry.at >= since
    )
      entries.push({ at: entry.at, hash: entry.hash })
  }
  return entries
}
