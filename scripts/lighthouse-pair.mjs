// `npm run lighthouse:pair -- [base URL] [path...]`: each page against its own copy with every
// script removed, in the same run; the way a page is judged in docs/performance.md. Serve the built
// site first (`npm start`); the defaults are those of `npm run lighthouse`, RUNS runs (default 3).
//
// A proxy in front of the served site listens on two ports: one passes everything through, the
// other strips every <script> and script preload from the HTML (compressed again as the browser
// allows, so the copy's HTML costs on the wire what ours does). Both go through the proxy, so its
// cost is paired too. The copy has the same HTML, CSS, fonts and images: the limit the page's
// design allows without JavaScript. Runs alternate (ours, copy, ours, copy...), so the machine's
// load drifts over both alike. Per page: the medians of both, the ratio of their largest paints
// (bar: 2.0 at most) and the difference of their blocking times (bar: 150 ms at most).
import http from "node:http"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import zlib from "node:zlib"
import { audit, lighthouseVersion, median } from "./lighthouse-audit.mjs"
import { measuredPages } from "./measured-pages.mjs"

const [baseArgument, ...pathArguments] = process.argv.slice(2)
const upstream = new URL(
  baseArgument ?? `http://127.0.0.1:${process.env.PORT ?? 8000}`
)
const pages = pathArguments.length ? pathArguments : measuredPages
const RUNS = Number(process.env.RUNS ?? 3)
const bar = { lcpRatio: 2, tbtExtraMs: 150 }

const withoutScripts = (html) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(
      /<link\b[^>]*\brel=["']?(?:modulepreload|preload)["']?[^>]*\bas=["']?script["']?[^>]*>/gi,
      ""
    )
    .replace(
      /<link\b[^>]*\bas=["']?script["']?[^>]*\brel=["']?(?:modulepreload|preload)["']?[^>]*>/gi,
      ""
    )

function proxy(bare) {
  return http.createServer((request, response) => {
    const headers = { ...request.headers, host: upstream.host }
    // The copy's HTML is read plain to be rewritten, then compressed again below.
    if (bare) delete headers["accept-encoding"]
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers,
      },
      (answer) => {
        const type = String(answer.headers["content-type"] ?? "")
        if (!bare || !type.startsWith("text/html")) {
          response.writeHead(answer.statusCode, answer.headers)
          answer.pipe(response)
          return
        }
        const chunks = []
        answer.on("data", (chunk) => chunks.push(chunk))
        answer.on("end", () => {
          const plain = Buffer.from(
            withoutScripts(Buffer.concat(chunks).toString("utf8"))
          )
          const accepts = String(request.headers["accept-encoding"] ?? "")
          const [body, encoding] = /\bbr\b/.test(accepts)
            ? [zlib.brotliCompressSync(plain), "br"]
            : /\bgzip\b/.test(accepts)
              ? [zlib.gzipSync(plain), "gzip"]
              : [plain, null]
          const out = { ...answer.headers, "content-length": body.length }
          delete out["content-encoding"]
          delete out["transfer-encoding"]
          delete out.etag
          if (encoding) out["content-encoding"] = encoding
          response.writeHead(answer.statusCode, out)
          response.end(body)
        })
      }
    )
    forward.on("error", () => {
      response.writeHead(502)
      response.end()
    })
    request.pipe(forward)
  })
}

const listen = (server) =>
  new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(server.address().port))
  )
const ours = proxy(false)
const copy = proxy(true)
const ports = { ours: await listen(ours), copy: await listen(copy) }
const outDir = mkdtempSync(join(tmpdir(), "coreval-lighthouse-pair-"))

const figures = (report) => ({
  lcp: report.audits["largest-contentful-paint"].numericValue,
  tbt: report.audits["total-blocking-time"].numericValue,
  scores: ["accessibility", "best-practices", "seo"].map((category) =>
    Math.round(report.categories[category].score * 100)
  ),
})

console.log(
  `Lighthouse ${lighthouseVersion}, mobile, ${RUNS} runs per page and copy, alternating, medians, from ${upstream.origin}`
)
console.log(
  `${"page".padEnd(52)}  LCP s  copy  ratio  TBT ms  copy  extra  a11y/bp/seo`
)
const overBar = []
try {
  for (const [index, path] of pages.entries()) {
    const runs = { ours: [], copy: [] }
    for (let run = 0; run < RUNS; run++)
      for (const side of ["ours", "copy"])
        runs[side].push(
          figures(
            await audit(
              `http://127.0.0.1:${ports[side]}${path}`,
              join(outDir, `${index}-${side}-${run}.json`)
            )
          )
        )
    const lcp = (side) => median(runs[side].map((r) => r.lcp))
    const tbt = (side) => median(runs[side].map((r) => r.tbt))
    const lcpRatio = lcp("ours") / lcp("copy")
    const tbtExtraMs = tbt("ours") - tbt("copy")
    const scores = [0, 1, 2].map((i) =>
      median(runs.ours.map((r) => r.scores[i]))
    )
    console.log(
      [
        path.padEnd(52),
        (lcp("ours") / 1000).toFixed(2).padStart(6),
        (lcp("copy") / 1000).toFixed(2).padStart(5),
        `×${lcpRatio.toFixed(2)}`.padStart(6),
        tbt("ours").toFixed(0).padStart(7),
        tbt("copy").toFixed(0).padStart(5),
        `${tbtExtraMs < 0 ? "" : "+"}${tbtExtraMs.toFixed(0)}`.padStart(6),
        ` ${scores.join("/")}`,
      ].join(" ")
    )
    if (
      lcpRatio > bar.lcpRatio ||
      tbtExtraMs > bar.tbtExtraMs ||
      scores.some((score) => score < 100)
    )
      overBar.push(path)
  }
} finally {
  ours.close()
  copy.close()
  rmSync(outDir, { recursive: true, force: true })
}
console.log(
  overBar.length
    ? `Over the bar (LCP ×${bar.lcpRatio}, TBT +${bar.tbtExtraMs} ms, a11y/bp/seo 100): ${overBar.join(", ")}`
    : `Every page is within the bar (LCP ×${bar.lcpRatio}, TBT +${bar.tbtExtraMs} ms, a11y/bp/seo 100).`
)
