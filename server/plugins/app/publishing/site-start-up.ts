import type { FastifyBaseLogger, FastifyInstance } from "fastify"
import { contentDigest } from "../../../../common/panel-content"
import {
  installRelease,
  liveMarker,
  removeAbandoned,
  removeWithdrawn,
  type ReleasePaths,
} from "./site-release"

// What the publisher does when the server starts (site-publisher.ts, on onReady).

export interface SiteStartUpParts {
  paths: ReleasePaths
  repository: FastifyInstance["publishStateRepository"]
  log: FastifyBaseLogger
  mode: FastifyInstance["config"]["SITE_BUILD"]["kind"]
  databaseUrl: string
  // Queues a build after the quiet time.
  queueBuild: () => void
}

// A build that was queued or running when the last server stopped is not any more; while
// another instance holds the lock, its build is, and the state is left as it says.
export async function forgetStoppedBuild(
  repository: SiteStartUpParts["repository"],
  now: string
) {
  const status = await repository.read()
  if (
    (status.state === "queued" || status.state === "building") &&
    !(await repository.lockHolder(now))
  )
    await repository.update({ state: "idle" })
}

// Start-up: a newer finished build in public/ (npm start's or npm run build's) becomes the live
// site, and, building locally, a site that does not show the database as it is now is rebuilt.
// Copying a build into its release takes seconds: when a site is live already, the server
// serves it meanwhile and swaps the newer one in when the copy is done, as after a publish.
export async function bringSiteUp({
  paths,
  repository,
  log,
  mode,
  databaseUrl,
  queueBuild,
}: SiteStartUpParts) {
  const iso = () => new Date().toISOString()
  const removed = await removeAbandoned(paths)
  if (removed.length)
    log.info({ removed }, "removed what crashed release copies left")
  const isPaused = (await repository.read()).paused
  // Paused: the live site is the release someone restored, whatever public/ holds.
  const live = isPaused
    ? await liveMarker(paths)
    : await installRelease(paths, { onlyIfNewer: true })
  if (!isPaused) await repository.forgetReleases(await removeWithdrawn(paths))
  if (live) {
    if (!isPaused) await repository.setLive(live.buildId, live.builtAt, null)
    log.info(
      { builtAt: live.builtAt, buildId: live.buildId },
      "serving the site"
    )
  }
  if (mode !== "local" || isPaused) return
  // Another instance is building, or a build is owed already: this one takes its turn.
  const waiting = (await repository.requests()).length > 0
  if (waiting || (await repository.lockHolder(iso()))) return queueBuild()
  const digest = await contentDigest(databaseUrl)
  if (live?.digest !== digest) {
    log.info("the live site does not show the database as it is: building")
    await repository.request({ at: iso(), by: "system", action: "startup" })
    queueBuild()
  }
}
