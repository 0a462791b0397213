/** @jest-environment node */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { brotliDecompressSync, gunzipSync } from "zlib"

// The plugin's indexing over a small public/ shaped like Gatsby's, with the real Pagefind. Pagefind's
// Node API is ES modules only, which Jest's module system cannot load: the indexing runs in a
// child Node process, as it does inside `gatsby build`.
const writer = path.join(__dirname, "..", "write-search-index.mjs")

function index(publicDir: string) {
  const script = `import(${JSON.stringify(writer)}).then(({ writeSearchIndex }) => writeSearchIndex({ publicDir: ${JSON.stringify(publicDir)} })).then((result) => console.log(JSON.stringify(result)))`
  return JSON.parse(
    execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    })
  ) as { pages: number }
}

const page = (title: string, main: string, marked = true) =>
  `<!doctype html><html lang="en"><head><title data-pagefind-meta="title">${title}</title></head><body>` +
  `<header><nav>Services Kuwait Malaysia</nav></header>` +
  `<main${marked ? " data-pagefind-body" : ""}>${main}</main>` +
  `<footer>Offices in Kuwait</footer><div role="region">We use cookies</div></body></html>`

/** Every indexed page as Pagefind stored it: its fragment files (written unpacked). */
function fragments(publicDir: string) {
  const dir = path.join(publicDir, "pagefind", "fragment")
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".pf_fragment"))
    .map(
      (file) =>
        JSON.parse(
          fs
            .readFileSync(path.join(dir, file))
            .toString("utf8")
            .replace(/^pagefind_dcd/, "")
        ) as { url: string; content: string; meta: { title: string } }
    )
}

/** A small public/ shaped like Gatsby's, in a folder of its own. */
function smallSite() {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagefind-plugin-"))
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), html)
  }
  write(
    "index.html",
    page(
      "Drilling cost case study",
      `<h1>Drilling cost</h1><p>A rig's day rate is a small part of the well's cost.</p>` +
        `<aside data-pagefind-ignore><h2>More articles</h2><p>Local content teaser</p></aside>`
    )
  )
  write(
    "local-content/index.html",
    page("Local Content", "<h1>Local content</h1><p>Suppliers in country.</p>")
  )
  // The error page carries no data-pagefind-body: it is left out.
  write("404.html", page("Not found", "<h1>Drilling not found</h1>", false))
  // Gatsby writes the error page's data in a folder named like a page.
  write("page-data/404.html/page-data.json", "{}")
  return publicDir
}

let publicDir: string
const removeSite = () => fs.rmSync(publicDir, { recursive: true, force: true })

// Indexed once: these tests only read what the indexing wrote (each indexing is a child process).
describe("the index of the small site", () => {
  beforeAll(() => {
    publicDir = smallSite()
    index(publicDir)
  })
  afterAll(removeSite)

  test("only the marked content of the marked pages is indexed, without ignored blocks", () => {
    const pages = fragments(publicDir)
    expect(pages.map((entry) => entry.url).sort()).toEqual([
      "/",
      "/local-content/",
    ])
    const home = pages.find((entry) => entry.url === "/")!
    expect(home.meta.title).toBe("Drilling cost case study")
    expect(home.content).toContain("day rate")
    for (const entry of pages) {
      // Header, menus, footer and the cookie banner's words are not in any page's content...
      expect(entry.content).not.toMatch(/Kuwait|Malaysia|Services|cookies/)
      // ...nor a block that repeats another page's teaser.
      expect(entry.content).not.toContain("teaser")
    }
  })

  test("the script, WebAssembly and index files come unpacked, gzipped and Brotli-compressed, smaller, with the same content", () => {
    const dir = path.join(publicDir, "pagefind")
    const all = (sub: string): string[] =>
      fs
        .readdirSync(path.join(dir, sub), { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory()
            ? all(path.join(sub, entry.name))
            : [path.join(sub, entry.name)]
        )
    const files = all("")
    const sent = files.filter((file) => /\.(?:js|pagefind|pf_\w+)$/.test(file))
    expect(sent).toEqual(
      expect.arrayContaining(["pagefind.js", "wasm.en.pagefind"])
    )
    for (const file of sent) {
      const raw = fs.readFileSync(path.join(dir, file))
      // Pagefind's data begins with its signature once unpacked; the script is not gzipped.
      if (!file.endsWith(".js")) {
        expect(raw.subarray(0, 12).toString()).toBe("pagefind_dcd")
        const gzipped = fs.readFileSync(path.join(dir, `${file}.gz`))
        expect(gunzipSync(gzipped).equals(raw)).toBe(true)
      }
      const smallest = files.includes(`${file}.gz`)
        ? fs.statSync(path.join(dir, `${file}.gz`)).size
        : raw.length
      if (!files.includes(`${file}.br`)) {
        // Only a file too small for Brotli to beat gzip may go without.
        expect(smallest).toBeLessThan(200)
        continue
      }
      const brotli = fs.readFileSync(path.join(dir, `${file}.br`))
      expect(brotliDecompressSync(brotli).equals(raw)).toBe(true)
      expect(brotli.length).toBeLessThan(smallest)
    }
    const wasm = fs.statSync(path.join(dir, "wasm.en.pagefind.gz")).size
    expect(
      fs.statSync(path.join(dir, "wasm.en.pagefind.br")).size
    ).toBeLessThan(wasm * 0.9)
    expect(files).not.toContain("pagefind-entry.json.br")
    expect(files).not.toContain("pagefind.js.gz")
  })

  // The script the browser loads is Pagefind's minified here (write-search-index.mjs): it must still
  // load the WebAssembly and search the index it was built with, as the site does.
  test("the minified pagefind.js searches the index and marks the words", () => {
    const script = fs.readFileSync(
      path.join(publicDir, "pagefind", "pagefind.js"),
      "utf8"
    )
    // Names shortened, not only spaces taken out.
    expect(script).not.toContain("passStringToWasm0")
    const run = `
      import { createServer } from "node:http"
      import { readFile } from "node:fs/promises"
      import { join } from "node:path"
      const root = ${JSON.stringify(publicDir)}
      const server = createServer(async (request, response) => {
        const file = join(root, new URL(request.url, "http://x").pathname)
        try { response.end(await readFile(file)) } catch { response.statusCode = 404; response.end() }
      }).listen(0, "127.0.0.1")
      await new Promise((resolve) => server.once("listening", resolve))
      const base = "http://127.0.0.1:" + server.address().port + "/pagefind/"
      const { createInstance } = await import(join(root, "pagefind", "pagefind.js"))
      const pagefind = createInstance({ basePath: base, noWorker: true, excerptLength: 12 })
      await pagefind.init()
      const search = await pagefind.search("drilling")
      const first = await search.results[0].data()
      console.log(JSON.stringify({ count: search.results.length, url: first.url, excerpt: first.excerpt }))
      server.close()
    `
    const found = JSON.parse(
      execFileSync(process.execPath, ["--input-type=module", "-e", run], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      })
    ) as { count: number; url: string; excerpt: string }
    expect(found.count).toBe(1)
    expect(found.url).toMatch(/\/$/)
    expect(found.excerpt).toContain("<mark>Drilling</mark>")
  })
})

