import { rm } from "node:fs/promises"
import path from "node:path"
import fp from "fastify-plugin"
import type { FastifyReply, FastifyRequest } from "fastify"
import { contentDigest, panelResources } from "../../../common/panel-content"
import { buildEnvironment } from "../../lib/build-environment.mjs"
import { createBuildQueue } from "../../lib/build-queue"
import {
  BuildFailed,
  runSiteBuild,
  type SiteBuildRun,
} from "../../lib/site-builder"
import {
  installRelease,
  liveMarker,
  readMarker,
  removeAbandoned,
  type ReleasePaths,
} from "../../lib/site-release"
import type { PublishStatus } from "./publish-state-repository"

// Publishing (docs/publishing.md): every saved change of a published resource, or upload,
// queues a build of the site, out of the request path; SITE_BUILD says what a build is. With
// `local`, `gatsby build` runs here (lib/site-builder.ts) and a build that fully succeeded
// becomes the live site in one step (lib/site-release.ts); one that failed leaves the live site
// as it was and its error in the state. With a hook URL, a build is one POST to it. With `off`,
// nothing. The queue (lib/build-queue.ts) debounces, runs one build at a time and owes one more
// for changes made during a build.
//
// Started on onReady: it serves the newest finished build (the one `npm start` or `npm run build`
// left in public/), and, building locally, builds at once when the live site does not show the
// database as it is now (changes saved while the server was down, a build that was cut short).
// Stopped on onClose: the queue is dropped and a running build is ended; the next start sees the
// site is stale and builds again. The state is kept in the database (publish-state-repository).

export interface SitePublisher {
  changed(): void
  publishNow(): void
  status(): Promise<
    PublishStatus & { mode: "local" | "off" | "hook"; warnings: string[] }
  >
  // Resolves when no build is queued or running (tests).
  settled(): Promise<void>
}

declare module "fastify" {
  interface FastifyInstance {
    sitePublisher: SitePublisher
  }
}

// The admin routes whose successful writes change what the site shows.
const PUBLISHED = new Set<string>([...panelResources, "uploads"])
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"])
const HOOK_TIMEOUT_MS = 30_000

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
    let running: SiteBuildRun | null = null
    // The server is closing: a build it stops is not one to run again.
    let closing = false

    // State writes go one after another, in the order the queue makes them.
    let writes = Promise.resolve()
    const save = (changes: Partial<PublishStatus>) => {
      writes = writes
        .then(() => repository.update(changes))
        .catch((error) => log.error({ err: error }, "publish state not saved"))
      return writes
    }

    // One run of `gatsby build`, finished or failed.
    async function runBuild() {
      // The build gets what it reads of the server's environment (PATH, HOME, …; none of its
      // secrets: lib/build-environment.mjs), reads the database this server writes and inlines
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
      if (!(await readMarker(config.buildOutputDir))) {
        throw new BuildFailed("gatsby build ended without finishing the site")
      }
    }

    // Gatsby's cache (.cache, and public/ beside it) holds absolute paths and what earlier builds
    // left; once it no longer fits (a checkout moved or copied to another folder fails every
    // build with ERROR #95313 "The result of this StaticQuery could not be fetched"), every
    // incremental build fails the same way. So a failed build is run once more from a clean
    // cache, what `gatsby clean` does, before it counts as failed. The live site is a release
    // of its own (lib/site-release.ts) and keeps serving while the cold build runs.
    async function buildLocally() {
      try {
        await runBuild()
      } catch (error) {
        if (!(error instanceof BuildFailed) || closing) throw error
        log.warn(
          { err: error },
          "site build failed; building once more from a clean cache"
        )
        await rm(path.join(config.siteDir, ".cache"), {
          recursive: true,
          force: true,
        })
        await rm(config.buildOutputDir, { recursive: true, force: true })
        await runBuild()
        log.info("the build from a clean cache succeeded")
      }
      const live = await installRelease(paths)
      return live?.builtAt ?? new Date().toISOString()
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
      return new Date().toISOString()
    }

    async function build() {
      const started = Date.now()
      await save({
        state: "building",
        startedAt: new Date(started).toISOString(),
      })
      const builtAt =
        config.SITE_BUILD.kind === "hook"
          ? await callHook(config.SITE_BUILD.url)
          : await buildLocally()
      await save({ state: "idle", builtAt, error: null })
      log.info({ ms: Date.now() - started, builtAt }, "site published")
    }

    const queue = createBuildQueue({
      delayMs: config.PUBLISH_DELAY_MS,
      run: build,
      onState: (state) => {
        if (state === "queued") void save({ state: "queued" })
      },
      onError: (error) => {
        const message = error instanceof Error ? error.message : String(error)
        log.error(
          { err: error },
          "site build failed; the live site is unchanged"
        )
        void save({ state: "failed", error: message })
      },
    })

    const publisher: SitePublisher = {
      changed: () => (mode === "off" ? undefined : queue.changed()),
      publishNow: () => (mode === "off" ? undefined : queue.now()),
      // The warnings are those of the build being served, which its marker carries.
      status: async () => ({
        ...(await repository.read()),
        mode,
        warnings: (await liveMarker(paths))?.warnings ?? [],
      }),
      settled: () => queue.settled(),
    }
    fastify.decorate("sitePublisher", publisher)

    fastify.addHook(
      "onResponse",
      async (request: FastifyRequest, reply: FastifyReply) => {
        if (!WRITES.has(request.method) || reply.statusCode >= 300) return
        // A teacher's course is a draft until staff publish: their saves start no build.
        if (request.actor?.role === "teacher") return
        const match = /^\/api\/admin\/([^/]+)/.exec(
          request.routeOptions.url ?? ""
        )
        if (match && PUBLISHED.has(match[1])) publisher.changed()
      }
    )

    // Start-up: a newer finished build in public/ (npm start's or npm run build's) becomes the live
    // site, and, building locally, a site that does not show the database as it is now is rebuilt.
    // Copying a build into its release takes seconds: when a site is live already, the server
    // serves it meanwhile and swaps the newer one in when the copy is done, as after a publish.
    async function bringSiteUp() {
      const removed = await removeAbandoned(paths)
      if (removed.length)
        log.info({ removed }, "removed what crashed release copies left")
      const live = await installRelease(paths)
      if (live) {
        await save({ builtAt: live.builtAt })
        log.info(
          { builtAt: live.builtAt, buildId: live.buildId },
          "serving the site"
        )
      }
      if (mode !== "local") return
      const digest = await contentDigest(config.DATABASE_URL)
      if (live?.digest !== digest) {
        log.info("the live site does not show the database as it is: building")
        queue.changed()
      }
    }
    let startUp: Promise<void> = Promise.resolve()

    fastify.addHook("onReady", async () => {
      const state = (await repository.read()).state
      // A build that was queued or running when the server stopped is not any more.
      if (state === "queued" || state === "building")
        await save({ state: "idle" })
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
    })
  },
  {
    name: "site-publisher",
    dependencies: ["env", "db", "publish-state-repository"],
  }
)
