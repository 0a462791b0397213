// `npm run bench`: API figures on loopback. Starts two real servers (server/server.ts) on free
// ports, each with a throw-away SQLite file and the rate limits off: one without SMTP_URL (enquiry
// e-mails stored, none sent) and one sending them to a real SMTP server (scripts/smtp-sink.mjs, in
// a process of its own). Then, with plain Node:
// - contact submissions at 50 concurrent clients, in turns on the two servers, so that both meet
//   the same machine; after each turn of the sending server, its e-mails are let drain, so that
//   the next turn of the other starts from a quiet machine. The p99 with e-mails on must stay
//   within 10% of the p99 without, or the outbox costs visitors time.
// - list reads (the public getallBanner, the admin contacts list with a token);
// - 200 contacts at 20 concurrent to the sending server, each timed from its 201 to the moment the
//   SMTP server took its e-mail (it should leave within 10 s);
// - GET / (the built home page, compressed as a browser asks for it) at 10 concurrent clients,
//   alone and while 200 teacher registrations arrive at once: each registration costs
//   a scrypt hash at the production cost, on the same libuv threads that read and compress files,
//   so the server bounds how many run at once and the page must keep its p99. Build the site
//   first (npm start or npm run build); without it GET / answers 503 and the figure says so.
// - the panel's contacts list at 100,000 contacts, on SQLite and on PostgreSQL (a private cluster
//   of Debian's binaries, as the tests start it): the first page newest first, the same filtered by
//   status, by source and by the spam flag, and free-text searches, each asked one after another
//   by one client, as a member of staff asks them (scripts/bench-lists below).
// - then scripts/bench-newsletter.mjs: a newsletter to 1,000 subscribers at NEWSLETTER_RATE=100,
//   and the visitors' latency meanwhile.
// Each phase runs for a fixed time or count and stops by itself; at the end the rows on disk are
// counted against the 201s received, and the e-mails against the contacts.
//
// `npm run bench -- --lists` runs the contacts list part only.
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { once } from "node:events"
import http from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Database from "better-sqlite3"
import {
  CONTACT_PATH,
  percentile,
  request,
  signIn,
  startApiServer,
  startSink,
  summary,
} from "./bench-api.mjs"
import { root } from "./site-build.mjs"

const CONCURRENCY = 50
const ROUNDS = 3
const ROUND_SECONDS = 3
const READ_SECONDS = 3
const WARM_UP_SECONDS = 2
const LATENCY_CONTACTS = 200
const LATENCY_CONCURRENCY = 20
const PAGE_CLIENTS = 10
const REGISTRATIONS = 200
const P99_GROWTH_BOUND = 0.1
const LIST_CONTACTS = 100_000
const LIST_REQUESTS = 200
const LIST_WARM_UP = 20
// The list as the panel opens it (spam left out), and as its filters and search box narrow it.
// "Okonkwo" is a surname about 1 contact in 2,000 carries; "tender" is in about a third of the
// messages; "no-such-word" is in none, so the whole table is searched.
const LIST_QUERIES = [
  ["first page, newest first", { spam: false }],
  ["status: new", { status: "new" }],
  ["source: rfq (spam left out)", { source: "rfq", spam: false }],
  ["spam only", { spam: true }],
  ["new and unassigned (the dashboard)", { status: "new", assignee: null }],
  ["search: a rare surname", { q: "okonkwo", spam: false }],
  ["search: a common word", { q: "tender", spam: false }],
  ["search: a word in no contact", { q: "no-such-word", spam: false }],
]

const dir = mkdtempSync(join(tmpdir(), "coreval-bench-"))
const children = []

// Stopping the bench stops its servers too.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) child.kill("SIGKILL")
    rmSync(dir, { recursive: true, force: true })
    process.exit(1)
  })
}

async function startServer(name, env = {}) {
  // A folder each: the JWT secret is kept beside the database file.
  const dbFile = join(dir, name, "site.sqlite")
  const databaseUrl = env.DATABASE_URL ?? `sqlite:${dbFile}`
  const { child, port } = await startApiServer(children, { databaseUrl, env })
  return { name, child, port, dbFile, databaseUrl, created: 0 }
}