// These change the site or the bundle before indexing it: each on a fresh copy.
describe("a site changed before it is indexed", () => {
  beforeEach(() => {
    publicDir = smallSite()
  })
  afterEach(removeSite)

  test("the words of table headers, terms and captions stay apart, as the page shows them", () => {
    fs.writeFileSync(
      path.join(publicDir, "local-content", "index.html"),
      page(
        "Local Content",
        `<h1>Local content</h1><table><caption>Spend</caption><thead><tr><th>Measure</th><th>Before</th><th>After</th></tr></thead>` +
          `<tbody><tr><th>Suppliers</th><td>40</td><td>12</td></tr></tbody></table>` +
          `<dl><div><dt>cost impact</dt><dd>over 60%</dd></div><div><dt>delivery</dt><dd>50% faster</dd></div></dl>` +
          `<figure><img src="/a.png" alt=""><figcaption>Rig</figcaption></figure><p>Crews</p>`
      )
    )
    expect(index(publicDir).pages).toBe(2)
    const localContent = fragments(publicDir).find(
      (entry) => entry.url === "/local-content/"
    )!
    const words = localContent.content.split(/[\s.]+/)
    for (const word of [
      "Spend",
      "Measure",
      "Before",
      "After",
      "Suppliers",
      "impact",
      "over",
      "60%",
      "delivery",
      "50%",
      "faster",
      "Rig",
      "Crews",
    ])
      expect(words).toContain(word)
    // The page itself is left as it was built.
    expect(
      fs.readFileSync(
        path.join(publicDir, "local-content", "index.html"),
        "utf8"
      )
    ).toContain("<th>Measure</th><th>Before</th>")
  })

  test("the bundle is replaced whole, without Pagefind's own UIs", () => {
    const stale = path.join(
      publicDir,
      "pagefind",
      "fragment",
      "en_gone.pf_fragment"
    )
    fs.mkdirSync(path.dirname(stale), { recursive: true })
    fs.writeFileSync(stale, "a page deleted since the last build")
    index(publicDir)
    expect(fs.existsSync(stale)).toBe(false)
    const files = fs.readdirSync(path.join(publicDir, "pagefind"))
    expect(files).toEqual(
      expect.arrayContaining([
        "pagefind.js",
        "pagefind-entry.json",
        "index",
        "fragment",
      ])
    )
    expect(
      files.filter((file) => /ui\.(js|css)$|highlight/.test(file))
    ).toEqual([])
    expect(fs.existsSync(path.join(publicDir, "pagefind.next"))).toBe(false)
  })
})

test("a public/ with no page fails, so the build fails rather than publish an empty index", () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), "pagefind-empty-"))
  try {
    expect(() => index(empty)).toThrow(/No page to index/)
  } finally {
    fs.rmSync(empty, { recursive: true, force: true })
  }
})
