// `npm run bench:search [query] [base URL]`: what a search costs a visitor on a phone-class CPU,
// on the built site as the real server serves it, in Debian's Chromium under DevTools' 4x CPU
// throttling (Lighthouse's mobile slowdown), each run from a fresh browser context (nothing
// cached). Medians of RUNS (default 10) runs, for the query (default "drilling"):
//
// - bytes: everything the search downloads, from the moment the visitor points at the header's
//   button until the results show: the dialog's chunk, pagefind.js, its WebAssembly, and the
//   index chunks and result fragments the query needs, as transferred (compressed, with each
//   response's headers), and what each part takes. The page itself has finished loading first
//   (network idle), so nothing it fetches on its own is counted;
// - typed to results: from the query entering the field, with the search loaded (it loads while
//   the pointer rests on the button and the dialog opens), to the results on screen;
// - opened to results: the same query typed the moment the dialog opens, from a click with no
//   pointer resting on the button first, so loading the search is part of the wait;
// - a next query: what a second search in the same dialog downloads (default "local content",
//   or THEN), once pagefind.js and its WebAssembly are loaded: its index chunks and fragments.
//
// With no base URL it starts the real server (server/server.ts) on BENCH_PORT (default 8603) on
// a fresh database, serving this checkout's public/ (build it first: npm run build).
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium } from "@playwright/test"
import { chromiumFlags, chromiumPath } from "./chromium.mjs"
import { spawnSiteServer } from "./bench-site-server.mjs"

const query = process.argv[2] ?? "drilling"
const nextQuery = process.env.THEN ?? "local content"
const RUNS = Number(process.env.RUNS ?? 10)
const port = Number(process.env.BENCH_PORT ?? 8603)
const given = process.argv[3]
const base = given ?? `http://127.0.0.1:${port}`

const server = given ? null : await startServer()

async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), "coreval-bench-search-"))
  const child = spawnSiteServer(port, dir, {
    GATSBY_API_URL: base,
    SITE_BUILD: "off",
  })
  const end = Date.now() + 120_000
  for (;;) {
    const status = await fetch(`${base}/`)
      .then((response) => response.status)
      .catch(() => 0)
    if (status === 200) break
    if (Date.now() > end)
      throw new Error(`the server on ${base} did not serve the site`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return { child, dir }
}

/** Bytes transferred per URL from now on, from DevTools' network events. */
async function countBytes(cdp) {
  const urls = new Map()
  const bytes = new Map()
  await cdp.send("Network.enable")
  cdp.on("Network.requestWillBeSent", (event) =>
    urls.set(event.requestId, event.request.url)
  )
  cdp.on("Network.responseReceived", (event) =>
    urls.set(event.requestId, event.response.url)
  )
  // Per request, not per address: a second request for an address (one the browser's cache
  // answers, say) must not replace the first one's bytes.
  cdp.on("Network.loadingFinished", (event) =>
    bytes.set(event.requestId, {
      url: urls.get(event.requestId),
      size: event.encodedDataLength,
    })
  )
  return bytes
}

async function openedPage(browser) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await page.goto(`${base}/`, { waitUntil: "load" })
  // React runs the page (the header's button does nothing before).
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("main") ?? {}).some((key) =>
      key.startsWith("__reactProps")
    )
  )
  // ...and has fetched what it loads after the load event (the footer's forms, the cookie
  // banner), which is the page's own weight, not the search's.
  await page.waitForLoadState("networkidle")
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  return { context, page, cdp }
}

// In the page, so no round trip to the browser is timed: the query enters the field as typing
// would, and the clock stops on the first frame that shows a result.
const typeAndWait = (text) =>
  new Promise((resolve, reject) => {
    const started = performance.now()
    const give = () => {
      const field = document.querySelector(
        '[role="dialog"] input[type="search"]'
      )
      if (!field) return requestAnimationFrame(give)
      const typed = performance.now()
      Object.getOwnPropertyDescriptor(
        HTMLInputElement.prototype,
        "value"
      ).set.call(field, text)
      field.dispatchEvent(new Event("input", { bubbles: true }))
      const shown = () => {
        if (document.querySelector("[data-search-results] a"))
          return resolve({
            opened: performance.now() - started,
            typed: performance.now() - typed,
          })
        if (performance.now() - started > 30_000)
          return reject(new Error("no results in 30 s"))
        requestAnimationFrame(shown)
      }
      shown()
    }
    give()
  })

