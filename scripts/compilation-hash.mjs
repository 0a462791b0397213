// Which webpack compilation a Gatsby build left in public/, read without running Gatsby. Kept apart
// from site-build.mjs, whose import.meta Jest cannot load.
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"

/**
 * Whether the home page and page-data/app-data.json come from the same webpack compilation.
 * A `gatsby build` that fails after compiling can leave them apart, and the next build may not
 * rewrite the pages; Gatsby's runtime then reloads every page once to fetch a matching build.
 */
export function pagesMatchAppData(publicDir) {
  const appData = join(publicDir, "page-data", "app-data.json")
  const home = join(publicDir, "index.html")
  if (!existsSync(appData) || !existsSync(home)) return false
  const { webpackCompilationHash } = JSON.parse(readFileSync(appData, "utf8"))
  return readFileSync(home, "utf8").includes(
    `window.___webpackCompilationHash="${webpackCompilationHash}"`
  )
}
