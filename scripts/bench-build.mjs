// Build-time benchmark: a cold and a warm `gatsby build` of the site as it is, then a build with N
// generated extra articles (default 500) in a temporary git-ignored folder, never in content/.
// Usage: node scripts/bench-build.mjs [count]
import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { root } from "./site-build.mjs"

const count = Number(process.argv[2] ?? 500)
const sample = readFileSync(join(root, "content/articles/discount-price-reduction/index.mdx"), "utf8")
const body = sample.slice(sample.indexOf("---", 3) + 3)

function build(label) {
  const started = process.hrtime.bigint()
  const result = spawnSync("npx", ["gatsby", "build"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
  if (result.status !== 0) {
    // Gatsby reports its errors on stdout: show the end of it.
    console.error(`${result.stdout}\n${result.stderr}`.split("\n").slice(-60).join("\n"))
    throw new Error(`${label}: gatsby build failed`)
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  console.log(`${label.padEnd(40)} ${seconds.toFixed(1).padStart(7)} s`)
  return seconds
}

function generateArticles() {
  // A git-ignored folder among the real articles: the sources and gatsby-config stay as they are,
  // so the build after it is a warm one (a changed config would make Gatsby drop its cache).
  const dir = mkdtempSync(join(root, "content/articles/.bench-"))
  for (let index = 1; index <= count; index++) {
    const folder = join(dir, `bench-${index}`)
    mkdirSync(folder)
    const frontmatter = [
      "---",
      `title: "Benchmark article ${index}"`,
      `slug: "/blog-articles-business-cases/bench-${index}"`,
      'template: "article"',
      'category: "Article"',
      `heading: "Benchmark article ${index}"`,
      'excerpt: "A generated article that measures how the build scales."',
      'description: "A generated article that measures how the build scales with the number of articles."',
      'image: "../../../images/theme-kpi.jpg"',
      'imageAlt: "Dashboard gauges pointing in different directions"',
      'date: "2024-01-01"',
      `order: ${100 + index}`,
      'services: ["/supply-chain-by-sla"]',
      "---",
    ].join("\n")
    writeFileSync(join(folder, "index.mdx"), frontmatter + body)
  }
  return dir
}

console.log(`gatsby build on ${process.env.HOSTNAME ?? "this machine"}, ${count} extra articles`)
spawnSync("npx", ["gatsby", "clean"], { cwd: root, stdio: "ignore" })
const cold = build("cold (after gatsby clean)")
const warm = build("warm (cache kept)")
const extra = generateArticles()
try {
  const withExtra = build(`warm + ${count} extra articles`)
  console.log(`per extra article: ${(((withExtra - warm) / count) * 1000).toFixed(0)} ms`)
} finally {
  rmSync(extra, { recursive: true, force: true })
  console.log("rebuilding without the extra articles...")
  build("warm again (extra articles removed)")
}
