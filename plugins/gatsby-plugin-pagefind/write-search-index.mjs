import { mkdir, rename, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { close, createIndex } from "pagefind"

// Pagefind's own search UIs and its highlighter: the site searches through pagefind.js with a
// dialog of its own, so these are not published.
const UNUSED =
  /^pagefind-(?:(?:component-|modular-)?ui\.(?:js|css)|highlight\.js)$/

/**
 * Indexes every HTML file under `publicDir` the way the `pagefind` command does (only the parts
 * marked `data-pagefind-body`, once any page has one) and writes the bundle to
 * `publicDir/bundleDir`, replacing the previous one whole: an incremental build leaves no
 * fragment of a page that is gone.
 */
export async function writeSearchIndex({ publicDir, bundleDir = "pagefind" }) {
  const created = await createIndex()
  try {
    const index = created.index
    if (!index) throw new Error(created.errors.join("\n"))
    const added = await index.addDirectory({ path: publicDir })
    if (added.errors.length) throw new Error(added.errors.join("\n"))
    if (added.page_count === 0)
      throw new Error(`No page to index in ${publicDir}`)
    const { errors, files } = await index.getFiles()
    if (errors.length) throw new Error(errors.join("\n"))

    const target = path.join(publicDir, bundleDir)
    const next = `${target}.next`
    await rm(next, { recursive: true, force: true })
    for (const file of files) {
      if (UNUSED.test(file.path)) continue
      const to = path.join(next, file.path)
      await mkdir(path.dirname(to), { recursive: true })
      await writeFile(to, file.content)
    }
    await rm(target, { recursive: true, force: true })
    await rename(next, target)
    return { pages: added.page_count }
  } finally {
    await close()
  }
}
