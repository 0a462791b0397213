import { rm } from "node:fs/promises"
import path from "node:path"
import fp from "fastify-plugin"
import { contentDigest } from "../../../../common/panel-content"
import { siteDay, upcomingIds } from "../../../../common/site-dates"
import { recordAudit } from "../audit/audit-repository"
import { buildEnvironment } from "./build-environment.mjs"
import { createBuildQueue } from "./build-queue"
import { cacheBuiltElsewhere } from "./gatsby-cache.mjs"
import type { EditorialActor } from "../editorial/editorial"
import { BuildFailed, runSiteBuild, type SiteBuildRun } from "./site-builder"
import {
  installRelease,
  keptReleases,
  liveMarker,
  readMarker,
  removeAbandoned,
  removeFilesNamed,
  removeWithdrawn,
  restoreRelease,
  withdrawReleases,
  type ReleasePaths,
} from "./site-release"
import type { Claims, Lease } from "../jobs/jobs"
import type {
  PublishRequest,
  PublishStatus,
  Release,
} from "./publish-state-repository"

// Publishing (docs/publishing.md, docs/editorial.md): what a publish, an unpublish, a schedule or the calendar changes on the site is
// built, out of the request path; SITE_BUILD says what a build is. With `local`, `gatsby build`
// runs here (plugins/app/publishing/site-builder.ts) and a build that fully succeeded becomes the live site in one
// step (plugins/app/publishing/site-release.ts); one that failed leaves the live site as it was, and its error and
// the end of its log in the state. With a hook URL, a build is one POST to it. With `off`,
// nothing.
//
// What asks for a build is a row in publish_requests, written in the transaction of the change
// (editorial-repository.ts); `requested()` then starts the queue (plugins/app/publishing/build-queue.ts), which
// waits PUBLISH_DELAY_MS of quiet so a burst of publishes makes one build. A build takes every
// request there is and records them with the release, so the panel can say what each build
// changed and who or what started it. Several instances on one database build one at a time: the
// build holds a lease of the job engine (jobs.ts) on the lock in publish_state, renewed while it
// runs and taken over by another instance once it has lapsed, or at once when its holder was a
// process of this host that has ended. A build that finds no request left (another instance
// built meanwhile) does nothing; with RELEASES_DIR shared, every instance serves what any one of
// them made live, at once.
//
// Restoring an earlier release pauses automatic publishing: until someone resumes (or publishes
// now), requests pile up and nothing is built, so the next save does not undo the restore.
//
// Started on onReady: it serves the newest finished build (the one `npm start` or `npm run build`
// left in public/, unless a newer one is live) and, building locally, builds when the live site
// does not show the database as it is now or requests are waiting. An instance that starts leaves
// the shared state alone while another holds the lock. Stopped on onClose: the queue is dropped,
// a running build is ended and the lock let go.

export interface ReleaseView {
  id: string
  builtAt: string
  startedAt: string
  trigger: string
  changed: Release["changed"]
  durationMs: number
  live: boolean
}

export interface SitePublisher {
  // A request was written: build once the quiet time has passed (unless paused).
  requested(): void
  // The scheduler's changes fell due together: build at once (unless paused).
  dueNow(): void
  // A change the site shows that is not a publish (a teacher approved, an approved teacher's
  // profile, a teacher deleted): written as a request, built like one.
  changed(by: string, action: string): Promise<void>
  // A person was erased (people-repository.ts): the releases that show them (their words, from
  // plugins/app/people/person-traces.ts searchTerms) are taken away and a build is queued; when the live site
  // shows them, publishing resumes if it was paused, so that the build runs.
  withdraw(terms: string[], actor: EditorialActor): Promise<void>
  publishNow(actor: EditorialActor): Promise<void>
  resume(actor: EditorialActor): Promise<void>
  restore(buildId: string, actor: EditorialActor): Promise<ReleaseView>
  releases(): Promise<ReleaseView[]>
  status(): Promise<
    PublishStatus & { mode: "local" | "off" | "hook"; warnings: string[] }
  >
  // Asks for a build when a new day moved an event between upcoming and past (the scheduler).
  checkDates(now: Date): Promise<boolean>
  // Requests that nobody is building, left by an instance that stopped: builds them.
  pickUpWaiting(now: Date): Promise<void>
  // Resolves once the server has started up and no build is queued or running (tests).
  settled(): Promise<void>
}

