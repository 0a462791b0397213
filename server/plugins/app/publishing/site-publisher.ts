import type { FastifyInstance } from "fastify"
import fp from "fastify-plugin"
import type {
  BrokenLink,
  Release as ReleaseView,
} from "../../../../schemas/publishing"
import { createBuildQueue, type BuildQueue } from "./build-queue"
import type { EditorialActor } from "../editorial/editorial"
import { localSiteBuild } from "./local-site-build"
import {
  releaseViews,
  requestForNewDay,
  restoreKept,
  unpause,
  withdrawLocally,
  type PublisherParts,
} from "./publisher-actions"
import { requestedBuild } from "./requested-build"
import { liveBrokenLinks } from "./broken-links"
import { keptReleases, liveMarker, type ReleasePaths } from "./site-release"
import { bringSiteUp, forgetStoppedBuild } from "./site-start-up"
import type { Claims, Lease } from "../jobs/jobs"
import type {
  PublishStateRepository,
  PublishStatus,
} from "./publish-state-repository"

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
    PublishStatus & {
      mode: "local" | "off" | "hook"
      warnings: string[]
      brokenLinks: BrokenLink[]
    }
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

// What the publisher's parts share beyond the actions' own: the job engine, the build queue,
// and the server's life (closing, starting up, a start waiting for the pause's reading).
interface Publishing extends PublisherParts {
  jobs: FastifyInstance["jobs"]
  queue: BuildQueue
  start(now: boolean): void
  life: { closing: boolean; startUp: Promise<void>; starting: Promise<void> }
}

