import { randomBytes } from "node:crypto"
import {
  cp,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises"
import path from "node:path"
import {
  BUILD_MARKER,
  type BuildMarker,
} from "../../../../common/panel-content"
import { wholeWords } from "../people/person-traces"
import {
  ownerState,
  ownerTag,
  parseOwnerTag,
} from "../../../common/process-owner"

// The live site and how a build becomes it. Gatsby writes its output in place (public/) and needs
// that folder, with its cache, for the next incremental build, so the site visitors get cannot be
// public/ itself: a build half-way through, or one that failed, would show. Instead a finished
// build is copied whole into releases/<build id>/, and the live link (config.publicDir, which the
// static plugin serves) is pointed at it by rename(2), which replaces a link in one step: a
// request sees the old site or the new one, never a mix. The last KEPT_RELEASES releases stay, so
// that an earlier one can be made live again at once (restoreRelease); older ones are removed,
// never the one that is live.
//
//   .site/live -> releases/<build id>      (served)
//   .site/releases/<build id>/             (a finished build, with its marker)
//   public/                                (Gatsby's working output)
//
// A crash can leave three kinds of leftovers, which removeAbandoned (at start, and after each
// swap) takes away: a copy cut short (releases/<id>.partial-<owner>~<random>), a folder moved
// aside from where the link goes (live.old-<time>) and a link never renamed (live.next-<random>).
// Several servers may share RELEASES_DIR, so a leftover may be another running server's work in
// progress: a partial copy names the process making it (server/common/process-owner.ts) and is removed
// at once when that process is known to have ended, otherwise (made on another host) once it is
// an hour old, many times what a copy takes; the others go once they are ten minutes old.

export interface ReleasePaths {
  // Gatsby's output folder.
  buildOutputDir: string
  // Where releases are kept.
  releasesDir: string
  // The link the server serves.
  liveLink: string
}

export async function readMarker(dir: string): Promise<BuildMarker | null> {
  try {
    const marker = JSON.parse(
      await readFile(path.join(dir, BUILD_MARKER), "utf8")
    ) as BuildMarker
    return typeof marker.buildId === "string" ? marker : null
  } catch {
    return null
  }
}

/** The marker of the site being served, or null when none is. */
export const liveMarker = (paths: ReleasePaths) => readMarker(paths.liveLink)

/**
 * Makes the finished build in buildOutputDir the live site, unless it already is. Returns the
 * marker of the live site afterwards, or null when there is no finished build to serve.
 */
export async function installRelease(
  paths: ReleasePaths,
  { onlyIfNewer = false } = {}
): Promise<BuildMarker | null> {
  const built = await readMarker(paths.buildOutputDir)
  const live = await liveMarker(paths)
  if (!built) return live
  if (live?.buildId === built.buildId) return live
  // A server starting up on a shared RELEASES_DIR must not put its own older build over the one
  // another server made live since.
  if (onlyIfNewer && live && live.builtAt >= built.builtAt) return live

  const releases = path.join(paths.releasesDir, "releases")
  const target = path.join(releases, safeName(built.buildId))
  await mkdir(releases, { recursive: true })
  // Copied under a temporary name first, so a crash part-way leaves nothing that looks finished.
  const partial = `${target}${PARTIAL}${ownerTag()}~${randomBytes(4).toString("hex")}`
  await cp(paths.buildOutputDir, partial, { recursive: true })
  try {
    await rename(partial, target)
  } catch {
    // Another server on this folder installed the same build meanwhile: that copy serves.
    await rm(partial, { recursive: true, force: true })
  }
  await pointLiveAt(paths.liveLink, target)
  await removeOldReleases(releases, target, live)
  await removeAbandoned(paths)
  return built
}

// Enough for the panel's last ten builds (GET /api/admin/releases) to each be restorable.
export const KEPT_RELEASES = 10

/**
 * Makes a kept release live again, at once and without a build. Returns its marker, or null when
 * that release is no longer kept.
 */
export async function restoreRelease(
  paths: ReleasePaths,
  buildId: string
): Promise<BuildMarker | null> {
  const target = path.join(paths.releasesDir, "releases", safeName(buildId))
  const marker = await readMarker(target)
  if (marker?.buildId !== buildId || (await isWithdrawn(target))) return null
  await pointLiveAt(paths.liveLink, target)
  return marker
}

/** The ids of the releases kept on disk, whose build finished. */
export async function keptReleases(paths: ReleasePaths): Promise<Set<string>> {
  const releases = path.join(paths.releasesDir, "releases")
  const kept = new Set<string>()
  for (const entry of await readdir(releases).catch(() => [])) {
    if (entry.includes(PARTIAL)) continue
    const dir = path.join(releases, entry)
    const marker = await readMarker(dir)
    if (marker && !(await isWithdrawn(dir))) kept.add(marker.buildId)
  }
  return kept
}

// Erasing a person takes away the releases that show them (GDPR article 17): a kept one at once,
// the live one once the next build replaces it, and meanwhile it cannot be restored. What shows
// them is any file whose name or text holds one of their words (a name, an address, an image's
// name, which the site's processed copies of it keep).
const WITHDRAWN = ".withdrawn"
const TEXT_FILES = /\.(html|json|js|txt|xml|css|webmanifest)$/i

const isWithdrawn = (dir: string) =>
  lstat(path.join(dir, WITHDRAWN)).then(
    () => true,
    () => false
  )

// Every file under `dir`.
async function filesUnder(dir: string) {
  const entries = await readdir(dir, {
    recursive: true,
    withFileTypes: true,
  }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
}
/**
 * The files under `dir` whose name or text holds one of `terms` as a whole word, case aside, as
 * the erasure redacts them (plugins/app/people/person-traces.ts).
 */
export async function filesShowing(
  dir: string,
  terms: string[]
): Promise<string[]> {
  const shows = wholeWords(terms)
  const found: string[] = []
  for (const file of await filesUnder(dir)) {
    const name = path.basename(file)
    const text = TEXT_FILES.test(name)
      ? await readFile(file, "utf8").catch(() => "")
      : ""
    if (shows.test(name) || shows.test(text)) found.push(file)
  }
  return found
}

/** Removes the files under `dir` whose name holds one of `terms`; returns how many. */
export async function removeFilesNamed(dir: string, terms: string[]) {
  const shows = wholeWords(terms)
  let removed = 0
  for (const file of await filesUnder(dir)) {
    if (!shows.test(path.basename(file))) continue
    await rm(file, { force: true })
    removed++
  }
  return removed
}

/**
 * Takes away every kept release that shows one of `terms`: removed at once, or, the live one,
 * marked so that it cannot be restored and goes once another is live (removeWithdrawn). Returns
 * the ids removed and whether the live site shows them.
 */
export async function withdrawReleases(paths: ReleasePaths, terms: string[]) {
  const releases = path.join(paths.releasesDir, "releases")
  const live = await liveTarget(paths.liveLink)
  const removed: string[] = []
  let liveShows = false
  for (const entry of await readdir(releases).catch(() => [])) {
    if (entry.includes(PARTIAL)) continue
    const dir = path.join(releases, entry)
    const marker = await readMarker(dir)
    if (!marker || !(await filesShowing(dir, terms)).length) continue
    if (live && path.basename(live) === entry) {
      await writeFile(path.join(dir, WITHDRAWN), "")
      liveShows = true
    } else {
      await rm(dir, { recursive: true, force: true })
      removed.push(marker.buildId)
    }
  }
  return { removed, liveShows }
}

/** Removes the withdrawn releases that are not live any more; returns their ids. */
export async function removeWithdrawn(paths: ReleasePaths) {
  const releases = path.join(paths.releasesDir, "releases")
  const live = await liveTarget(paths.liveLink)
  const removed: string[] = []
  for (const entry of await readdir(releases).catch(() => [])) {
    const dir = path.join(releases, entry)
    if (live && path.basename(live) === entry) continue
    if (entry.includes(PARTIAL) || !(await isWithdrawn(dir))) continue
    const marker = await readMarker(dir)
    await rm(dir, { recursive: true, force: true })
    if (marker) removed.push(marker.buildId)
  }
  return removed
}

const PARTIAL = ".partial-"
export const PARTIAL_ABANDONED_MS = 60 * 60_000
export const LINK_LEFTOVER_MS = 10 * 60_000

/** Removes what crashed copies and swaps left (see above); returns the names removed. */
export async function removeAbandoned(
  paths: ReleasePaths,
  now = Date.now()
): Promise<string[]> {
  const removed: string[] = []
  const olderThan = async (file: string, ms: number) => {
    const stat = await lstat(file).catch(() => null)
    return stat !== null && now - stat.mtimeMs > ms
  }
  const remove = async (file: string) => {
    await rm(file, { recursive: true, force: true })
    removed.push(path.basename(file))
  }

  const releases = path.join(paths.releasesDir, "releases")
  for (const entry of await readdir(releases).catch(() => [])) {
    const at = entry.indexOf(PARTIAL)
    if (at < 0) continue
    const file = path.join(releases, entry)
    const owner = parseOwnerTag(entry.slice(at + PARTIAL.length))
    const state = owner ? ownerState(owner) : "unknown"
    if (
      state === "gone" ||
      (state === "unknown" && (await olderThan(file, PARTIAL_ABANDONED_MS)))
    )
      await remove(file)
  }

  const link = path.basename(paths.liveLink)
  const folder = path.dirname(paths.liveLink)
  for (const entry of await readdir(folder).catch(() => [])) {
    const file = path.join(folder, entry)
    // A folder moved aside keeps its own mtime: its age is the time in its name.
    const movedAt = /^(\d+)$/.exec(entry.slice(`${link}.old-`.length))
    if (entry.startsWith(`${link}.old-`) && movedAt) {
      if (now - Number(movedAt[1]) > LINK_LEFTOVER_MS) await remove(file)
    } else if (entry.startsWith(`${link}.next-`)) {
      if (await olderThan(file, LINK_LEFTOVER_MS)) await remove(file)
    }
  }
  return removed
}

async function pointLiveAt(liveLink: string, target: string) {
  await mkdir(path.dirname(liveLink), { recursive: true })
  const existing = await lstat(liveLink).catch(() => null)
  if (existing && !existing.isSymbolicLink()) {
    // A folder left where the link goes (a copy made by hand): moved aside once.
    await rename(liveLink, `${liveLink}.old-${Date.now()}`)
  }
  const temporary = `${liveLink}.next-${randomBytes(4).toString("hex")}`
  await symlink(path.relative(path.dirname(liveLink), target), temporary, "dir")
  await rename(temporary, liveLink)
}

async function removeOldReleases(
  releases: string,
  current: string,
  previous: BuildMarker | null
) {
  const finished: Array<{ entry: string; builtAt: string }> = []
  for (const entry of await readdir(releases)) {
    // Copies in progress, or cut short, are removeAbandoned's to judge.
    if (entry.includes(PARTIAL)) continue
    const marker = await readMarker(path.join(releases, entry))
    finished.push({ entry, builtAt: marker?.builtAt ?? "" })
  }
  finished.sort((a, b) => (a.builtAt < b.builtAt ? 1 : -1))
  // The one just made live, the one it replaced (a request may still be reading it), and the
  // newest KEPT_RELEASES, each restorable.
  const keep = new Set([
    path.basename(current),
    previous ? safeName(previous.buildId) : "",
    ...finished.slice(0, KEPT_RELEASES).map(({ entry }) => entry),
  ])
  for (const { entry } of finished) {
    if (!keep.has(entry)) {
      await rm(path.join(releases, entry), { recursive: true, force: true })
    }
  }
}

/** Where the live link points (null when there is none). */
async function liveTarget(liveLink: string) {
  return readlink(liveLink).catch(() => null)
}

const safeName = (buildId: string) => buildId.replace(/[^A-Za-z0-9_-]/g, "")
