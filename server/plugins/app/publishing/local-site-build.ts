import { rm } from "node:fs/promises"
import path from "node:path"
import type { FastifyBaseLogger, FastifyInstance } from "fastify"
import { buildEnvironment } from "./build-environment.mjs"
import { cacheBuiltElsewhere } from "./gatsby-cache.mjs"
import { BuildFailed, runSiteBuild, type SiteBuildRun } from "./site-builder"
import {
  installRelease,
  readMarker,
  removeWithdrawn,
  withdrawReleases,
  type ReleasePaths,
} from "./site-release"

// A build with SITE_BUILD=local (site-publisher.ts holds the lock around it): `gatsby build` in
// a child process (site-builder.ts), retried once from a clean cache, and the release it made
// put live (site-release.ts), with what erasures withdrew taken away.

export interface LocalSiteBuildParts {
  config: FastifyInstance["config"]
  log: FastifyBaseLogger
  paths: ReleasePaths
  repository: FastifyInstance["publishStateRepository"]
  // The server is closing: a build it stops is not one to run again.
  closing: () => boolean
}

// long: a factory: its body is its named functions and the methods it returns, each short
export function localSiteBuild({
  config,
  log,
  paths,
  repository,
  closing,
}: LocalSiteBuildParts) {
  let running: SiteBuildRun | null = null
  // Erasures whose build has not gone live yet, in memory only: a build that had read the
  // database before the erasure may still make a release that shows the person.
  const withdrawals: Array<{ terms: string[]; at: number }> = []

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
  async function build(started: number) {
    if (cacheBuiltElsewhere(config.siteDir)) {
      log.info(
        "Gatsby's cache was built in another folder (the checkout moved): building from a clean cache"
      )
      await removeCache()
    }
    try {
      await runBuild()
    } catch (error) {
      if (!(error instanceof BuildFailed) || closing()) throw error
      log.warn(
        { err: error },
        "site build failed; building once more from a clean cache"
      )
      await removeCache()
      await runBuild()
      log.info("the build from a clean cache succeeded")
    }
    if ((await repository.read()).paused) return null
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

  return {
    build,

    // An erasure: the releases a build under way makes are checked for these words too.
    withdrawLater(terms: string[]) {
      withdrawals.push({ terms, at: Date.now() })
    },

    // Ends the build that is running, if any (the server is closing).
    async stop() {
      const current = running as SiteBuildRun | null
      if (!current) return
      current.kill()
      await current.done.catch(() => {})
    },
  }
}

export type LocalSiteBuild = ReturnType<typeof localSiteBuild>
