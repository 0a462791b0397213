// https://www.gatsbyjs.com/docs/creating-a-local-plugin/
// An ES module like gatsby-plugin-pagefind's, so its work can be tested without Gatsby.
import path from "node:path"
import { precompressBundles } from "./precompress.mjs"

// After webpack has written the bundles, publishing builds included, and before
// gatsby-source-panel marks the build finished (gatsby-config.ts lists this plugin first), so a
// published release holds its Brotli copies. Without them the server compresses per request,
// so a failure is reported, not fatal.
export const onPostBuild = async ({ store, reporter }) => {
  const publicDir = path.join(store.getState().program.directory, "public")
  const activity = reporter.activityTimer(
    "Brotli-compressing the scripts and stylesheets"
  )
  activity.start()
  try {
    const { bundles, written } = await precompressBundles(publicDir)
    activity.setStatus(`${written} of ${bundles} bundles`)
  } catch (error) {
    reporter.warn(`Could not precompress the bundles: ${error}`)
  } finally {
    activity.end()
  }
}
