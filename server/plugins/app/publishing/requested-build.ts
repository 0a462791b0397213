import type { FastifyBaseLogger, FastifyInstance } from "fastify"
import { contentDigest } from "../../../../common/panel-content"
import type { LocalSiteBuild } from "./local-site-build"
import { changesOf, triggerOf, type PublishRequest } from "./publish-requests"
import { BuildFailed } from "./site-builder"
import { liveMarker, type ReleasePaths } from "./site-release"

// One build of what the requests ask for, run while site-publisher.ts holds the build lock: the
// requests are read, built (locally or by the hook), recorded with the release, and removed; a
// failure is recorded in the state.

const HOOK_TIMEOUT_MS = 30_000
// Requests that build even when the live site already shows the database.
const FORCED = new Set(["publish_now", "resume", "date"])

type PublishStateRepository = FastifyInstance["publishStateRepository"]

export interface RequestedBuildParts {
  config: FastifyInstance["config"]
  log: FastifyBaseLogger
  paths: ReleasePaths
  repository: PublishStateRepository
  // Builds here: the release made live, or null when paused meanwhile.
  buildLocally: LocalSiteBuild["build"]
  // Told of each build that finished, and how long it took (the metrics).
  finished?(outcome: "success" | "failure", ms: number): void
}

export function requestedBuild({
  config,
  log,
  paths,
  repository,
  buildLocally,
  finished = () => {},
}: RequestedBuildParts) {
  const mode = config.SITE_BUILD.kind
  const iso = (ms = Date.now()) => new Date(ms).toISOString()

  // Whether the requests need a build: not when the live site shows the database already and
  // none asks for one whatever (Publish now, resume, the date).
  async function needsBuild(requests: PublishRequest[]) {
    if (mode !== "local") return true
    if (requests.some((request) => FORCED.has(request.action))) return true
    const live = await liveMarker(paths)
    return live?.digest !== (await contentDigest(config.DATABASE_URL))
  }

  return async function buildHoldingLock() {
    let started: number | null = null
    try {
      const requests = await repository.requests()
      if (!requests.length) return
      if (!(await needsBuild(requests))) {
        await repository.removeRequests(requests.map((r) => r.id))
        await repository.update({ state: "idle" })
        return
      }
      started = Date.now()
      await repository.update({ state: "building", startedAt: iso(started) })
      let release = null
      if (mode === "hook") await callHook(config.SITE_BUILD.url)
      else release = await buildLocally(started)
      if (mode === "local" && !release) {
        // Paused meanwhile: the requests wait for the resume.
        await repository.update({ state: "idle" })
        return
      }
      const builtAt = release?.builtAt ?? iso()
      if (release) {
        await repository.addRelease({
          id: release.buildId,
          builtAt,
          startedAt: iso(started),
          durationMs: Date.now() - started,
          trigger: triggerOf(requests),
          changed: changesOf(requests),
          digest: release.digest,
        })
        await repository.setLive(release.buildId, builtAt, iso(started))
      } else {
        await repository.update({ builtAt, contentAt: iso(started) })
      }
      await repository.removeRequests(requests.map((r) => r.id))
      await repository.update({ state: "idle", error: null, log: null })
      log.info({ ms: Date.now() - started, builtAt }, "site published")
      finished("success", Date.now() - started)
    } catch (error) {
      if (started !== null) finished("failure", Date.now() - started)
      // Said while the lock is held, so no other instance's build state is written over.
      await repository.update({
        state: "failed",
        error: error instanceof Error ? error.message : String(error),
        log: error instanceof BuildFailed ? error.log : null,
      })
      throw error
    }
  }
}

// A build by the hook (SITE_BUILD=<url>): one POST, which counts as built once it is accepted.
async function callHook(url: string) {
  const response = await fetch(url, {
    method: "POST",
    signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
  }).catch((error: Error) => {
    throw new BuildFailed(
      `The build hook could not be reached: ${error.message}`
    )
  })
  if (!response.ok) {
    throw new BuildFailed(
      `The build hook answered ${response.status} ${response.statusText}`
    )
  }
}
