import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import BetterSqlite3 from "better-sqlite3"
import type { GatsbyConfig } from "gatsby"
import { prepareSiteContent, SITE_CONTENT_FOLDER } from "../site-content"

// A build with no edit published makes the same HTML as a build of content/ alone, by
// construction rather than by comparing two Gatsby builds: the folder it reads is content/ itself
// (no copy written), so the Gatsby config is the one content/ makes; with an edit, the copy holds
// every other file byte for byte as content/ has it. The database is a file holding just the
// table the build reads the published texts from.

// Gatsby's config loads remark-gfm, an ES module Jest's require cannot load; its place is enough.
jest.mock("remark-gfm", () => ({ __esModule: true, default: "remark-gfm" }), {
  virtual: true,
})

const REPOSITORY = path.resolve(__dirname, "../..")
const CONTENT = path.join(REPOSITORY, "content")

let root: string
let databaseUrl: string
let database: BetterSqlite3.Database
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "site-content-build-"))
  symlinkSync(CONTENT, path.join(root, "content"))
  const file = path.join(root, "site.sqlite")
  database = new BetterSqlite3(file)
  database.exec(`CREATE TABLE published (
    resource TEXT NOT NULL, id TEXT NOT NULL, data TEXT NOT NULL, version INTEGER NOT NULL,
    "publishedAt" TEXT NOT NULL, "publishedBy" TEXT NOT NULL, PRIMARY KEY (resource, id))`)
  databaseUrl = `sqlite:${file}`
})
afterAll(() => {
  database.close()
  rmSync(root, { recursive: true, force: true })
})

const publish = (resource: string, id: string, data: object) =>
  database
    .prepare("INSERT INTO published VALUES (?, ?, ?, 1, ?, 'test')")
    .run(resource, id, JSON.stringify(data), new Date(0).toISOString())

// Every file under `dir`, relative to it.
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()

// A module of the site's build (gatsby-config, gatsby-node) as Gatsby loads it for a build that
// reads `contentDir`, which it takes from SITE_CONTENT_DIR as a build's worker does (the first
// process wrote the folder).
function buildModule<T>(name: string, contentDir: string): T {
  const before = process.env.SITE_CONTENT_DIR
  process.env.SITE_CONTENT_DIR = contentDir
  try {
    let loaded!: T
    jest.isolateModules(() => {
      loaded = require(`../../${name}`)
    })
    return loaded
  } finally {
    if (before === undefined) delete process.env.SITE_CONTENT_DIR
    else process.env.SITE_CONTENT_DIR = before
  }
}
const gatsbyConfig = (contentDir: string) =>
  buildModule<{ default: GatsbyConfig }>("gatsby-config", contentDir).default
// Whether the build points the site code's own imports of content files elsewhere.
function redirectsImports(contentDir: string) {
  const node = buildModule<{
    onCreateWebpackConfig: (args: object) => void
  }>("gatsby-node", contentDir)
  const setWebpackConfig = jest.fn()
  node.onCreateWebpackConfig({
    actions: { setWebpackConfig },
    plugins: { normalModuleReplacement: () => "replacement" },
  })
  return setWebpackConfig.mock.calls.length > 0
}
// The config as data: a function by its source, a path as it is.
const asData = (config: GatsbyConfig) =>
  JSON.parse(
    JSON.stringify(config, (_key, value) =>
      typeof value === "function" ? String(value) : value
    )
  )
const sourcePaths = (config: GatsbyConfig) =>
  (config.plugins ?? []).flatMap((plugin) =>
    typeof plugin === "object" && plugin.resolve === "gatsby-source-filesystem"
      ? [(plugin.options as { path: string }).path]
      : []
  )

test("with no edit published, the build reads content/ itself, writes no copy, and its config is content/'s", async () => {
  // A published record is no site file: it changes nothing here.
  publish("blogs", "b1", { id: "b1", title: "A record" })
  const dir = await prepareSiteContent(root, databaseUrl)
  expect(dir).toBe(path.join(root, "content"))
  expect(existsSync(path.join(root, SITE_CONTENT_FOLDER))).toBe(false)

  // So in the repository the config is the one content/ makes: its source is content/, its site
  // metadata content/site.json's, and the site code's imports of content files stay as written.
  const inRepository = path.join(REPOSITORY, path.relative(root, dir))
  const config = gatsbyConfig(inRepository)
  expect(sourcePaths(config)).toEqual([CONTENT])
  expect(redirectsImports(inRepository)).toBe(false)
  const site = JSON.parse(readFileSync(path.join(CONTENT, "site.json"), "utf8"))
  expect(config.siteMetadata).toEqual({
    title: site.title,
    description: site.description,
    siteUrl: site.siteUrl,
  })
})

test("with an edit published, the build reads a copy in which every other file is content/'s, byte for byte", async () => {
  const faq = JSON.parse(
    readFileSync(path.join(CONTENT, "pages/faq.json"), "utf8")
  )
  const edited = `${JSON.stringify({ ...faq, title: "Edited FAQ" }, null, 2)}\n`
  publish("site-files", "pages/faq.json", {
    path: "pages/faq.json",
    kind: "json",
    text: edited,
  })
  const copy = await prepareSiteContent(root, databaseUrl)
  expect(copy).toBe(path.join(root, SITE_CONTENT_FOLDER))

  const files = filesUnder(CONTENT)
  expect(filesUnder(copy)).toEqual(files)
  const differ = files.filter(
    (file) =>
      !readFileSync(path.join(copy, file)).equals(
        readFileSync(path.join(CONTENT, file))
      )
  )
  expect(differ).toEqual(["pages/faq.json"])
  expect(readFileSync(path.join(copy, "pages/faq.json"), "utf8")).toBe(edited)

  // The config differs from content/'s by the folder it reads, and by nothing else.
  const withCopy = JSON.stringify(asData(gatsbyConfig(copy))).replaceAll(
    copy,
    CONTENT
  )
  expect(JSON.parse(withCopy)).toEqual(asData(gatsbyConfig(CONTENT)))
  expect(redirectsImports(copy)).toBe(true)

  // Unpublished, the copy goes and content/ is read again.
  database.prepare("DELETE FROM published WHERE resource = 'site-files'").run()
  expect(await prepareSiteContent(root, databaseUrl)).toBe(
    path.join(root, "content")
  )
  expect(existsSync(copy)).toBe(false)
})
