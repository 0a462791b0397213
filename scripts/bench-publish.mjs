// Publishing benchmark (docs/publishing.md, docs/editorial.md): the time from 'Publish' (the admin API's 200 for publishing an edited
// draft) to the changed prebuilt page being served, median of 5 changes (goal: 60 s or less), with
// the warm build's own time beside it; in the same run, the latency of contact uploads while
// builds run (p50/p99), since the site must stay usable during a build; and a draft's preview:
// from opening its link to the first paint and to the draft being shown, in Chromium, median of 5
// (goal: within 5 s, with no build); and an edit of a site file, an article's key figure, from
// 'Publish' to the changed article being served, median of 5 (goal: 60 s or less, as a record's).
//
// It runs the real server (SITE_BUILD=local, PUBLISH_DELAY_MS as configured, default 3000) on a
// fresh database, so it rebuilds this checkout's site: the first build brings the site to that
// database, and the last one puts the site back as it found it. Usage: npm run bench:publish
// [changes] (BENCH_PORT, default 8602).
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium } from "@playwright/test"
import { chromiumFlags, chromiumPath } from "./chromium.mjs"
import { BENCH_ADMIN, spawnSiteServer } from "./bench-site-server.mjs"
import { root } from "./site-build.mjs"

const changes = Number(process.argv[2] ?? 5)
const port = Number(process.env.BENCH_PORT ?? 8602)
const base = `http://127.0.0.1:${port}`
const admin = BENCH_ADMIN
const brand = JSON.parse(
  readFileSync(join(root, "content", "site.json"), "utf8")
).brand
const dir = mkdtempSync(join(tmpdir(), "coreval-bench-publish-"))
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const server = spawnSiteServer(port, dir, {
  RATE_LIMIT_LOGIN: "0",
  RATE_LIMIT_FORMS: "0",
  SITE_BUILD: "local",
  GATSBY_TELEMETRY_DISABLED: "1",
})

async function call(path, { method = "GET", body, token } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  return { status: response.status, text, json: () => JSON.parse(text) }
}

async function until(check, { every = 250, timeout = 15 * 60_000 } = {}) {
  const end = Date.now() + timeout
  for (;;) {
    const value = await check().catch(() => null)
    if (value) return value
    if (Date.now() > end) throw new Error("timed out")
    await sleep(every)
  }
}

const status = async (token) =>
  (await call("/api/admin/publish", { token })).json()

// Waits for the live site to be built from everything saved so far.
async function settled(token) {
  return until(
    async () => {
      const now = await status(token)
      if (now.state === "failed") throw new Error(`build failed: ${now.error}`)
      return now.state === "idle" && now.builtAt ? now : null
    },
    { every: 1000 }
  )
}

// Contact uploads at a steady rate, each latency kept with whether a build was running.
function contactLoad(token) {
  const samples = []
  let building = false
  let stopped = false
  const watch = (async () => {
    while (!stopped) {
      building = (await status(token).catch(() => ({}))).state === "building"
      await sleep(500)
    }
  })()
  const send = (async () => {
    let n = 0
    while (!stopped) {
      const during = building
      const started = performance.now()
      const response = await call(`/api/v1/${brand}/contact/upload`, {
        method: "POST",
        body: {
          name: "Bench Visitor",
          email: `bench${n++}@example.com`,
          number: "+31 20 123 4567",
          reason: "Benchmark",
          message: "A contact upload sent while the site is being built.",
        },
      })
      if (response.status !== 201)
        throw new Error(`contact upload answered ${response.status}`)
      samples.push({ ms: performance.now() - started, during })
      await sleep(100)
    }
  })()
  return async () => {
    stopped = true
    await Promise.all([watch, send])
    return samples
  }
}

// Opens a preview link of an unpublished edit in a fresh Chromium context, RUNS times: the first
// paint (the page's shell) and the moment the draft's title is on screen.
async function previewTimes(token, id, runs = 5) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  })
  const times = []
  try {
    for (let run = 1; run <= runs; run++) {
      const title = `Previewed draft ${run}`
      await call(`/api/admin/blogs/${id}`, {
        method: "PUT",
        token,
        body: { title },
      })
      const { url } = (
        await call(`/api/admin/blogs/${id}/preview`, {
          method: "POST",
          token,
          body: {},
        })
      ).json()
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
      })
      const page = await context.newPage()
      const started = Date.now()
      await page.goto(base + url)
      await page.getByRole("heading", { name: title }).waitFor()
      const shown = Date.now() - started
      const paint = await page.evaluate(
        () => performance.getEntriesByName("first-paint")[0]?.startTime ?? NaN
      )
      times.push({ paint, shown })
      console.log(
        `preview ${run}: first paint ${seconds(paint)}, draft shown ${seconds(shown)}`
      )
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return times
}

// The article whose key figure the benchmark edits, and the figure as content/ ships it.
const ARTICLE = "articles/sourcing-strategy/index.mdx"
const FIGURE = '{ value: "50%", label: "lower well cost" }'

