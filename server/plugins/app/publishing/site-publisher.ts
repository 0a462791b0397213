import path from "node:path"
import fp from "fastify-plugin"
import { siteDay, upcomingIds } from "../../../../common/site-dates"
import { recordAudit } from "../audit/audit-repository"
import { createBuildQueue } from "./build-queue"
import type { EditorialActor } from "../editorial/editorial"
import { localSiteBuild } from "./local-site-build"
import { requestedBuild } from "./requested-build"
import {
  keptReleases,
  liveMarker,
  removeFilesNamed,
  restoreRelease,
  withdrawReleases,
  type ReleasePaths,
} from "./site-release"
import { bringSiteUp, forgetStoppedBuild } from "./site-start-up"
import type { Claims, Lease } from "../jobs/jobs"
import type { PublishStatus, Release } from "./publish-state-repository"

// Publishing (docs/publishing.md, docs/editorial.md): what a publish, an unpublish, a schedule or the calendar changes on the site is
// built, out of the request path; SITE_BUILD says what a build is. With `local`, `gatsby build`
// runs here (plugins/app/publishing/local-site-build.ts) and a build that fully succeeded becomes the live site in one
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

// The lock lasts this long unless renewed; the engine renews it every quarter of it.
const LOCK_MS = 60_000
const LOCK_POLL_MS = 1_000
const RELEASES_SHOWN = 10

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
    // The server is closing: a build it stops is not one to run again, nor a lock to wait for.
    let closing = false

    const paused = async () => (await repository.read()).paused
    const local = localSiteBuild({
      config,
      log,
      paths,
      repository,
      closing: () => closing,
    })
    const buildHoldingLock = requestedBuild({
      config,
      log,
      paths,
      repository,
      buildLocally: local.build,
    })

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

    async function build() {
      if (await paused()) return repository.markIdle(iso())
      await jobs.hold(
        buildLock,
        { leaseMs: LOCK_MS, pollMs: LOCK_POLL_MS, cancelled: () => closing },
        buildHoldingLock
      )
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

    // Publish now and Resume both lift a pause and build at once; only Resume is always recorded
    // as a resume (Publish now is one only when the site was paused).
    async function unpauseAndBuild(
      actor: EditorialActor,
      action: "publish_now" | "resume"
    ) {
      await unpause(actor, action === "resume")
      if (mode === "off") return
      await repository.request({ at: iso(), by: actor.email, action })
      queue.now()
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
          local.withdrawLater(terms)
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

      publishNow: (actor) => unpauseAndBuild(actor, "publish_now"),
      resume: (actor) => unpauseAndBuild(actor, "resume"),

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

    let startUp: Promise<void> = Promise.resolve()

    fastify.addHook("onReady", async () => {
      await jobs.takeBackAbandoned(buildLockClaims)
      await forgetStoppedBuild(repository, iso())
      // Read before bringSiteUp starts, which may make a first build live while this awaits.
      const siteIsLive = (await liveMarker(paths)) !== null
      startUp = bringSiteUp({
        paths,
        repository,
        log,
        mode,
        databaseUrl: config.DATABASE_URL,
        queueBuild: () => queue.changed(),
      })
      if (!siteIsLive) return startUp
      startUp = startUp.catch((error) =>
        log.error({ err: error }, "the newer build could not be made live")
      )
    })

    fastify.addHook("onClose", async () => {
      closing = true
      await startUp
      queue.stop()
      await local.stop()
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
