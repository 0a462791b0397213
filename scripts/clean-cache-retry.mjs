// `gatsby build` for `npm start` and `npm test`, tried once more from a clean cache when it fails.
// Kept apart from site-build.mjs, whose import.meta Jest cannot load.
//
// Gatsby's cache (.cache, and public/ beside it) holds absolute paths and what earlier builds
// left. Once it no longer fits, every incremental build fails the same way: a checkout built in
// one folder and moved or copied to another (as a deploy that copies a built tree does) fails
// with ERROR #95313 "The result of this StaticQuery could not be fetched", and a build cut short
// can leave pages and page-data/app-data.json from different builds. A cache from another folder
// is known before building (server/plugins/app/publishing/gatsby-cache.mjs), and `gatsby clean` runs first; a build
// that fails, or leaves that mismatch, runs once more after `gatsby clean` before it counts as
// failed.
import { dirname } from "node:path"
import { cacheBuiltElsewhere } from "../server/plugins/app/publishing/gatsby-cache.mjs"
import { pagesMatchAppData } from "./compilation-hash.mjs"

/**
 * @param {(command: "build" | "clean") => number} gatsby runs `gatsby <command>`, answers its exit status
 * @param {string} publicDir Gatsby's output folder
 * @param {(message: string) => void} [log]
 */
export function buildRetryingFromCleanCache(
  gatsby,
  publicDir,
  log = console.log
) {
  if (cacheBuiltElsewhere(dirname(publicDir))) {
    log(
      "Gatsby's cache was built in another folder (the checkout moved): building from a clean cache (gatsby clean)..."
    )
    clean(gatsby)
  }
  const status = gatsby("build")
  if (status === 0 && pagesMatchAppData(publicDir)) return
  log(
    status === 0
      ? "The pages and app-data.json name different builds (a failed build leaves them so): building again from a clean cache (gatsby clean)..."
      : `gatsby build failed (exit code ${status}); Gatsby's cache may not fit this checkout any more (a build was cut short): building again from a clean cache (gatsby clean)...`
  )
  clean(gatsby)
  const again = gatsby("build")
  if (again !== 0)
    throw new Error(
      `gatsby build failed with exit code ${again}, from a clean cache too (see above)`
    )
  if (!pagesMatchAppData(publicDir))
    throw new Error(
      "gatsby build left pages and app-data.json from different builds"
    )
}

/** @param {(command: "build" | "clean") => number} gatsby */
function clean(gatsby) {
  const status = gatsby("clean")
  if (status !== 0)
    throw new Error(`gatsby clean failed with exit code ${status}`)
}
