import { readdir, rm, stat } from "node:fs/promises"
import path from "node:path"

// The daily archives' names and their retention: one archive per UTC day, named by it, and only
// the newest BACKUP_KEEP kept, so an erased person leaves the archives within that many days.

const NAME = /^coreval-backup-(\d{4}-\d{2}-\d{2})\.tar\.gz$/

export const dailyName = (now: Date) =>
  `coreval-backup-${now.toISOString().slice(0, 10)}.tar.gz`

export interface Kept {
  name: string
  bytes: number
  // The archive's day, and when it was written.
  day: string
  writtenAt: string
}

/** The daily archives in `dir`, newest first. */
export async function dailyArchives(dir: string): Promise<Kept[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  const kept: Kept[] = []
  for (const name of names) {
    const day = NAME.exec(name)?.[1]
    if (!day) continue
    const info = await stat(path.join(dir, name)).catch(() => null)
    if (info?.isFile())
      kept.push({
        name,
        bytes: info.size,
        day,
        writtenAt: info.mtime.toISOString(),
      })
  }
  return kept.sort((a, b) => (a.day < b.day ? 1 : -1))
}

/** Removes all but the newest `keep` daily archives; returns the names removed. */
export async function pruneDaily(dir: string, keep: number) {
  const removed: string[] = []
  for (const { name } of (await dailyArchives(dir)).slice(keep)) {
    await rm(path.join(dir, name), { force: true })
    removed.push(name)
  }
  return removed
}

// A backup cut short (the server killed mid-copy) leaves its staging folder or partial archive;
// one older than a day is nobody's work in progress.
export async function removeLeftovers(dir: string, now: number) {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!NAME.test(name.split(".partial-")[0]) || !name.includes(".partial-"))
      continue
    const info = await stat(path.join(dir, name)).catch(() => null)
    if (info && now - info.mtimeMs > 24 * 60 * 60_000)
      await rm(path.join(dir, name), { recursive: true, force: true })
  }
}
