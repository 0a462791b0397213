/** @jest-environment node */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { brotliDecompressSync } from "zlib"

// The plugin's work over a small public/ shaped like Gatsby's. Its module is an ES module, which
// Jest's module system cannot load: it runs in a child Node process, as inside `gatsby build`.
const module = path.join(__dirname, "..", "precompress.mjs")

function precompress(publicDir: string) {
  const script = `import(${JSON.stringify(module)}).then(({ precompressBundles }) => precompressBundles(${JSON.stringify(publicDir)})).then((result) => console.log(JSON.stringify(result)))`
  return JSON.parse(
    execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    })
  ) as { bundles: number; written: number }
}

let publicDir: string
const script = `console.log(${JSON.stringify("a search result ".repeat(300))})`

beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-plugin-"))
  const files: Record<string, string> = {
    "app-0123456789abcdef0123.js": script,
    "component---src-pages-index-tsx-0123456789abcdef0123.js": script,
    "styles.0123456789abcdef0123.css": `body{margin:0}${" ".repeat(500)}`,
    "tiny-0123456789abcdef0123.js": "1",
    "sw.js": script,
    "index.html": "<!doctype html><title>Home</title>",
    "app-0123456789abcdef0123.js.map": "{}",
    "page-data/index/page-data.json": "{}",
  }
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, name), content)
  }
})

afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

test("each hashed script and stylesheet gets a Brotli copy with the same content, smaller", () => {
  expect(precompress(publicDir)).toEqual({ bundles: 4, written: 3 })
  for (const name of [
    "app-0123456789abcdef0123.js",
    "component---src-pages-index-tsx-0123456789abcdef0123.js",
    "styles.0123456789abcdef0123.css",
  ]) {
    const raw = fs.readFileSync(path.join(publicDir, name))
    const brotli = fs.readFileSync(path.join(publicDir, `${name}.br`))
    expect(brotliDecompressSync(brotli).equals(raw)).toBe(true)
    expect(brotli.length).toBeLessThan(raw.length / 5)
  }
  const files = fs.readdirSync(publicDir)
  // Not a file Brotli cannot make smaller, nor one without a hash (the server revalidates those
  // and compresses them itself), nor anything but bundles; no half-written copy left behind.
  expect(files).not.toContain("tiny-0123456789abcdef0123.js.br")
  expect(files).not.toContain("sw.js.br")
  expect(files).not.toContain("index.html.br")
  expect(files).not.toContain("app-0123456789abcdef0123.js.map.br")
  expect(files.filter((name) => name.endsWith(".partial"))).toEqual([])
})

test("a second build's run replaces the copies", () => {
  precompress(publicDir)
  const name = "app-0123456789abcdef0123.js"
  fs.writeFileSync(path.join(publicDir, name), `${script}//changed`)
  precompress(publicDir)
  expect(
    brotliDecompressSync(
      fs.readFileSync(path.join(publicDir, `${name}.br`))
    ).toString()
  ).toBe(`${script}//changed`)
})