// `clients` clients, each sending its next request when the last one is answered, until the time
// is up, `count` requests were sent or `going()` says to stop.
async function phase(
  {
    seconds = Infinity,
    count = Infinity,
    clients = CONCURRENCY,
    going = () => true,
  },
  send
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients })
  const latencies = []
  const statuses = new Map()
  const deadline = Date.now() + seconds * 1000
  const started = process.hrtime.bigint()
  let sequence = 0
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < deadline && sequence < count && going()) {
        const response = await send(agent, sequence++)
        latencies.push(response.ms)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      }
    })
  )
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9
  agent.destroy()
  return { latencies, statuses, elapsed }
}

const contact = (i, reason = "Benchmark") => ({
  name: "Bench Client",
  email: `bench${i}@example.com`,
  countryCode: "+31",
  number: "70 123 4567",
  reason,
  message: `Submission ${i} of the loopback benchmark.`,
})

function submitTo(server) {
  return async (agent, i) => {
    const response = await request(
      server.port,
      agent,
      "POST",
      CONTACT_PATH,
      contact(i)
    )
    if (response.status === 201) server.created++
    return response
  }
}

// Until the SMTP server has taken an e-mail for every contact the sending server stored.
async function drained(server, mails, timeoutMs = 180_000) {
  const started = Date.now()
  const backlog = server.created - mails.length
  while (mails.length < server.created) {
    if (Date.now() - started > timeoutMs)
      throw new Error(
        `${server.created - mails.length} e-mails still unsent after ${timeoutMs / 1000} s`
      )
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { backlog, seconds: (Date.now() - started) / 1000 }
}

// CPU time a process has used, user and system, in milliseconds (Linux's /proc; null elsewhere).
// Unlike latencies, it hardly depends on what else the machine is doing.
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
      .split(") ")[1]
      .split(" ")
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

function countOnDisk(file, sql) {
  const db = new Database(file, { readonly: true })
  try {
    return db.prepare(sql).get().n
  } finally {
    db.close()
  }
}

let exitCode = 0
const listsOnly = process.argv.includes("--lists")
try {
  if (listsOnly) {
    exitCode = await listsBench()
    throw null
  }
  const sink = await startSink(children)
  // One after the other: each hashes its administrator's password at start.
  const off = await startServer("emails-off")
  const on = await startServer("emails-on", {
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  })

  const warm = new http.Agent({ keepAlive: true })
  const auth = await signIn(off.port, warm)
  for (let i = 0; i < 20; i++) {
    await request(
      off.port,
      warm,
      "POST",
      "/api/admin/banners",
      {
        title: `Banner ${i}`,
        subtitle: "Lower cost, better value",
        image: "/static/hero.png",
        link: "/faq",
        order: i,
      },
      auth
    )
  }
  warm.destroy()

  const banners = (agent) =>
    request(off.port, agent, "GET", "/api/v1/admin/getallBanner")
  const contacts = (agent) =>
    request(
      off.port,
      agent,
      "GET",
      `/api/admin/contacts?sort=${encodeURIComponent('["createdAt","DESC"]')}&range=${encodeURIComponent("[0,24]")}`,
      undefined,
      auth
    )

  // A fresh process runs its first few thousand requests two to three times slower while V8
  // optimises the hot paths; those are warm-up, not the steady state being measured. Their
  // submissions are stored, and counted in the checks below.
  await phase({ seconds: WARM_UP_SECONDS }, submitTo(off))
  await phase({ seconds: WARM_UP_SECONDS }, submitTo(on))
  await drained(on, sink.mails)
  await phase({ seconds: WARM_UP_SECONDS / 2 }, banners)
  await phase({ seconds: WARM_UP_SECONDS / 2 }, contacts)

  const offRuns = []
  const onRuns = []
  const drains = []
  // CPU per contact over the turns: the sending server's and the SMTP server's include the
  // e-mails' drain after each turn, so each contact is counted with its e-mail.
  const cpu = {
    off: 0,
    on: 0,
    sink: 0,
    offCreated: off.created,
    onCreated: on.created,
  }
  const timed = async (pid, key, work) => {
    const before = cpuMs(pid)
    const result = await work()
    const after = cpuMs(pid)
    cpu[key] += after !== null && before !== null ? after - before : NaN
    return result
  }
  for (let round = 0; round < ROUNDS; round++) {
    offRuns.push(
      await timed(off.child.pid, "off", () =>
        phase({ seconds: ROUND_SECONDS }, submitTo(off))
      )
    )
    const sinkBefore = cpuMs(sink.child.pid)
    await timed(on.child.pid, "on", async () => {
      onRuns.push(await phase({ seconds: ROUND_SECONDS }, submitTo(on)))
      drains.push(await drained(on, sink.mails))
    })
    cpu.sink += cpuMs(sink.child.pid) - sinkBefore
  }
  const perContact = {
    off: cpu.off / (off.created - cpu.offCreated),
    on: cpu.on / (on.created - cpu.onCreated),
    sink: cpu.sink / (on.created - cpu.onCreated),
  }
  const results = {
    off: summary(...offRuns),
    on: summary(...onRuns),
    banners: summary(await phase({ seconds: READ_SECONDS }, banners)),
    contacts: summary(await phase({ seconds: READ_SECONDS }, contacts)),
  }

  // From each contact's 201 to the SMTP server taking its e-mail, on a quiet machine.
  const answeredAt = new Map()
  const before = sink.mails.length
  const latencyRun = await phase(
    { count: LATENCY_CONTACTS, clients: LATENCY_CONCURRENCY },
    async (agent, i) => {
      const response = await request(
        on.port,
        agent,
        "POST",
        CONTACT_PATH,
        contact(i, `Latency ${i}`)
      )
      if (response.status === 201) {
        on.created++
        answeredAt.set(String(i), response.ended)
      }
      return response
    }
  )
  await drained(on, sink.mails)
  const delivery = sink.mails
    .slice(before)
    .map((mail) => {
      const sent = /Latency (\d+)$/.exec(mail.subject)?.[1]
      return sent && answeredAt.has(sent)
        ? Number(mail.at - answeredAt.get(sent)) / 1e6
        : null
    })
    .filter((ms) => ms !== null)
    .sort((a, b) => a - b)
  const upload = summary(latencyRun)

  // GET / alone, then while 200 registrations arrive at once, each on a connection of its own.
  const page = (agent) =>
    request(off.port, agent, "GET", "/", undefined, {
      "accept-encoding": "gzip, deflate, br",
    })
  await phase({ seconds: WARM_UP_SECONDS / 2, clients: PAGE_CLIENTS }, page)
  const pageAlone = summary(
    await phase({ seconds: READ_SECONDS, clients: PAGE_CLIENTS }, page)
  )
  const floodAgent = new http.Agent({ maxSockets: REGISTRATIONS })
  let flooding = true
  const floodStarted = Date.now()
  const flood = Promise.all(
    Array.from({ length: REGISTRATIONS }, (_, i) =>
      request(off.port, floodAgent, "POST", "/api/teacher/auth/register", {
        name: "Bench Teacher",
        email: `teacher${i}@example.com`,
        password: "a bench password 1234",
      })
    )
  ).finally(() => {
    flooding = false
  })
  const pageDuringFlood = summary(
    await phase({ clients: PAGE_CLIENTS, going: () => flooding }, page)
  )
  const registered = await flood
  const floodSeconds = (Date.now() - floodStarted) / 1000
  const registrations = summary({
    latencies: registered.map((response) => response.ms),
    statuses: registered.reduce(
      (counts, response) =>
        counts.set(response.status, (counts.get(response.status) ?? 0) + 1),
      new Map()
    ),
    elapsed: floodSeconds,
  })
  floodAgent.destroy()

  for (const server of [off, on]) {
    server.child.kill("SIGTERM")
    await once(server.child, "exit")
  }
  const stored = {
    off: countOnDisk(off.dbFile, "SELECT count(*) AS n FROM contacts"),
    on: countOnDisk(on.dbFile, "SELECT count(*) AS n FROM contacts"),
    sent: countOnDisk(
      on.dbFile,
      "SELECT count(*) AS n FROM notifications WHERE state = 'sent'"
    ),
  }

  const row = (name, r) =>
    `${name.padEnd(46)} ${String(r.count).padStart(8)} ${r.perSecond.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}  ${[...r.statuses].map(([s, n]) => `${s}×${n}`).join(" ")}`
  console.log(
    `\nAPI on loopback, ${CONCURRENCY} concurrent clients (keep-alive), SQLite synchronous=FULL, log level ${process.env.LOG_LEVEL ?? "info"}, after a warm-up\n`
  )
  console.log(
    `${"".padEnd(46)} ${"requests".padStart(8)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)}  statuses`
  )
  const turns = `${ROUNDS}×${ROUND_SECONDS} s`
  console.log(row(`POST contact/upload, e-mails off (${turns})`, results.off))
  console.log(row(`POST contact/upload, e-mails on (${turns})`, results.on))
  console.log(
    row(`GET getallBanner, 20 banners (${READ_SECONDS} s)`, results.banners)
  )
  console.log(
    row(
      `GET /api/admin/contacts 25 of ${stored.off} (${READ_SECONDS} s)`,
      results.contacts
    )
  )

  const growth = results.on.p99 / results.off.p99 - 1
  console.log(
    `\np99 of submissions with e-mails on: ${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)}% over e-mails off; ${growth <= P99_GROWTH_BOUND ? "within" : "OVER"} the ${P99_GROWTH_BOUND * 100}% bound`
  )
  console.log(
    `server CPU per contact: ${perContact.off.toFixed(2)} ms with e-mails off, ${perContact.on.toFixed(2)} ms with e-mails on (the SMTP server's own: ${perContact.sink.toFixed(2)} ms)`
  )
  console.log(
    `e-mails left to send after each ${ROUND_SECONDS} s turn: ${drains.map((d) => `${d.backlog} (sent in ${d.seconds.toFixed(1)} s)`).join(", ")}`
  )
  console.log(
    `\n${LATENCY_CONTACTS} contacts at ${LATENCY_CONCURRENCY} concurrent: upload p50 ${upload.p50.toFixed(1)} ms, p99 ${upload.p99.toFixed(1)} ms; from the 201 to the e-mail taken by the local SMTP server: p50 ${percentile(delivery, 0.5).toFixed(1)} ms, p99 ${percentile(delivery, 0.99).toFixed(1)} ms, slowest ${delivery.at(-1).toFixed(1)} ms (${delivery.length} of ${LATENCY_CONTACTS} matched)`
  )
  console.log(
    `p99 of submissions ${results.off.p99.toFixed(1)} ms (e-mails off): ${results.off.p99 < 50 ? "under" : "OVER"} the 50 ms target`
  )

  console.log(
    `\nGET / (${PAGE_CLIENTS} concurrent clients, gzip), alone and while ${REGISTRATIONS} teacher registrations arrive at once\n`
  )
  console.log(
    `${"".padEnd(46)} ${"requests".padStart(8)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)}  statuses`
  )
  console.log(row(`GET / alone (${READ_SECONDS} s)`, pageAlone))
  console.log(row(`GET / during the registrations`, pageDuringFlood))
  console.log(row(`POST register, ${REGISTRATIONS} at once`, registrations))
  const pageGrowth = pageDuringFlood.p99 / pageAlone.p99 - 1
  console.log(
    `\np99 of GET / during the registrations: ${pageGrowth >= 0 ? "+" : ""}${(pageGrowth * 100).toFixed(0)}% over GET / alone; every registration answered within ${floodSeconds.toFixed(1)} s` +
      (pageAlone.statuses.has(503)
        ? " (the site is not built, so GET / answered 503: build it first)"
        : "")
  )

  const intact =
    stored.off === off.created &&
    stored.on === on.created &&
    stored.sent === on.created &&
    sink.mails.length === on.created
  console.log(
    `\n201 answers: ${off.created} + ${on.created}; contacts on disk: ${stored.off} + ${stored.on}; e-mails taken by the SMTP server: ${sink.mails.length}, marked sent: ${stored.sent}; ${intact ? "nothing lost, nothing sent twice" : "MISMATCH"}`
  )
  if (!intact || delivery.length !== LATENCY_CONTACTS) exitCode = 1
  exitCode = (await listsBench()) || exitCode
} catch (error) {
  if (error !== null) {
    console.error(error)
    exitCode = 1
  }
} finally {
  for (const child of children)
    if (child.exitCode === null) child.kill("SIGKILL")
  rmSync(dir, { recursive: true, force: true })
}
// Then the newsletter: 1,000 subscribers at NEWSLETTER_RATE=100, visitors meanwhile (its own servers).
if (listsOnly) process.exit(exitCode)
const newsletter = spawn(
  process.execPath,
  [join(root, "scripts", "bench-newsletter.mjs")],
  { stdio: "inherit" }
)
const [newsletterExit] = await once(newsletter, "exit")
process.exit(exitCode || newsletterExit)
// The contacts list at LIST_CONTACTS contacts, on each database. The rows are written straight
// into the database (as the public form would have, with the same search text), then analysed, as
// a database that has been in use for a while is; the panel's calls are then timed one at a time.
async function listsBench() {
  const { tsImport } = await import("tsx/esm/api")
  const { searchText } = await tsImport(
    "../server/plugins/app/enquiries/contacts-repository.ts",
    import.meta.url
  )
  const { startPostgres } = await tsImport(
    "../server/test/services/postgres.ts",
    import.meta.url
  )
  const rows = seedContacts(searchText)
  const results = []
  let failed = 0
  const postgres = await startPostgres()
  try {
    for (const database of ["sqlite", "postgres"]) {
      const env =
        database === "postgres"
          ? {
              DATABASE_URL: postgres.url,
              JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256",
            }
          : {}
      const server = await startServer(`lists-${database}`, env)
      const seconds = await insertContacts(server.databaseUrl, rows)
      const agent = new http.Agent({ keepAlive: true })
      const auth = await signIn(server.port, agent)
      for (const [
        label,
        filter,
        sort = ["createdAt", "DESC"],
      ] of LIST_QUERIES) {
        const path = `/api/admin/contacts?${new URLSearchParams({
          sort: JSON.stringify(sort),
          range: "[0,24]",
          filter: JSON.stringify(filter),
        })}`
        for (let i = 0; i < LIST_WARM_UP; i++)
          await request(server.port, agent, "GET", path, undefined, auth)
        const latencies = []
        let answer
        for (let i = 0; i < LIST_REQUESTS; i++) {
          answer = await request(
            server.port,
            agent,
            "GET",
            path,
            undefined,
            auth
          )
          latencies.push(answer.ms)
        }
        latencies.sort((a, b) => a - b)
        const bound = label.startsWith("search") ? 300 : 50
        const p99 = percentile(latencies, 0.99)
        if (answer.status !== 200 || p99 > bound) failed++
        results.push({
          database,
          label,
          total: answer.headers["content-range"]?.split("/")[1],
          p50: percentile(latencies, 0.5),
          p99,
          bound,
          status: answer.status,
        })
      }
      agent.destroy()
      server.child.kill("SIGTERM")
      await once(server.child, "exit")
      console.log(
        `(${database}: ${rows.length} contacts written and analysed in ${seconds.toFixed(1)} s)`
      )
    }
  } finally {
    await postgres.stop()
  }
  console.log(
    `\nThe panel's contacts list at ${rows.length.toLocaleString("en")} contacts, 25 a page, ${LIST_REQUESTS} requests each, one at a time, after ${LIST_WARM_UP} of warm-up\n`
  )
  console.log(
    `${"".padEnd(10)} ${"".padEnd(44)} ${"total".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)}  target`
  )
  for (const r of results) {
    console.log(
      `${r.database.padEnd(10)} ${r.label.padEnd(44)} ${String(r.total).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}  p99 <= ${r.bound} ms: ${r.status !== 200 ? `HTTP ${r.status}` : r.p99 <= r.bound ? "met" : "MISSED"}`
    )
  }
  return failed ? 1 : 0
}

function seedContacts(searchText) {
  let seed = 42
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const pick = (list) => list[Math.floor(random() * list.length)]
  const first = [
    "Amira",
    "Joost",
    "Lena",
    "Ravi",
    "Sofia",
    "Tariq",
    "Ingrid",
    "Kwame",
    "Mei",
    "Pedro",
    "Hanna",
    "Omar",
  ]
  const last = [
    "Haddad",
    "de Vries",
    "Berg",
    "Menon",
    "Rossi",
    "Nasser",
    "Larsen",
    "Mensah",
    "Chen",
    "Alves",
    "Novak",
    "Farah",
  ]
  const words =
    "we would like to discuss our drilling contracts supply chain procurement tender review cost rig logistics vendor offshore spend category strategy before the next round".split(
      " "
    )
  const statuses = [
    ["spam", 0.3],
    ["new", 0.15],
    ["in_progress", 0.05],
    ["answered", 0.3],
    ["closed", 0.2],
  ]
  const start = Date.UTC(2024, 0, 1)
  const step = (2 * 365 * 24 * 60 * 60 * 1000) / LIST_CONTACTS
  return Array.from({ length: LIST_CONTACTS }, (_, i) => {
    const at = new Date(start + i * step).toISOString()
    const roll = random()
    const source = roll < 0.45 ? "session" : roll < 0.6 ? "rfq" : "newsletter"
    let s = random()
    const status =
      source === "newsletter"
        ? "closed"
        : (statuses.find(([, share]) => (s -= share) < 0)?.[0] ?? "closed")
    const surname = i % 2000 === 7 ? "Okonkwo" : pick(last)
    const message = Array.from({ length: 20 + Math.floor(random() * 40) }, () =>
      pick(words)
    )
      .join(" ")
      .replace("tender", random() < 0.5 ? "tender" : "bid")
    const contact = {
      id:
        (start + i * step).toString(16).padStart(12, "0") +
        i.toString(16).padStart(12, "0"),
      name: source === "newsletter" ? "" : `${pick(first)} ${surname}`,
      email: `${surname.toLowerCase().replace(/ /g, "")}${i}@example.com`,
      countryCode: "+31",
      number: source === "newsletter" ? "" : "70 123 4567",
      reason: source === "newsletter" ? "" : "Contract review",
      message: source === "newsletter" ? "" : message,
      source,
      status,
      assignee: null,
      notes: "",
      answeredBy: null,
      answeredAt: null,
      createdAt: at,
      updatedAt: at,
    }
    return { ...contact, search: searchText(contact) }
  })
}

async function insertContacts(databaseUrl, rows) {
  const started = Date.now()
  const columns = Object.keys(rows[0])
  if (databaseUrl.startsWith("sqlite:")) {
    const db = new Database(databaseUrl.slice("sqlite:".length))
    db.pragma("busy_timeout = 10000")
    const insert = db.prepare(
      `INSERT INTO contacts (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`
    )
    db.transaction(() => rows.forEach((row) => insert.run(row)))()
    db.exec("ANALYZE")
    db.close()
  } else {
    const pg = (await import("pg")).default
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    for (let i = 0; i < rows.length; i += 1000) {
      const batch = rows.slice(i, i + 1000)
      const values = []
      const tuples = batch.map((row, r) => {
        values.push(...columns.map((c) => row[c]))
        return `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(", ")})`
      })
      await client.query(
        `INSERT INTO contacts (${columns.map((c) => `"${c}"`).join(", ")}) VALUES ${tuples.join(", ")}`,
        values
      )
    }
    await client.query("VACUUM ANALYZE contacts")
    await client.end()
  }
  return (Date.now() - started) / 1000
}
