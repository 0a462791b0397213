// https://www.gatsbyjs.com/docs/creating-a-local-plugin/
// An ES module, unlike the other local plugins' gatsby-node.ts: Pagefind's Node API is published
// as ES modules only, and Gatsby compiles a gatsby-node.ts to CommonJS, which cannot load it.
import path from "node:path"
import { writeSearchIndex } from "./write-search-index.mjs"

export const pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    bundleDir: Joi.string()
      .default("pagefind")
      .description("Where in public/ the index and pagefind.js are written"),
  })

// After the HTML of every page is written, publishing builds included: a page that is built is
// also found. A failed index fails the build, so a site is never published with a stale index.
export const onPostBuild = async ({ store, reporter }, { bundleDir }) => {
  const publicDir = path.join(store.getState().program.directory, "public")
  const activity = reporter.activityTimer(
    "Indexing the pages for search (Pagefind)"
  )
  activity.start()
  try {
    const { pages } = await writeSearchIndex({ publicDir, bundleDir })
    activity.setStatus(`${pages} pages`)
  } catch (error) {
    reporter.panicOnBuild("Pagefind could not index the built pages", error)
  } finally {
    activity.end()
  }
}