// Edits the article's first key figure through the site-files API and publishes it, CHANGES
// times: from the publish's 200 to the prebuilt article showing the new figure.
async function articleEditTimes(token) {
  const url = `/api/admin/site-files/${encodeURIComponent(ARTICLE)}`
  const rows = []
  let page = null
  for (let change = 1; change <= changes; change++) {
    const file = (await call(url, { token })).json()
    // Each change is made to the shipped text, so the figure is there to change every time.
    if (!file.shipped?.includes(FIGURE))
      throw new Error(`${ARTICLE} has no key figure ${FIGURE}`)
    // The article's address is its frontmatter's slug.
    page ??= /^slug:\s*"?([^"\n]+)"?\s*$/m.exec(file.shipped)[1]
    const label = `lower well cost (benchmark ${change})`
    const saved = await call(url, {
      method: "PUT",
      token,
      body: {
        text: file.shipped.replace(
          FIGURE,
          `{ value: "50%", label: "${label}" }`
        ),
        version: file.version,
      },
    })
    if (saved.status !== 200) throw new Error(`PUT answered ${saved.status}`)
    const published = await call(`${url}/publish`, {
      method: "POST",
      token,
      body: {},
    })
    const publishedAt = performance.now()
    if (published.status !== 200)
      throw new Error(`publish answered ${published.status}`)
    await until(async () => (await call(page)).text.includes(label))
    const served = performance.now() - publishedAt
    const state = await settled(token)
    const build = Date.parse(state.builtAt) - Date.parse(state.startedAt)
    rows.push({ served, build })
    console.log(
      `article edit ${change}: served after ${seconds(served)} (build ${seconds(build)})`
    )
  }
  // Back to the shipped article, and its build.
  await call(`${url}/unpublish`, { method: "POST", token, body: {} })
  await settled(token)
  await until(async () => !(await call(page)).text.includes("(benchmark "))
  return rows
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ]
}
const median = (values) => percentile(values, 50)
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

try {
  await until(
    async () => (await call("/api/v1/admin/getallBanner")).status === 200,
    { timeout: 60_000 }
  )
  const token = (
    await call("/api/admin/auth/login", { method: "POST", body: admin })
  ).json().token
  console.log(
    "bringing the site to the benchmark's database (a build, if it differs)..."
  )
  await sleep(500)
  await settled(token)

  const stopLoad = contactLoad(token)
  const blog = (
    await call("/api/admin/blogs", {
      method: "POST",
      token,
      body: {
        title: "Benchmark post 0",
        content: "<p>Measuring publishing.</p>",
      },
    })
  ).json()
  await call(`/api/admin/blogs/${blog.id}/publish`, {
    method: "POST",
    token,
    body: {},
  })
  await until(async () =>
    (await call(`/blog/${blog.id}`)).text.includes("Benchmark post 0")
  )
  await settled(token)

  const rows = []
  for (let change = 1; change <= changes; change++) {
    const title = `Benchmark post ${change}`
    const saved = await call(`/api/admin/blogs/${blog.id}`, {
      method: "PUT",
      token,
      body: { title },
    })
    if (saved.status !== 200) throw new Error(`PUT answered ${saved.status}`)
    const published = await call(`/api/admin/blogs/${blog.id}/publish`, {
      method: "POST",
      token,
      body: {},
    })
    const savedAt = performance.now()
    if (published.status !== 200)
      throw new Error(`publish answered ${published.status}`)
    // The prebuilt page's own title (Gatsby's Head gives the element attributes), not the text
    // of a fallback.
    const titled = new RegExp(`<title[^>]*>${title} \\|`)
    await until(async () => titled.test((await call(`/blog/${blog.id}`)).text))
    const served = performance.now() - savedAt
    const state = await settled(token)
    const build = Date.parse(state.builtAt) - Date.parse(state.startedAt)
    rows.push({ served, build })
    console.log(
      `change ${change}: served after ${seconds(served)} (build ${seconds(build)})`
    )
  }
  const samples = await stopLoad()

  console.log("\nediting an article's key figure...")
  const articleRows = await articleEditTimes(token)

  console.log("\npreviewing a draft...")
  const previews = await previewTimes(token, blog.id)

  console.log("\nputting the site back as it was...")
  await call(`/api/admin/blogs/${blog.id}`, { method: "DELETE", token })
  await settled(token)
  await until(async () => (await call(`/blog/${blog.id}`)).status === 404)

  const during = samples
    .filter((sample) => sample.during)
    .map((sample) => sample.ms)
  const outside = samples
    .filter((sample) => !sample.during)
    .map((sample) => sample.ms)
  console.log(
    `\nsave -> changed prebuilt page served, median of ${changes}: ${seconds(median(rows.map((row) => row.served)))} (goal 60 s)`
  )
  console.log(
    `warm build alone (gatsby build, start to finish), median: ${seconds(median(rows.map((row) => row.build)))}`
  )
  console.log(
    `publish of an edited article -> changed prebuilt article served, median of ${changes}: ${seconds(median(articleRows.map((row) => row.served)))} (goal 60 s)`
  )
  console.log(
    `its warm build alone, median: ${seconds(median(articleRows.map((row) => row.build)))}`
  )
  console.log(
    `contact uploads while building: ${during.length}, p50 ${median(during)?.toFixed(0)} ms, p99 ${percentile(during, 99)?.toFixed(0)} ms`
  )
  console.log(
    `contact uploads otherwise: ${outside.length}, p50 ${median(outside)?.toFixed(0)} ms, p99 ${percentile(outside, 99)?.toFixed(0)} ms`
  )
  console.log(
    `preview link -> first paint, median of ${previews.length}: ${seconds(median(previews.map((p) => p.paint)))}`
  )
  console.log(
    `preview link -> the draft shown, median of ${previews.length}: ${seconds(median(previews.map((p) => p.shown)))} (goal 5 s, no build)`
  )
} finally {
  server.kill("SIGTERM")
  await new Promise((resolve) => server.once("exit", resolve))
  rmSync(dir, { recursive: true, force: true })
}
