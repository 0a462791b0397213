// `npm run bench:pages [base URL]`: how the public pages load on a phone-class CPU, measured in
// Debian's Chromium under real 4x CPU throttling (DevTools' emulation, not a simulation), each page
// from a fresh browser context at a 412 x 823 viewport. Per page, the median of RUNS loads of:
// FCP, LCP, the main thread's total busy time, and blocking time (each task's time over 50 ms,
// from FCP until 5 s after load). Serve the built site first (`npm start`); the default base URL
// is that server's.
//
// Lighthouse's mobile score simulates the same 4x slowdown by multiplying task times observed at
// full speed (while its own profiler runs). This bench measures throttled loads instead: a second
// view of the same work that does not depend on that simulation. Lighthouse remains the bar, and
// both vary between runs on a busy machine, so compare medians of several runs.
import { readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium } from "@playwright/test"
import { chromiumFlags, chromiumPath } from "./chromium.mjs"
import { measuredPages } from "./measured-pages.mjs"

const base = process.argv[2] ?? `http://127.0.0.1:${process.env.PORT ?? 8000}`
const RUNS = Number(process.env.RUNS ?? 5)
const traceFile = join(tmpdir(), `coreval-bench-pages-${process.pid}.json`)

async function measure(browser, path) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  await browser.startTracing(page, {
    path: traceFile,
    categories: [
      "devtools.timeline",
      "loading",
      "toplevel",
      "blink.user_timing",
    ],
  })
  const response = await page.goto(base + path, { waitUntil: "load" })
  if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`)
  await page.waitForTimeout(5000)
  await browser.stopTracing()
  await context.close()

  const events = JSON.parse(readFileSync(traceFile, "utf8")).traceEvents
  // The page's main thread is the one that painted it (a new context starts on a blank page's).
  const painted = events.find((e) => e.name === "firstContentfulPaint")
  const onMain = (e) => e.pid === painted.pid && e.tid === painted.tid
  const tasks = events.filter(
    (e) =>
      onMain(e) && e.ph === "X" && e.name === "ThreadControllerImpl::RunTask"
  )
  const start =
    events.find(
      (e) =>
        e.name === "navigationStart" &&
        e.args.data?.navigationId === painted.args.data?.navigationId
    )?.ts ?? tasks[0].ts
  const fcp = painted.ts
  const lcp =
    events.filter((e) => e.name === "largestContentfulPaint::Candidate").at(-1)
      ?.ts ?? fcp
  let blocking = 0
  let busy = 0
  for (const task of tasks) {
    busy += task.dur
    const after = task.ts + task.dur - Math.max(task.ts, fcp)
    if (after > 50_000) blocking += after - 50_000
  }
  const ms = (microseconds) => microseconds / 1000
  return {
    fcp: ms(fcp - start),
    lcp: ms(lcp - start),
    busy: ms(busy),
    blocking: ms(blocking),
  }
}

const median = (values) =>
  values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ["--headless=new", ...chromiumFlags],
})
try {
  console.log(
    `${RUNS} loads per page at 4x CPU throttling, medians in ms, from ${base}`
  )
  console.log(
    `${"page".padEnd(52)} ${"FCP".padStart(6)} ${"LCP".padStart(6)} ${"busy".padStart(6)} ${"blocking".padStart(9)}`
  )
  for (const path of measuredPages) {
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, path))
    const figure = (key) => median(runs.map((run) => run[key])).toFixed(0)
    console.log(
      `${path.padEnd(52)} ${figure("fcp").padStart(6)} ${figure("lcp").padStart(6)} ${figure("busy").padStart(6)} ${figure("blocking").padStart(9)}`
    )
  }
} finally {
  await browser.close()
  rmSync(traceFile, { force: true })
}
