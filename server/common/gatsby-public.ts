import { createHash } from "node:crypto"
import { readdir, readFile, stat } from "node:fs/promises"
import path from "node:path"

// What the server needs to know about Gatsby's output folder.
// @see https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching/

const REVALIDATE = "public, max-age=0, must-revalidate"
const FOREVER = "public, max-age=31536000, immutable"

// Webpack's content-hashed bundles at the top of public/: app-<hash>.js, framework-<hash>.js,
// webpack-runtime-<hash>.js, component---src-pages-…-<hash>.js, styles.<hash>.css. A name
// without a hash may change in place, so it is revalidated like HTML.
const HASHED_BUNDLE = /^[^/]+[.-][0-9a-f]{8,}\.(?:js|mjs|css)(?:\.map)?$/

// The search index's chunks (plugins/gatsby-plugin-pagefind), named by their content's hash:
// pagefind/index/en_<hash>.pf_index, fragment/, filter/ and pagefind.en_<hash>.pf_meta. Its
// pagefind.js, pagefind-entry.json and wasm.<lang>.pagefind keep their names from build to build.
const HASHED_SEARCH_CHUNK =
  /^pagefind\/(?:(?:index|fragment|filter)\/[a-z_-]*_[0-9a-f]{7,}\.pf_\w+|pagefind\.[a-z_-]*_[0-9a-f]{7,}\.pf_meta)$/

// The search's files that the build also writes compressed beside them (`<name>.br`, `<name>.gz`:
// plugins/gatsby-plugin-pagefind), which @fastify/static sends as the client's Accept-Encoding
// takes them: its script, WebAssembly and index files.
const PRECOMPRESSED_SEARCH_FILE = /^pagefind\/.+\.(?:js|pagefind|pf_\w+)$/

export const hasEncodedCopies = (relativePath: string) =>
  PRECOMPRESSED_SEARCH_FILE.test(relativePath)

// Files a browser only ever fetches for a page, never renders as a page of their own: scripts,
// styles, the search's WebAssembly and index, page data, raster images and fonts. Opened in a tab
// they show as text or an image (nosniff keeps them from being read as HTML), so the headers that
// govern a rendered document mean nothing on them (helmet.ts, DOCUMENT_ONLY_HEADERS). Not workers
// (a worker runs under its own script's CSP: sw.js, pagefind-worker.js), nor SVG, XML, PDF or
// HTML, which a browser renders as documents.
const SUBRESOURCE =
  /\.(?:m?js|css|json|pagefind|pf_\w+|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf)$/
const WORKER = /(?:^|\/)(?:sw|[^/]*worker[^/]*)\.m?js$/

export const isSubresource = (relativePath: string) =>
  SUBRESOURCE.test(relativePath) && !WORKER.test(relativePath)

// Gatsby's rules: HTML, page-data (app-data.json included) and anything without a hash are
// revalidated on every use; bundles with a content hash and everything under static/ (whose
// names Gatsby derives from the content) never change, so a year and immutable.
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith("static/")) return FOREVER
  if (HASHED_SEARCH_CHUNK.test(relativePath)) return FOREVER
  if (relativePath !== "sw.js" && HASHED_BUNDLE.test(relativePath))
    return FOREVER
  return REVALIDATE
}

// Client-only routes: Gatsby writes one shell page for each (src/pages/service/[id].tsx becomes
// public/service/[id]/index.html) and the browser renders the path. `/admin` answers for the
// whole panel; a programme or blog takes exactly one id segment. Each programme and blog has its
// own prebuilt page (public/blog/<slug>/index.html); the shell answers only for a record saved
// after the last build, and with a 404 status for an id with no record at all (`resource`).
export const clientOnlyRoutes: Array<{
  prefix: string
  matches: (p: string) => boolean
  resource?: "programmes" | "blogs"
}> = [
  {
    prefix: "/admin",
    matches: (p: string) => p === "/admin" || p.startsWith("/admin/"),
  },
  {
    prefix: "/service",
    matches: (p: string) => /^\/service\/[^/]+$/.test(p),
    resource: "programmes",
  },
  {
    prefix: "/blog",
    matches: (p: string) => /^\/blog\/[^/]+$/.test(p),
    resource: "blogs",
  },
]

// The shell of a prefix: the first bracket folder under it holding an index.html, else the
// prefix's own index.html. Looked up per request so a rebuild is picked up without a restart.
export async function findShell(
  publicDir: string,
  prefix: string
): Promise<string | null> {
  const dir = path.join(publicDir, prefix)
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const brackets = entries
    .filter((entry) => entry.isDirectory() && /^\[.+\]$/.test(entry.name))
    .map((entry) => path.join(dir, entry.name, "index.html"))
    .sort()
  for (const candidate of [...brackets, path.join(dir, "index.html")]) {
    if (await isFile(candidate)) return candidate
  }
  return null
}

export async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false
}

export interface HtmlPage {
  body: Buffer
  // 'sha256-…' sources of the page's inline scripts, for its CSP.
  scriptHashes: string[]
}

const pages = new Map<string, { key: string; page: HtmlPage }>()

// Pages are read once and kept while their size and mtime stay the same.
export async function readHtmlPage(file: string): Promise<HtmlPage> {
  const info = await stat(file)
  const key = `${info.size}:${info.mtimeMs}`
  const cached = pages.get(file)
  if (cached?.key === key) return cached.page
  const body = await readFile(file)
  const page = {
    body,
    scriptHashes: inlineScriptHashes(body.toString("utf8")),
  }
  pages.set(file, { key, page })
  return page
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const JAVASCRIPT_TYPE =
  /^(?:|module|text\/javascript|application\/javascript)$/i

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, content] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ""
    if (!JAVASCRIPT_TYPE.test(type)) continue
    hashes.add(
      `'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`
    )
  }
  return [...hashes]
}
