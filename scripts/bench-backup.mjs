// `npm run bench:backup`: the time and size of `npm run backup` and `npm run restore` on a running
// server (server/server.ts on a throw-away SQLite file), first as a fresh install has it (the
// seeded courses), then with 100,000 contact requests written straight into its database: varied
// names, addresses and messages of 40 to 1,200 characters, as a busy site collects over years.
// Prints one line per size: the database's size on disk, the backup's time and archive size (the
// live release, the built site, is in it too), and the restore's time into an empty database;
// each time includes npm's and tsx's start, about 2 s.
import { spawnSync } from "node:child_process"
import { randomBytes } from "node:crypto"
import { existsSync, statSync } from "node:fs"
import { join } from "node:path"
import Database from "better-sqlite3"
import { benchScratch, startApiServer } from "./bench-api.mjs"
import { root } from "./site-build.mjs"

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000)

const { dir, children, stop } = benchScratch("coreval-bench-backup-")

const FIRST = [
  "Amira",
  "Jan",
  "Sofia",
  "Pieter",
  "Lena",
  "Tomasz",
  "Noor",
  "Erik",
  "Fatima",
  "Luca",
]
const LAST = [
  "Haddad",
  "de Vries",
  "Jansen",
  "Kowalski",
  "Bakker",
  "Rossi",
  "Visser",
  "Smit",
  "Ahmed",
  "Meijer",
]
const WORDS =
  "tender review supplier contract cost drilling maintenance category strategy offshore spend savings procurement logistics inventory framework agreement baseline benchmark turbine pipeline audit forecast negotiation warehouse".split(
    " "
  )
const pick = (list) => list[Math.floor(Math.random() * list.length)]
const sentence = (words) =>
  Array.from({ length: words }, () => pick(WORDS)).join(" ")

// Contact requests written as the contact route writes them (server/migrations: contacts).
function fill(file, count) {
  const db = new Database(file)
  const insert = db.prepare(
    `INSERT INTO contacts ("id", "name", "email", "number", "reason", "message", "source", "createdAt", "updatedAt", "search")
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  )
  const start = Date.parse("2024-01-01T00:00:00Z")
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const name = `${pick(FIRST)} ${pick(LAST)}`
      const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${i}@example.com`
      const message = sentence(6 + Math.floor(Math.random() * 160))
      const at = new Date(start + i * 60_000).toISOString()
      insert.run(
        randomBytes(12).toString("hex"),
        name,
        email,
        `06 ${String(10_000_000 + i).slice(-8)}`,
        pick(["Tender review", "Cost reduction", "Supplier audit", "Training"]),
        message,
        pick(["session", "rfq"]),
        at,
        at,
        `${name} ${email} ${message}`.toLowerCase()
      )
    }
  })()
  db.close()
}

function npm(script, args, env) {
  const started = process.hrtime.bigint()
  const result = spawnSync("npm", ["run", "--silent", script, "--", ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: "utf8",
  })
  if (result.status !== 0)
    throw new Error(
      `npm run ${script} failed:\n${result.stderr}${result.stdout}`
    )
  return Number(process.hrtime.bigint() - started) / 1e9
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`
// The database as it stands on disk: its file and the write-ahead log the running server keeps.
const databaseBytes = (file) =>
  [file, `${file}-wal`].reduce(
    (sum, part) => sum + (existsSync(part) ? statSync(part).size : 0),
    0
  )

async function measure(label, contacts) {
  const file = join(dir, `${contacts}.sqlite`)
  const databaseUrl = `sqlite:${file}`
  // The server migrates the database and keeps running while the backup is taken.
  await startApiServer(children, { databaseUrl, env: {} })
  if (contacts) fill(file, contacts)
  const archive = join(dir, `${contacts}.tar.gz`)
  const env = { DATABASE_URL: databaseUrl, JWT_SECRET: "" }
  const backup = npm("backup", [archive], env)
  const restored = join(dir, `${contacts}-restored.sqlite`)
  const restore = npm("restore", [archive], {
    DATABASE_URL: `sqlite:${restored}`,
    JWT_SECRET: "",
  })
  const rows = new Database(restored, { readonly: true })
    .prepare("SELECT count(*) AS n FROM contacts")
    .get().n
  console.log(
    `${label}: database ${mb(databaseBytes(file))}, backup ${backup.toFixed(1)} s to ${mb(statSync(archive).size)}, restore ${restore.toFixed(1)} s (${rows} contacts restored)`
  )
}

try {
  await measure("fresh install", 0)
  await measure(`${CONTACTS.toLocaleString("en")} contact requests`, CONTACTS)
} finally {
  stop()
}
