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
//   SMTP server took its e-mail (it should leave within 10 s).
// - GET / (the built home page, compressed as a browser asks for it) at 10 concurrent clients,
//   alone and while 200 teacher registrations arrive at once: each registration costs
//   a scrypt hash at the production cost, on the same libuv threads that read and compress files,
//   so the server bounds how many run at once and the page must keep its p99. Build the site
//   first (npm start or npm run build); without it GET / answers 503 and the figure says so.
// Each phase runs for a fixed time or count and stops by itself; at the end the rows on disk are
// counted against the 201s received, and the e-mails against the contacts.
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { once } from "node:events"
import http from "node:http"
import net from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createInterface } from "node:readline"
import Database from "better-sqlite3"
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
const ADMIN = { email: "bench@coreval.test", password: "bench password 123" }
const site = (
  await import(join(root, "content", "site.json"), { with: { type: "json" } })
).default

const dir = mkdtempSync(join(tmpdir(), "coreval-bench-"))
const children = []

async function freePort() {
  const server = net.createServer().listen(0, "127.0.0.1")
  await once(server, "listening")
  const { port } = server.address()
  server.close()
  return port
}

// Stopping the bench stops its servers too.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) child.kill("SIGKILL")
    rmSync(dir, { recursive: true, force: true })
    process.exit(1)
  })
}

// The SMTP server, in its own process: it reports each message it takes, with the time.
async function startSink() {
  const child = spawn(
    process.execPath,
    [join(root, "scripts", "smtp-sink.mjs")],
    {
      stdio: ["ignore", "pipe", "inherit"],
    }
  )
  children.push(child)
  const mails = []
  const lines = createInterface({ input: child.stdout })
  const port = await new Promise((resolve, reject) => {
    child.once("exit", (code) =>
      reject(new Error(`the SMTP server exited with ${code}`))
    )
    lines.on("line", (line) => {
      const [word, value, ...subject] = line.split(" ")
      if (word === "listening") resolve(Number(value))
      if (word === "mail")
        mails.push({ at: BigInt(value), subject: subject.join(" ") })
    })
  })
  return { child, port, mails }
}

async function startServer(name, env = {}) {
  const port = await freePort()
  // A folder each: the JWT secret is kept beside the database file.
  const dbFile = join(dir, name, "site.sqlite")
  const child = spawn(
    process.execPath,
    // tsx as a loader, not its CLI: the server is then this child itself, whose CPU time is read
    // below (the CLI would run it in a grandchild).
    ["--import", "tsx", join(root, "server", "server.ts")],
    {
      cwd: root,
      // The request log goes nowhere, but it is written: production's log level by default.
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: `sqlite:${dbFile}`,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        RATE_LIMIT_LOGIN: "0",
        RATE_LIMIT_FORMS: "0",
        TRUST_PROXY: "",
        SMTP_URL: "",
        // Publishing builds nothing: a site build in the background would be measured too.
        SITE_BUILD: "off",
        // Autoload cannot see a loader given with --import; this tells it TypeScript is fine.
        FASTIFY_AUTOLOAD_TYPESCRIPT: "1",
        LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
        ...env,
      },
    }
  )
  children.push(child)
  const agent = new http.Agent()
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}`)
    const ready = await request(
      port,
      agent,
      "GET",
      "/api/v1/admin/getallBanner"
    ).catch(() => null)
    if (ready?.status === 200) return { name, child, port, dbFile, created: 0 }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error("the server did not answer within 60 s")
}

function request(port, agent, method, path, body, headers = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        agent,
        method,
        path,
        headers: payload
          ? {
              "content-type": "application/json",
              "content-length": Buffer.byteLength(payload),
              ...headers,
            }
          : headers,
      },
      (res) => {
        const chunks = []
        res.on("data", (chunk) => chunks.push(chunk))
        res.on("end", () => {
          const ended = process.hrtime.bigint()
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            ms: Number(ended - started) / 1e6,
            ended,
          })
        })
      }
    )
    req.on("error", reject)
    req.end(payload)
  })
}

// `clients` clients, each sending its next request when the last one is answered, until the time
// is up, `count` requests were sent or `going()` says to stop.
async function phase(
  { seconds = Infinity, count = Infinity, clients = CONCURRENCY, going = () => true },
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

const percentile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]

// Several runs of one kind as one: their latencies together, their requests per second overall.
function summary(...runs) {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b)
  const statuses = new Map()
  for (const run of runs) {
    for (const [status, n] of run.statuses)
      statuses.set(status, (statuses.get(status) ?? 0) + n)
  }
  const elapsed = runs.reduce((sum, run) => sum + run.elapsed, 0)
  return {
    count: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    statuses,
  }
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
      `/api/v1/${site.brand}/contact/upload`,
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
try {
  const sink = await startSink()
  // One after the other: each hashes its administrator's password at start.
  const off = await startServer("emails-off")
  const on = await startServer("emails-on", {
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  })

  const warm = new http.Agent({ keepAlive: true })
  const { token } = JSON.parse(
    (await request(off.port, warm, "POST", "/api/admin/auth/login", ADMIN)).body
  )
  const auth = { authorization: `Bearer ${token}` }
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
        `/api/v1/${site.brand}/contact/upload`,
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
    request(off.port, agent, "GET", "/", undefined, { "accept-encoding": "gzip, deflate, br" })
  await phase({ seconds: WARM_UP_SECONDS / 2, clients: PAGE_CLIENTS }, page)
  const pageAlone = summary(await phase({ seconds: READ_SECONDS, clients: PAGE_CLIENTS }, page))
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
      (counts, response) => counts.set(response.status, (counts.get(response.status) ?? 0) + 1),
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

  console.log(`\nGET / (${PAGE_CLIENTS} concurrent clients, gzip), alone and while ${REGISTRATIONS} teacher registrations arrive at once\n`)
  console.log(
    `${"".padEnd(46)} ${"requests".padStart(8)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)}  statuses`
  )
  console.log(row(`GET / alone (${READ_SECONDS} s)`, pageAlone))
  console.log(row(`GET / during the registrations`, pageDuringFlood))
  console.log(row(`POST register, ${REGISTRATIONS} at once`, registrations))
  const pageGrowth = pageDuringFlood.p99 / pageAlone.p99 - 1
  console.log(
    `\np99 of GET / during the registrations: ${pageGrowth >= 0 ? "+" : ""}${(pageGrowth * 100).toFixed(0)}% over GET / alone; every registration answered within ${floodSeconds.toFixed(1)} s` +
      (pageAlone.statuses.has(503) ? " (the site is not built, so GET / answered 503: build it first)" : "")
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
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  for (const child of children)
    if (child.exitCode === null) child.kill("SIGKILL")
  rmSync(dir, { recursive: true, force: true })
}
process.exit(exitCode)