// The one build lock across instances, in publish_state, as the job engine holds and takes back
// leases.
function buildLockOf(repository: PublishStateRepository, iso: () => string) {
  const lease: Lease = {
    take: (owner, now, until) => repository.lock(owner, now, until),
    release: (owner) => repository.unlock(owner),
  }
  const claims: Claims = {
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
  return { lease, claims }
}

// The queue whose builds run under the lock, unless paused, and record its state.
function queueOf(
  fastify: FastifyInstance,
  parts: PublisherParts,
  life: Publishing["life"]
) {
  const { config, log } = fastify
  const { repository, paths, iso } = parts
  const buildHoldingLock = requestedBuild({
    config,
    log,
    paths,
    repository,
    buildLocally: parts.local.build,
    finished: (outcome, ms) => {
      fastify.metrics.siteBuilds.inc({ outcome })
      fastify.metrics.siteBuildDuration.observe({ outcome }, ms / 1000)
    },
  })
  const lock = buildLockOf(repository, iso)
  const queue = createBuildQueue({
    delayMs: config.PUBLISH_DELAY_MS,
    run: async () => {
      if (await parts.paused()) return repository.markIdle(iso())
      await fastify.jobs.hold(
        lock.lease,
        {
          leaseMs: LOCK_MS,
          pollMs: LOCK_POLL_MS,
          cancelled: () => life.closing,
        },
        buildHoldingLock
      )
    },
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
  return { queue, claims: lock.claims }
}

function publishingOf(fastify: FastifyInstance) {
  const { config, log } = fastify
  const repository = fastify.publishStateRepository
  const mode = config.SITE_BUILD.kind
  const paths: ReleasePaths = {
    buildOutputDir: config.buildOutputDir,
    releasesDir: config.releasesDir,
    liveLink: config.publicDir,
  }
  const life = {
    // The server is closing: a build it stops is not one to run again, nor a lock to wait for.
    closing: false,
    startUp: Promise.resolve(),
    starting: Promise.resolve(),
  }
  const iso = (ms = Date.now()) => new Date(ms).toISOString()
  const paused = async () => (await repository.read()).paused
  const local = localSiteBuild({
    config,
    log,
    paths,
    repository,
    closing: () => life.closing,
  })
  const parts = { fastify, mode, paths, repository, local, paused, iso }
  const { queue, claims } = queueOf(fastify, parts, life)
  // Starts the queue unless publishing is off or paused. settled() waits for the pause's reading
  // too, so that a publish made while paused is seen to build nothing rather than not yet.
  const start = (now: boolean) => {
    if (mode === "off") return
    const started = paused()
      .then((isPaused) => {
        if (!isPaused) (now ? queue.now : queue.changed)()
      })
      .catch((error) => log.error({ err: error }, "publish state not read"))
    life.starting = life.starting.then(() => started)
  }
  const publishing: Publishing = {
    ...parts,
    jobs: fastify.jobs,
    queue,
    start,
    life,
  }
  return { publishing, claims }
}

// Publish now and Resume both lift a pause and build at once; only Resume is always recorded
// as a resume (Publish now is one only when the site was paused).
async function unpauseAndBuild(
  publishing: Publishing,
  actor: EditorialActor,
  action: "publish_now" | "resume"
) {
  await unpause(publishing, actor, action === "resume")
  if (publishing.mode === "off") return
  await publishing.repository.request({
    at: publishing.iso(),
    by: actor.email,
    action,
  })
  publishing.queue.now()
}

function sitePublisherOf(publishing: Publishing): SitePublisher {
  const { mode, repository, queue, start, iso, fastify } = publishing
  const brokenLinks = liveBrokenLinks({
    siteDir: publishing.paths.liveLink,
    published: (resource) => fastify.editorialRepository.published(resource),
    onError: (error) =>
      fastify.log.error({ err: error }, "broken links not checked"),
  })
  return {
    requested: () => start(false),
    dueNow: () => start(true),
    async changed(by, action) {
      await repository.request({ at: iso(), by, action })
      start(false)
    },
    async withdraw(terms, actor) {
      if (mode === "off") return
      if (mode === "local") await withdrawLocally(publishing, terms, actor)
      await repository.request({ at: iso(), by: actor.email, action: "erase" })
      start(false)
    },
    publishNow: (actor) => unpauseAndBuild(publishing, actor, "publish_now"),
    resume: (actor) => unpauseAndBuild(publishing, actor, "resume"),
    restore: (buildId, actor) => restoreKept(publishing, buildId, actor),
    releases: () => releaseViews(publishing),
    // The warnings are those of the build being served, which its marker carries; its broken
    // links are found once per build (broken-links.ts).
    async status() {
      const marker = await liveMarker(publishing.paths)
      return {
        ...(await repository.read()),
        mode,
        warnings: marker?.warnings ?? [],
        brokenLinks: await brokenLinks(marker?.buildId),
      }
    },
    checkDates: (now) => requestForNewDay(publishing, now),
    async pickUpWaiting(now) {
      if (mode === "off" || queue.state() !== "idle") return
      const requests = await repository.requests()
      const waitedSince =
        now.getTime() - publishing.fastify.config.PUBLISH_DELAY_MS - LOCK_MS
      if (!requests.length || Date.parse(requests[0].at) > waitedSince) return
      if (await repository.lockHolder(iso())) return
      start(false)
    },
    async settled() {
      await publishing.life.startUp
      await publishing.life.starting
      await queue.settled()
    },
  }
}

// Started on onReady (a lock left by a process that ended is taken back, the newest build
// served), stopped on onClose (the queue dropped, a running build ended, the lock let go).
function addLifecycle(
  fastify: FastifyInstance,
  publishing: Publishing,
  claims: Claims
) {
  const { repository, paths, life, iso, log } = {
    ...publishing,
    log: fastify.log,
  }
  fastify.addHook("onReady", async () => {
    await publishing.jobs.takeBackAbandoned(claims)
    await forgetStoppedBuild(repository, iso())
    // Read before bringSiteUp starts, which may make a first build live while this awaits.
    const siteIsLive = (await liveMarker(paths)) !== null
    life.startUp = bringSiteUp({
      paths,
      repository,
      log,
      mode: publishing.mode,
      databaseUrl: fastify.config.DATABASE_URL,
      queueBuild: () => publishing.queue.changed(),
    })
    if (!siteIsLive) return life.startUp
    life.startUp = life.startUp.catch((error) =>
      log.error({ err: error }, "the newer build could not be made live")
    )
  })
  fastify.addHook("onClose", async () => {
    life.closing = true
    await life.startUp
    publishing.queue.stop()
    await publishing.local.stop()
    await repository.unlock(publishing.jobs.owner).catch(() => {})
  })
}

export default fp(
  async (fastify) => {
    const { publishing, claims } = publishingOf(fastify)
    fastify.decorate("sitePublisher", sitePublisherOf(publishing))
    addLifecycle(fastify, publishing, claims)
    // Releases restorable on disk, for tests and the routes.
    fastify.decorate("keptReleases", () => keptReleases(publishing.paths))
  },
  {
    name: "site-publisher",
    dependencies: [
      "env",
      "db",
      "jobs",
      "publish-state-repository",
      "editorial-repository",
      "metrics",
    ],
  }
)

declare module "fastify" {
  interface FastifyInstance {
    keptReleases(): Promise<Set<string>>
  }
}
