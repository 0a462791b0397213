import path from "node:path"
import type { FastifyInstance } from "fastify"
import { siteDay, upcomingIds } from "../../../../common/site-dates"
import type { Release as ReleaseView } from "../../../../schemas/publishing"
import { recordAudit } from "../audit/audit-repository"
import type { EditorialActor } from "../editorial/editorial"
import type { LocalSiteBuild } from "./local-site-build"
import {
  liveMarker,
  removeFilesNamed,
  restoreRelease,
  withdrawReleases,
  type ReleasePaths,
} from "./site-release"

// The site publisher's actions that take more than a line (site-publisher.ts holds the queue and
// the lock they ask for builds with): taking an erased person's words off the releases, making an
// earlier release live, and the calendar's and the panel's reads.

const RELEASES_SHOWN = 10

export interface PublisherParts {
  fastify: FastifyInstance
  mode: "local" | "off" | "hook"
  paths: ReleasePaths
  repository: FastifyInstance["publishStateRepository"]
  local: LocalSiteBuild
  paused(): Promise<boolean>
  iso(ms?: number): string
}

export class PublishError extends Error {
  constructor(
    readonly statusCode: 404 | 409,
    message: string
  ) {
    super(message)
  }
}

// Automatic publishing runs again; the audit trail records who asked, and whether it had been
// paused (Publish now resumes it too).
export async function unpause(
  parts: PublisherParts,
  actor: EditorialActor,
  resume: boolean
) {
  const resumed = resume || (await parts.paused())
  await parts.repository.update({
    paused: false,
    pausedAt: null,
    pausedBy: null,
  })
  await recordAudit(parts.fastify.db, {
    actor,
    action: "publish",
    resource: "site",
    changes: resumed ? { resumed: true } : {},
  })
}

// Building locally, the releases on disk that show the erased person's words go, and so do the
// files Gatsby's output and cache keep of them; a paused site that shows them resumes, recorded
// as by the eraser, so that the build that follows runs.
export async function withdrawLocally(
  parts: PublisherParts,
  terms: string[],
  actor: EditorialActor
) {
  const { config } = parts.fastify
  const { removed, liveShows } = await withdrawReleases(parts.paths, terms)
  await parts.repository.forgetReleases(removed)
  for (const dir of [
    config.buildOutputDir,
    path.join(config.siteDir, ".cache"),
  ])
    await removeFilesNamed(dir, terms)
  parts.local.withdrawLater(terms)
  if (liveShows && (await parts.paused())) await unpause(parts, actor, true)
}

// An earlier release becomes the live site, and automatic publishing pauses so that the next save
// does not undo it.
export async function restoreKept(
  parts: PublisherParts,
  buildId: string,
  actor: EditorialActor
): Promise<ReleaseView> {
  const { mode, repository } = parts
  if (mode !== "local")
    throw new PublishError(
      409,
      "Releases are kept only when this server builds the site (SITE_BUILD=local)"
    )
  const release = await repository.release(buildId)
  const marker = release ? await restoreRelease(parts.paths, buildId) : null
  if (!release || !marker)
    throw new PublishError(404, "This release is not kept any more")
  await recordAudit(parts.fastify.db, {
    actor,
    action: "release_restore",
    resource: "releases",
    recordId: buildId,
    changes: { builtAt: release.builtAt },
  })
  await repository.update({
    paused: true,
    pausedAt: parts.iso(),
    pausedBy: actor.email,
    state: "idle",
    error: null,
    log: null,
  })
  await repository.setLive(buildId, release.builtAt, release.startedAt)
  const { digest: _digest, ...shown } = release
  return { ...shown, live: true }
}

export async function releaseViews(
  parts: PublisherParts
): Promise<ReleaseView[]> {
  if (parts.mode !== "local") return []
  const [rows, liveId] = await Promise.all([
    parts.repository.releases(RELEASES_SHOWN),
    liveMarker(parts.paths).then((marker) => marker?.buildId ?? null),
  ])
  return rows.map(({ digest: _digest, ...release }) => ({
    ...release,
    live: release.id === liveId,
  }))
}

// Whether a new day moved an event between upcoming and past since the live site was built, with
// no date request written yet: then one is.
export async function requestForNewDay(parts: PublisherParts, now: Date) {
  const { mode, repository } = parts
  if (mode === "off") return false
  const status = await repository.read()
  const live = mode === "local" ? await liveMarker(parts.paths) : null
  const builtOn =
    live?.today ?? (status.builtAt ? siteDay(status.builtAt) : null)
  const today = siteDay(now)
  if (!builtOn || builtOn === today) return false
  const requests = await repository.requests()
  if (requests.some((request) => request.action === "date")) return false
  const events = await parts.fastify.editorialRepository.liveEvents()
  const before = upcomingIds(events, builtOn).join()
  if (before === upcomingIds(events, today).join()) return false
  await repository.request({ at: parts.iso(), by: "scheduler", action: "date" })
  return true
}
