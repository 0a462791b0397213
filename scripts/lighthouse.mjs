// `npm run lighthouse [base URL] [path...]`: the public pages against the bar of
// docs/performance.md. Lighthouse's mobile preset in Debian's Chromium with the flags of
// scripts/chromium.mjs, RUNS runs per page (default 3), medians printed: the four category scores,
// FCP, LCP, TBT, CLS and Speed Index, and the longest simulated tasks of the median run. Serve the
// built site first (`npm start`); the default base URL is that server's, the default pages those of
// scripts/measured-pages.mjs.
//
// Lighthouse does not throttle the page: it loads it at full speed, then simulates a phone
// ("Lantern") by multiplying each main-thread task by 4 and replaying the load on a slow network.
// Total Blocking Time sums, over the simulated tasks between the simulated first paint and
// interactive, each task's time over 50 ms: every task over 12.5 ms at full speed counts. On a busy
// 2-core machine the same build's TBT varies by a factor of two between runs, so compare medians,
// and read them beside BI, Lighthouse's benchmark index of how fast the machine was at the time.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromiumPath } from "./chromium.mjs"
import { audit, lighthouseVersion, median } from "./lighthouse-audit.mjs"
import { measuredPages } from "./measured-pages.mjs"

const [baseArgument, ...pathArguments] = process.argv.slice(2)
const base = baseArgument ?? `http://127.0.0.1:${process.env.PORT ?? 8000}`
const pages = pathArguments.length ? pathArguments : measuredPages
const RUNS = Number(process.env.RUNS ?? 3)
const categories = ["performance", "accessibility", "best-practices", "seo"]
const bar = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
}
const barText = categories
  .map((category) => `${category} ${bar[category]}`)
  .join(", ")
const outDir = mkdtempSync(join(tmpdir(), "coreval-lighthouse-"))

const score = (report, category) =>
  Math.round(report.categories[category].score * 100)
const metric = (report, id) => report.audits[id].numericValue

/** Where a long task's time went, as Lighthouse attributes it. */
function taskSource(url, pageUrl) {
  if (url === "Unattributable") return "unattributed (navigation, rendering)"
  if (url.replace(/\/$/, "") === pageUrl.replace(/\/$/, ""))
    return "document (parsing, style, layout)"
  return url.split("/").pop()
}

console.log(
  `Lighthouse ${lighthouseVersion}, ` +
    `mobile, ${chromiumPath}, ${RUNS} runs per page, medians, from ${base}`
)
console.log(
  `${"page".padEnd(52)} perf a11y   bp  seo   FCP s   LCP s  TBT ms    CLS   SI s    BI  perf per run`
)
const belowBar = []
try {
  for (const [index, path] of pages.entries()) {
    const url = base + path
    const reports = []
    for (let run = 0; run < RUNS; run++)
      reports.push(await audit(url, join(outDir, `${index}-${run}.json`)))
    const scores = Object.fromEntries(
      categories.map((category) => [
        category,
        median(reports.map((report) => score(report, category))),
      ])
    )
    const seconds = (id) =>
      (median(reports.map((report) => metric(report, id))) / 1000).toFixed(2)
    console.log(
      [
        path.padEnd(52),
        ...categories.map((category) => String(scores[category]).padStart(4)),
        seconds("first-contentful-paint").padStart(7),
        seconds("largest-contentful-paint").padStart(7),
        median(reports.map((report) => metric(report, "total-blocking-time")))
          .toFixed(0)
          .padStart(7),
        median(
          reports.map((report) => metric(report, "cumulative-layout-shift"))
        )
          .toFixed(3)
          .padStart(6),
        seconds("speed-index").padStart(6),
        median(reports.map((report) => report.environment.benchmarkIndex))
          .toFixed(0)
          .padStart(5),
        "",
        reports.map((report) => score(report, "performance")).join(" "),
      ].join(" ")
    )
    // The run with the median performance score: its longest simulated tasks, each with its time
    // over 50 ms (what TBT adds up, for the tasks after the first paint).
    const medianRun = [...reports].sort(
      (a, b) => score(a, "performance") - score(b, "performance")
    )[Math.floor(reports.length / 2)]
    const tasks = (medianRun.audits["long-tasks"].details?.items ?? [])
      .filter((task) => task.duration > 50)
      .slice(0, 5)
      .map(
        (task) =>
          `${taskSource(task.url, medianRun.finalDisplayedUrl)} ${Math.round(task.duration)} (+${Math.round(task.duration - 50)})`
      )
    if (tasks.length)
      console.log(
        `    longest tasks of that run, simulated ms (+ over 50): ${tasks.join(", ")}`
      )
    const missed = categories.filter(
      (category) => scores[category] < bar[category]
    )
    if (missed.length)
      belowBar.push(
        `${path}: ${missed.map((category) => `${category} ${scores[category]}`).join(", ")}`
      )
  }
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
console.log(
  belowBar.length
    ? `Below the bar (${barText}):\n  ${belowBar.join("\n  ")}`
    : `Every page meets the bar (${barText}).`
)