declare module "fastify" {
  interface FastifyInstance {
    sitePublisher: SitePublisher
  }
}

const HOOK_TIMEOUT_MS = 30_000
// The lock lasts this long unless renewed; the engine renews it every quarter of it.
const LOCK_MS = 60_000
const LOCK_POLL_MS = 1_000
const RELEASES_SHOWN = 10
// Requests that build even when the live site already shows the database.
const FORCED = new Set(["publish_now", "resume", "date"])

export class PublishError extends Error {
  constructor(
    readonly statusCode: 404 | 409,
    message: string
  ) {
    super(message)
  }
}

export default fp(
  async (fastify) => {
    const { config, log } = fastify
    const repository = fastify.publishStateRepository
    const mode = config.SITE_BUILD.kind
    const paths: ReleasePaths = {
      buildOutputDir: config.buildOutputDir,
      releasesDir: config.releasesDir,
      liveLink: config.publicDir,
    }
    const jobs = fastify.jobs
    const token = jobs.owner
    const iso = (ms = Date.now()) => new Date(ms).toISOString()
    let running: SiteBuildRun | null = null
    // The server is closing: a build it stops is not one to run again, nor a lock to wait for.
    let closing = false
    // Erasures whose build has not gone live yet, in memory only: a build that had read the
    // database before the erasure may still make a release that shows the person.
    const withdrawals: Array<{ terms: string[]; at: number }> = []

    const paused = async () => (await repository.read()).paused

    // One run of `gatsby build`, finished or failed.
    async function runBuild() {
      // The build gets what it reads of the server's environment (PATH, HOME, …; none of its
      // secrets: plugins/app/publishing/build-environment.mjs), reads the database this server writes and inlines
      // the API's address the server was given (both may come from .env, which only the server
      // reads).
      running = runSiteBuild(config.siteBuildCommand, {
        cwd: config.siteDir,
        env: buildEnvironment(process.env, {
          DATABASE_URL: config.DATABASE_URL,
          GATSBY_API_URL: config.GATSBY_API_URL,
        }),
      })
      try {
        await running.done
      } finally {
        running = null
      }
      const built = await readMarker(config.buildOutputDir)
      if (!built) {
        throw new BuildFailed("gatsby build ended without finishing the site")
      }
    }

    // Gatsby's cache (.cache, and public/ beside it), what `gatsby clean` removes. The live site
    // is a release of its own (plugins/app/publishing/site-release.ts) and keeps serving while a cold build runs.
    async function removeCache() {
      await rm(path.join(config.siteDir, ".cache"), {
        recursive: true,
        force: true,
      })
      await rm(config.buildOutputDir, { recursive: true, force: true })
    }

    // Gatsby's cache holds absolute paths and what earlier builds left. A cache from another
    // folder (the checkout was moved or copied) is known before building (plugins/app/publishing/gatsby-cache.mjs),
    // and the build starts without it; a build that fails for any other reason (one cut short
    // left a cache that no longer fits) is run once more from a clean cache before it counts as
    // failed. Returns the release made live, or null when an earlier release was restored
    // meanwhile (it stays live).
    async function buildLocally(started: number) {
      if (cacheBuiltElsewhere(config.siteDir)) {
        log.info(
          "Gatsby's cache was built in another folder (the checkout moved): building from a clean cache"
        )
        await removeCache()
      }
      try {
        await runBuild()
      } catch (error) {
        if (!(error instanceof BuildFailed) || closing) throw error
        log.warn(
          { err: error },
          "site build failed; building once more from a clean cache"
        )
        await removeCache()
        await runBuild()
        log.info("the build from a clean cache succeeded")
      }
      if (await paused()) return null
      const release = await installRelease(paths)
      await afterInstall(started)
      return release
    }

    // Takes away what erasures withdrew: the release the new one replaced, if marked, and any
    // kept release (a build under way during the erasure made one) that shows an erased person.
    async function afterInstall(builtFrom: number) {
      for (const withdrawal of [...withdrawals]) {
        const { removed } = await withdrawReleases(paths, withdrawal.terms)
        await repository.forgetReleases(removed)
        if (withdrawal.at < builtFrom)
          withdrawals.splice(withdrawals.indexOf(withdrawal), 1)
      }
      await repository.forgetReleases(await removeWithdrawn(paths))
    }

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

    // The one build lock across instances, in publish_state.
    const buildLock: Lease = {
      take: (owner, now, until) => repository.lock(owner, now, until),
      release: (owner) => repository.unlock(owner),
    }
    const buildLockClaims: Claims = {
      name: "the build lock",
      holders: async () => {
        const holder = await repository.lockHolder(iso())
        return holder ? [holder] : []
      },
      takeBack: async (holder) => {
        await repository.unlock(holder)
        return 1
      },
    }

    // Whether the requests need a build: not when the live site shows the database already and
    // none asks for one whatever (Publish now, resume, the date).
    async function needsBuild(requests: PublishRequest[]) {
      if (mode !== "local") return true
      if (requests.some((request) => FORCED.has(request.action))) return true
      const live = await liveMarker(paths)
      return live?.digest !== (await contentDigest(config.DATABASE_URL))
    }

    async function build() {
      if (await paused()) return repository.markIdle(iso())
      await jobs.hold(
        buildLock,
        { leaseMs: LOCK_MS, pollMs: LOCK_POLL_MS, cancelled: () => closing },
        buildHoldingLock
      )
    }

    async function buildHoldingLock() {
      try {
        const requests = await repository.requests()
        if (!requests.length) return
        if (!(await needsBuild(requests))) {
          await repository.removeRequests(requests.map((r) => r.id))
          await repository.update({ state: "idle" })
          return
        }
        const started = Date.now()
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
      } catch (error) {
        // Said while the lock is held, so no other instance's build state is written over.
        await repository.update({
          state: "failed",
          error: error instanceof Error ? error.message : String(error),
          log: error instanceof BuildFailed ? error.log : null,
        })
        throw error
      }
    }

    const queue = createBuildQueue({
      delayMs: config.PUBLISH_DELAY_MS,
      run: build,
      onState: (state) => {
        if (state === "queued")
          void repository
            .markQueued(iso())
            .catch((error) => log.error({ err: error }, "state not saved"))
      },
      onError: (error) =>
        log.error(
          { err: error },
          "site build failed; the live site is unchanged"
        ),
    })

    // Starts the queue unless publishing is off or paused. settled() waits for the pause's reading
    // too, so that a publish made while paused is seen to build nothing rather than not yet.
    let starting = Promise.resolve()
    function start(now: boolean) {
      if (mode === "off") return
      const started = paused()
        .then((isPaused) => {
          if (!isPaused) (now ? queue.now : queue.changed)()
        })
        .catch((error) => log.error({ err: error }, "publish state not read"))
      starting = starting.then(() => started)
    }

    async function releaseViews(): Promise<ReleaseView[]> {
      if (mode !== "local") return []
      const [rows, liveId] = await Promise.all([
        repository.releases(RELEASES_SHOWN),
        liveMarker(paths).then((marker) => marker?.buildId ?? null),
      ])
      return rows.map(({ digest: _digest, ...release }) => ({
        ...release,
        live: release.id === liveId,
      }))
    }

    // Automatic publishing runs again; the audit trail records who asked, and whether it had been
    // paused (Publish now resumes it too).
    async function unpause(actor: EditorialActor, resume: boolean) {
      const resumed = resume || (await paused())
      await repository.update({ paused: false, pausedAt: null, pausedBy: null })
      await recordAudit(fastify.db, {
        actor,
        action: "publish",
        resource: "site",
        changes: resumed ? { resumed: true } : {},
      })
    }

    const publisher: SitePublisher = {
      requested: () => start(false),
      dueNow: () => start(true),

      async changed(by, action) {
        await repository.request({ at: iso(), by, action })
        start(false)
      },

      async withdraw(terms, actor) {
        if (mode === "off") return
        if (mode === "local") {
          const { removed, liveShows } = await withdrawReleases(paths, terms)
          await repository.forgetReleases(removed)
          // Gatsby's output and cache may keep the person's processed images: a build makes anew
          // what is still used.
          for (const dir of [
            config.buildOutputDir,
            path.join(config.siteDir, ".cache"),
          ])
            await removeFilesNamed(dir, terms)
          withdrawals.push({ terms, at: Date.now() })
          // A paused site would keep showing them: publishing resumes, recorded as by the eraser.
          if (liveShows && (await paused())) await unpause(actor, true)
        }
        await repository.request({
          at: iso(),
          by: actor.email,
          action: "erase",
        })
        start(false)
      },

      async publishNow(actor) {
        await unpause(actor, false)
        if (mode === "off") return
        await repository.request({
          at: iso(),
          by: actor.email,
          action: "publish_now",
        })
        queue.now()
      },

      async resume(actor) {
        await unpause(actor, true)
        if (mode === "off") return
        await repository.request({
          at: iso(),
          by: actor.email,
          action: "resume",
        })
        queue.now()
      },

      async restore(buildId, actor) {
        if (mode !== "local")
          throw new PublishError(
            409,
            "Releases are kept only when this server builds the site (SITE_BUILD=local)"
          )
        const release = await repository.release(buildId)
        const marker = release ? await restoreRelease(paths, buildId) : null
        if (!release || !marker)
          throw new PublishError(404, "This release is not kept any more")
        const at = iso()
        await fastify.db.transaction().execute(async (trx) => {
          await recordAudit(trx, {
            actor,
            action: "release_restore",
            resource: "releases",
            recordId: buildId,
            changes: { builtAt: release.builtAt },
          })
        })
        await repository.update({
          paused: true,
          pausedAt: at,
          pausedBy: actor.email,
          state: "idle",
          error: null,
          log: null,
        })
        await repository.setLive(buildId, release.builtAt, release.startedAt)
        const { digest: _digest, ...shown } = release
        return { ...shown, live: true }
      },

      releases: releaseViews,

      // The warnings are those of the build being served, which its marker carries.
      status: async () => ({
        ...(await repository.read()),
        mode,
        warnings: (await liveMarker(paths))?.warnings ?? [],
      }),

      async checkDates(now) {
        if (mode === "off") return false
        const status = await repository.read()
        const live = mode === "local" ? await liveMarker(paths) : null
        const builtOn =
          live?.today ?? (status.builtAt ? siteDay(status.builtAt) : null)
        const today = siteDay(now)
        if (!builtOn || builtOn === today) return false
        const requests = await repository.requests()
        if (requests.some((request) => request.action === "date")) return false
        const events = await fastify.editorialRepository.liveEvents()
        const before = upcomingIds(events, builtOn).join()
        if (before === upcomingIds(events, today).join()) return false
        await repository.request({ at: iso(), by: "scheduler", action: "date" })
        return true
      },

      async pickUpWaiting(now) {
        if (mode === "off" || queue.state() !== "idle") return
        const requests = await repository.requests()
        const waitedSince = now.getTime() - config.PUBLISH_DELAY_MS - LOCK_MS
        if (!requests.length || Date.parse(requests[0].at) > waitedSince) return
        if (await repository.lockHolder(iso())) return
        start(false)
      },

      async settled() {
        await startUp
        await starting
        await queue.settled()
      },
    }
    fastify.decorate("sitePublisher", publisher)

    // Start-up: a newer finished build in public/ (npm start's or npm run build's) becomes the live
    // site, and, building locally, a site that does not show the database as it is now is rebuilt.
    // Copying a build into its release takes seconds: when a site is live already, the server
    // serves it meanwhile and swaps the newer one in when the copy is done, as after a publish.
    async function bringSiteUp() {
      const removed = await removeAbandoned(paths)
      if (removed.length)
        log.info({ removed }, "removed what crashed release copies left")
      const isPaused = await paused()
      // Paused: the live site is the release someone restored, whatever public/ holds.
      const live = isPaused
        ? await liveMarker(paths)
        : await installRelease(paths, { onlyIfNewer: true })
      if (!isPaused)
        await repository.forgetReleases(await removeWithdrawn(paths))
      if (live) {
        if (!isPaused)
          await repository.setLive(live.buildId, live.builtAt, null)
        log.info(
          { builtAt: live.builtAt, buildId: live.buildId },
          "serving the site"
        )
      }
      if (mode !== "local" || isPaused) return
      // Another instance is building, or a build is owed already: this one takes its turn.
      const waiting = (await repository.requests()).length > 0
      if (waiting || (await repository.lockHolder(iso())))
        return queue.changed()
      const digest = await contentDigest(config.DATABASE_URL)
      if (live?.digest !== digest) {
        log.info("the live site does not show the database as it is: building")
        await repository.request({ at: iso(), by: "system", action: "startup" })
        queue.changed()
      }
    }
    let startUp: Promise<void> = Promise.resolve()

    fastify.addHook("onReady", async () => {
      await jobs.takeBackAbandoned(buildLockClaims)
      // A build that was queued or running when the last server stopped is not any more; while
      // another instance holds the lock, its build is, and the state is left as it says.
      const status = await repository.read()
      if (
        (status.state === "queued" || status.state === "building") &&
        !(await repository.lockHolder(iso()))
      )
        await repository.update({ state: "idle" })
      // Read before bringSiteUp starts, which may make a first build live while this awaits.
      const siteIsLive = (await liveMarker(paths)) !== null
      startUp = bringSiteUp()
      if (!siteIsLive) return startUp
      startUp = startUp.catch((error) =>
        log.error({ err: error }, "the newer build could not be made live")
      )
    })

    fastify.addHook("onClose", async () => {
      closing = true
      await startUp
      queue.stop()
      const build = running as SiteBuildRun | null
      if (build) {
        build.kill()
        await build.done.catch(() => {})
      }
      await repository.unlock(token).catch(() => {})
    })

    // Releases restorable on disk, for tests and the routes.
    fastify.decorate("keptReleases", () => keptReleases(paths))
  },
  {
    name: "site-publisher",
    dependencies: [
      "env",
      "db",
      "jobs",
      "publish-state-repository",
      "editorial-repository",
    ],
  }
)

declare module "fastify" {
  interface FastifyInstance {
    keptReleases(): Promise<Set<string>>
  }
}

// Who or what started a build, in words: "publish by ada@example.com, the schedule".
function triggerOf(requests: PublishRequest[]) {
  const words = requests.map((request) => {
    if (request.by === "scheduler")
      return request.action === "date" ? "a new day" : "the schedule"
    if (request.action === "startup") return "the server starting"
    return `${request.action.replace("_", " ")} by ${request.by}`
  })
  return [...new Set(words)].join(", ")
}

// Each record a build changed, once, with what last happened to it.
function changesOf(requests: PublishRequest[]): Release["changed"] {
  const changed = new Map<string, Release["changed"][number]>()
  for (const request of requests) {
    if (!request.resource || !request.recordId) continue
    changed.set(`${request.resource}/${request.recordId}`, {
      resource: request.resource,
      id: request.recordId,
      title: request.title ?? "",
      action: request.action,
    })
  }
  return [...changed.values()]
}
