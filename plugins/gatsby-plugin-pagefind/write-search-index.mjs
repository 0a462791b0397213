import {
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gunzipSync } from "node:zlib"
import { close, createIndex } from "pagefind"
import { minify } from "terser"

const brotli = promisify(brotliCompress)

// Pagefind's own search UIs and its highlighter: the site searches through pagefind.js with a
// dialog of its own, so these are not published.
const UNUSED =
  /^pagefind-(?:(?:component-|modular-)?ui\.(?:js|css)|highlight\.js)$/

// What the browser downloads for a search: pagefind.js, its WebAssembly and the index's files
// (which Pagefind writes gzipped). The entry, a few hundred bytes, is not worth it.
const PRECOMPRESSED = /\.(?:js|pagefind|pf_\w+)$/

const isGzip = (content) => content[0] === 0x1f && content[1] === 0x8b

/**
 * A file a search downloads as the server's static files plugin (@fastify/static, `preCompressed`)
 * serves it: the file itself, unpacked where Pagefind gzipped it (pagefind.js reads either),
 * `<file>.gz` with Pagefind's own gzip, and `<file>.br`, Brotli at its highest quality, a sixth
 * smaller than Pagefind's gzip, compressed once here instead of on every request (left out when
 * it would not be smaller). A browser gets the best its Accept-Encoding takes.
 */
async function encodedCopies(file) {
  const content = Buffer.from(file.content)
  const gzipped = isGzip(content) ? content : null
  const raw = gzipped ? gunzipSync(gzipped) : content
  const compressed = await brotli(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  })
  return [
    { path: file.path, content: raw },
    ...(gzipped ? [{ path: `${file.path}.gz`, content: gzipped }] : []),
    ...(compressed.length < content.length
      ? [{ path: `${file.path}.br`, content: compressed }]
      : []),
  ]
}

// Pagefind ships its browser script with the spaces taken out but every name whole (47 KB; 12 KB
// with Brotli). Minified with its names shortened it is a third smaller, 2 KB less with Brotli,
// for every visitor's first search. Its exports keep their names.
const SCRIPT = "pagefind.js"

async function minifiedScript(content) {
  const { code } = await minify(Buffer.from(content).toString("utf8"), {
    module: true,
    ecma: 2020,
  })
  if (!code) throw new Error(`terser returned nothing for ${SCRIPT}`)
  return Buffer.from(code)
}

// Pagefind puts a space between the texts of paragraphs, list items, data cells and headings, but
// not after a header cell, a term or its description, a caption and the like, so
// `<th>Measure</th><th>Before</th>` is indexed as one word, "MeasureBefore", which nobody searches
// for and which an excerpt shows as it is. A space after each such element keeps the words apart;
// it goes into what Pagefind reads, never into a page.
const UNSPACED_END =
  /<\/(?:th|dt|dd|caption|figcaption|summary|blockquote|address|pre|tr|dl|table|figure|ol|aside|header|main)>/gi

const spaced = (html) => html.replace(UNSPACED_END, "$& ")

/**
 * Every HTML file under `dir` but the search's own bundle, relative to `dir` (page-data/404.html
 * is a folder).
 */
async function htmlFiles(dir, bundleDir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter(
      (file) =>
        !file.startsWith(`${bundleDir}${path.sep}`) &&
        !file.startsWith(`${bundleDir}.next${path.sep}`)
    )
}

/** The pages the index holds, as its entry counts them (pages without the marked body are not). */
function pageCount(bundle) {
  const entry = bundle.find((file) => file.path === "pagefind-entry.json")
  if (!entry) return 0
  const { languages } = JSON.parse(Buffer.from(entry.content).toString("utf8"))
  return Object.values(languages).reduce(
    (sum, language) => sum + language.page_count,
    0
  )
}

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
    const files = await htmlFiles(publicDir, bundleDir)
    for (const sourcePath of files) {
      const content = await readFile(path.join(publicDir, sourcePath), "utf8")
      // The page's address comes from its path, as for the `pagefind` command: faq/index.html
      // is /faq/.
      const added = await index.addHTMLFile({
        sourcePath,
        content: spaced(content),
      })
      if (added.errors.length) throw new Error(added.errors.join("\n"))
    }
    const { errors, files: bundle } = await index.getFiles()
    if (errors.length) throw new Error(errors.join("\n"))
    const pages = pageCount(bundle)
    if (pages === 0) throw new Error(`No page to index in ${publicDir}`)

    const target = path.join(publicDir, bundleDir)
    const next = `${target}.next`
    await rm(next, { recursive: true, force: true })
    const used = await Promise.all(
      bundle
        .filter((file) => !UNUSED.test(file.path))
        .map(async (file) =>
          file.path === SCRIPT
            ? { ...file, content: await minifiedScript(file.content) }
            : file
        )
    )
    const written = await Promise.all(
      used.map((file) =>
        PRECOMPRESSED.test(file.path) ? encodedCopies(file) : [file]
      )
    )
    for (const file of written.flat()) {
      const to = path.join(next, file.path)
      await mkdir(path.dirname(to), { recursive: true })
      await writeFile(to, file.content)
    }
    await rm(target, { recursive: true, force: true })
    await rename(next, target)
    return { pages }
  } finally {
    await close()
  }
}