const button = (page) =>
  page.getByRole("banner").getByRole("link", { name: "Search", exact: true })

/** Pointer on the button (the search loads), a click, the query: bytes and typed-to-results. */
async function warmRun(browser) {
  const { context, page, cdp } = await openedPage(browser)
  const bytes = await countBytes(cdp)
  await button(page).hover()
  await page.waitForLoadState("networkidle")
  await button(page).click()
  const { typed } = await page.evaluate(typeAndWait, query)
  await page.waitForLoadState("networkidle")
  const results = await page.locator("[data-search-results] a").count()
  const first = [...bytes.values()]
  // The next query, in the same dialog: the status names it (in its <bdi>) once its results are
  // shown, whatever the sentence around it says.
  await page.locator('[role="dialog"] input[type="search"]').fill(nextQuery)
  await page
    .locator('[role="dialog"] [role="status"] bdi')
    .filter({ hasText: nextQuery })
    .waitFor()
  await page.waitForLoadState("networkidle")
  const next = [...bytes.values()]
    .slice(first.length)
    .reduce((sum, { size }) => sum + size, 0)
  await context.close()
  let code = 0
  let index = 0
  const parts = {}
  for (const { url, size } of first) {
    if (/\.pf_\w+$|pagefind-entry\.json(?:\?.*)?$/.test(url)) index += size
    else code += size
    const part = partOf(url)
    parts[part] = (parts[part] ?? 0) + size
    parts[`${part} files`] = (parts[`${part} files`] ?? 0) + 1
  }
  return { typed, code, index, total: code + index, results, parts, next }
}

/** Where a download belongs, for the breakdown of the bytes. */
function partOf(url) {
  if (!url) return "other"
  const path = new URL(url).pathname
  if (path.startsWith("/pagefind/")) {
    const name = path.slice("/pagefind/".length)
    if (name.startsWith("index/")) return "index chunks"
    if (name.startsWith("fragment/")) return "fragments"
    if (name.startsWith("filter/")) return "filter chunks"
    if (name.endsWith(".pf_meta")) return "index metadata"
    if (name.startsWith("wasm.")) return "WebAssembly"
    return name.replace(/\?.*$/, "")
  }
  if (/^\/search-[0-9a-f]+\.js$/.test(path)) return "the dialog's chunk"
  return path
}

/** A click with no hover first, and the query typed as soon as the dialog opens. */
async function coldRun(browser) {
  const { context, page } = await openedPage(browser)
  const [, { opened }] = await Promise.all([
    button(page).click(),
    page.evaluate(typeAndWait, query),
  ])
  await context.close()
  return { opened }
}

const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const kb = (value) => `${(value / 1024).toFixed(1)} KB`

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ["--headless=new", ...chromiumFlags],
})
try {
  const warm = []
  const cold = []
  for (let run = 0; run < RUNS; run++) {
    warm.push(await warmRun(browser))
    cold.push(await coldRun(browser))
  }
  const of = (runs, key) => median(runs.map((run) => run[key]))
  console.log(
    `"${query}" on ${base}, 4x CPU throttling, medians of ${RUNS} runs from a cold cache`
  )
  console.log(`results shown (pages and items):  ${of(warm, "results")}`)
  console.log(
    `downloaded by the search:         ${kb(of(warm, "total"))} (code ${kb(of(warm, "code"))}, index ${kb(of(warm, "index"))})`
  )
  const partNames = [
    ...new Set(warm.flatMap((run) => Object.keys(run.parts))),
  ].filter((name) => !name.endsWith(" files"))
  for (const name of partNames.sort()) {
    const files = median(warm.map((run) => run.parts[`${name} files`] ?? 0))
    const size = median(warm.map((run) => run.parts[name] ?? 0))
    console.log(
      `  ${name.padEnd(31)} ${kb(size)} (${files} file${files === 1 ? "" : "s"})`
    )
  }
  console.log(
    `then "${nextQuery}" downloads:${" ".repeat(Math.max(1, 18 - nextQuery.length))}${kb(of(warm, "next"))}`
  )
  console.log(
    `typed to results (search loaded): ${of(warm, "typed").toFixed(0)} ms`
  )
  console.log(
    `opened to results (cold click):   ${of(cold, "opened").toFixed(0)} ms`
  )
} finally {
  await browser.close()
  if (server) {
    server.child.kill("SIGTERM")
    rmSync(server.dir, { recursive: true, force: true })
  }
}
