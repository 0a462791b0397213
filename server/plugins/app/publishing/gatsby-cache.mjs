// Whether Gatsby's cache was left by a build of the site in another folder. Gatsby records the
// site's files by absolute path in its saved state (.cache/redux: the page components and the
// components with a static query), so a checkout moved or copied to another folder carries a
// cache that names the old one, and its first incremental build fails (ERROR #95313 "The result
// of this StaticQuery could not be fetched"). Read before a build, it lets the build start from a
// clean cache at once instead of failing first. Plain JavaScript: `npm start`'s build
// (scripts/clean-cache-retry.mjs) reads it without tsx.
import { readFileSync, realpathSync } from "node:fs"
import path from "node:path"
import { deserialize } from "node:v8"

/**
 * True when Gatsby's saved state in `siteDir`/.cache names a file outside `siteDir`; false when
 * it names none (no cache, or one Gatsby would not read either).
 * @param {string} siteDir the folder `gatsby build` runs in
 * @returns {boolean}
 */
export function cacheBuiltElsewhere(siteDir) {
  let state
  try {
    state = deserialize(
      readFileSync(path.join(siteDir, ".cache", "redux", "redux.rest.state"))
    )
  } catch {
    return false
  }
  // Gatsby runs in the real path of its folder (its working directory), links resolved.
  const root = realpathSync(siteDir)
  const components = [
    ...(state?.components?.keys?.() ?? []),
    ...[...(state?.staticQueryComponents?.values?.() ?? [])].map(
      (component) => component?.componentPath
    ),
  ]
  return components.some((component) => {
    if (typeof component !== "string") return false
    // A page made from an MDX file is "<template>?__contentFilePath=<file>".
    const relative = path.relative(root, component.split("?")[0])
    return (
      relative === ".." ||
      relative.startsWith(`..${path.sep}`) ||
      path.isAbsolute(relative)
    )
  })
}
