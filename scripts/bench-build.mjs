// Build-time benchmark: a cold and a warm `gatsby build` of the site as it is, then a build with N
// generated extra articles (default 500) in a temporary git-ignored folder, never in content/,
// then a warm build from a database holding 200 records of each of the panel's resources (with a
// few uploaded images among them), in a temporary folder too. The site is built from a fresh
// database (the seeded courses) and built back to it at the end.
// Usage: node scripts/bench-build.mjs [count]
import { spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { databaseDigest, root } from "./site-build.mjs"

const require = createRequire(import.meta.url)
const RECORDS = 200
const databases = mkdtempSync(join(tmpdir(), "coreval-bench-build-"))
const freshDatabase = `sqlite:${join(databases, "fresh.sqlite")}`

const count = Number(process.argv[2] ?? 500)
const sample = readFileSync(join(root, "content/articles/discount-price-reduction/index.mdx"), "utf8")
const body = sample.slice(sample.indexOf("---", 3) + 3)

function build(label, databaseUrl = freshDatabase) {
  const started = process.hrtime.bigint()
  const result = spawnSync("npx", ["gatsby", "build"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", DATABASE_URL: databaseUrl },
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

// A database of the server's schema (migrated by scripts/database-state.ts) with RECORDS records of
// each published resource; one record in four shows one of five uploaded photos.
async function panelDatabase() {
  const url = `sqlite:${join(databases, "records.sqlite")}`
  process.env.DATABASE_URL = url
  databaseDigest()
  const Database = require("better-sqlite3")
  const sharp = require("sharp")
  const db = new Database(url.slice("sqlite:".length))
  const photos = ["theme-people.jpg", "theme-drilling.jpg", "theme-ai.jpg", "hero-wind.jpg", "theme-codex.jpg"]
  const uploads = []
  for (const [index, photo] of photos.entries()) {
    const data = await sharp(join(root, "content", "images", photo)).jpeg().toBuffer()
    const id = `01900000000000000000000${index}.jpg`
    const sha256 = createHash("sha256").update(data).digest("hex")
    db.prepare(`INSERT INTO uploads ("id","contentType","size","width","height","sha256","data","createdAt") VALUES (?,?,?,?,?,?,?,?)`)
      .run(id, "image/jpeg", data.length, 1, 1, sha256, data, new Date().toISOString())
    uploads.push(`/uploads/${id}`)
  }
  const text = "A generated record that measures how the build scales with the panel's content."
  const html = `<h2>Generated</h2><p>${text}</p><ul><li>One</li><li>Two</li></ul>`
  const fields = (n) => {
    const image = n % 4 === 0 ? uploads[n % 5] : ""
    return {
      banners: { title: `Banner ${n}`, subtitle: text, image, link: "/faq", order: n },
      stories: { title: `Story ${n}`, content: text, image },
      templates: { title: `Picture ${n}`, image: uploads[n % 5], category: `Category ${n % 4}` },
      programmes: { Name: `Programme ${n}`, Image: image, description: html },
      team: { name: `Person ${n}`, role: "Consultant", bio: text, image },
      events: { title: `Event ${n}`, date: `2030-01-${String((n % 28) + 1).padStart(2, "0")}`, location: "Online", description: text },
      news: { title: `News ${n}`, content: text, image, date: "2025-01-01" },
      blogs: { title: `Blog ${n}`, excerpt: text, content: html, image, category: "Thinking" },
      courses: { title: `Course ${n}`, description: text, durationDays: 1 + (n % 3), image },
    }
  }
  const now = Date.now()
  for (let n = 1; n <= RECORDS; n++) {
    for (const [table, record] of Object.entries(fields(n))) {
      const id = (now + n).toString(16).padStart(12, "0") + n.toString(16).padStart(12, "0")
      const at = new Date(now + n).toISOString()
      const row = { id, ...record, createdAt: at, updatedAt: at }
      const columns = Object.keys(row)
      const names = columns.map((column) => `"${column}"`).join(",")
      db.prepare(`INSERT INTO "${table}" (${names}) VALUES (${columns.map(() => "?").join(",")})`).run(...Object.values(row))
    }
  }
  db.close()
  return url
}

process.env.DATABASE_URL = freshDatabase
databaseDigest()
console.log(`gatsby build on ${process.env.HOSTNAME ?? "this machine"}, ${count} extra articles, then ${RECORDS} records per resource`)
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
try {
  const records = await panelDatabase()
  const withRecords = build(`warm + ${RECORDS} records per resource`, records)
  console.log(`per extra record: ${(((withRecords - warm) / (RECORDS * 9)) * 1000).toFixed(0)} ms`)
  build(`warm, the same ${RECORDS} records again`, records)
} finally {
  console.log("rebuilding from a fresh database...")
  build("warm again (fresh database)")
  rmSync(databases, { recursive: true, force: true })
}
