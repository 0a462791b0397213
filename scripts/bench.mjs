// `npm run bench`: API figures on loopback. Starts the real server (server/server.ts) on a free
// port with a throw-away SQLite file and the rate limits off, then measures with plain Node:
// contact submissions at 50 concurrent clients, and list reads (the public getallBanner and the
// admin contacts list with a token), after a short warm-up. Each phase runs for a fixed time
// and stops by itself; at the end the rows on disk are counted against the 201s received.
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { once } from "node:events"
import http from "node:http"
import net from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Database from "better-sqlite3"
import { root } from "./site-build.mjs"

const CONCURRENCY = 50
const SUBMIT_SECONDS = 5
const READ_SECONDS = 3
const WARM_UP_SECONDS = 2
const ADMIN = { email: "bench@coreval.test", password: "bench password 123" }
const site = (
  await import(join(root, "content", "site.json"), { with: { type: "json" } })
).default

const dir = mkdtempSync(join(tmpdir(), "coreval-bench-"))
const dbFile = join(dir, "bench.sqlite")

async function freePort() {
  const server = net.createServer().listen(0, "127.0.0.1")
  await once(server, "listening")
  const { port } = server.address()
  server.close()
  return port
}

// Stopping the bench stops its server too.
let running = null
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    running?.kill("SIGKILL")
    rmSync(dir, { recursive: true, force: true })
    process.exit(1)
  })
}

async function startServer() {
  const port = await freePort()
  const child = (running = spawn(
    process.execPath,
    [
      join(root, "node_modules", "tsx", "dist", "cli.mjs"),
      join(root, "server", "server.ts"),
    ],
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
        LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
      },
    }
  ))
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
    if (ready?.status === 200) return { child, port }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill("SIGKILL")
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
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          })
        )
      }
    )
    req.on("error", reject)
    req.end(payload)
  })
}

// CONCURRENCY clients, each sending its next request when the last one is answered, until the
// time is up.
async function phase(seconds, send) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const latencies = []
  const statuses = new Map()
  const deadline = Date.now() + seconds * 1000
  const started = process.hrtime.bigint()
  let sequence = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        const response = await send(agent, sequence++)
        latencies.push(response.ms)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      }
    })
  )
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]
  return {
    count: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    statuses,
  }
}

const contact = (i) => ({
  name: "Bench Client",
  email: `bench${i}@example.com`,
  countryCode: "+31",
  number: "70 123 4567",
  reason: "Benchmark",
  message: `Submission ${i} of the loopback benchmark.`,
})

const { child, port } = await startServer()
let exitCode = 0
try {
  const warm = new http.Agent({ keepAlive: true })
  const { token } = JSON.parse(
    (await request(port, warm, "POST", "/api/admin/auth/login", ADMIN)).body
  )
  const auth = { authorization: `Bearer ${token}` }
  for (let i = 0; i < 20; i++) {
    await request(
      port,
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

  const submit = (agent, i) =>
    request(
      port,
      agent,
      "POST",
      `/api/v1/${site.brand}/contact/upload`,
      contact(i)
    )
  const banners = (agent) =>
    request(port, agent, "GET", "/api/v1/admin/getallBanner")
  const contacts = (agent) =>
    request(
      port,
      agent,
      "GET",
      `/api/admin/contacts?sort=${encodeURIComponent('["createdAt","DESC"]')}&range=${encodeURIComponent("[0,24]")}`,
      undefined,
      auth
    )

  // A fresh process runs its first few thousand requests two to three times slower while V8
  // optimises the hot paths; those are warm-up, not the steady state being measured. Their
  // submissions are stored, and counted in the check below.
  const warmUp = [
    await phase(WARM_UP_SECONDS, submit),
    await phase(WARM_UP_SECONDS / 2, banners),
    await phase(WARM_UP_SECONDS / 2, contacts),
  ]
  const results = {
    submit: await phase(SUBMIT_SECONDS, submit),
    banners: await phase(READ_SECONDS, banners),
    contacts: await phase(READ_SECONDS, contacts),
  }

  const created =
    (warmUp[0].statuses.get(201) ?? 0) + (results.submit.statuses.get(201) ?? 0)
  child.kill("SIGTERM")
  await new Promise((resolve) => child.once("exit", resolve))
  const db = new Database(dbFile, { readonly: true })
  const stored = db.prepare("SELECT count(*) AS n FROM contacts").get().n
  db.close()

  const row = (name, r) =>
    `${name.padEnd(44)} ${String(r.count).padStart(8)} ${r.perSecond.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}  ${[...r.statuses].map(([s, n]) => `${s}×${n}`).join(" ")}`
  console.log(
    `\nAPI on loopback, ${CONCURRENCY} concurrent clients (keep-alive), SQLite synchronous=FULL, log level ${process.env.LOG_LEVEL ?? "info"}, after a ${WARM_UP_SECONDS * 2} s warm-up\n`
  )
  console.log(
    `${"".padEnd(44)} ${"requests".padStart(8)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)}  statuses`
  )
  console.log(row(`POST contact/upload (${SUBMIT_SECONDS} s)`, results.submit))
  console.log(
    row(`GET getallBanner, 20 banners (${READ_SECONDS} s)`, results.banners)
  )
  console.log(
    row(
      `GET /api/admin/contacts 25 of ${stored} (${READ_SECONDS} s)`,
      results.contacts
    )
  )
  console.log(
    `\n201 answers: ${created}; contacts on disk: ${stored}; ${created === stored ? "nothing lost" : "MISMATCH"}`
  )
  console.log(
    `p99 of submissions ${results.submit.p99.toFixed(1)} ms: ${results.submit.p99 < 50 ? "under" : "OVER"} the 50 ms target`
  )
  if (created !== stored) exitCode = 1
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  if (child.exitCode === null) child.kill("SIGKILL")
  rmSync(dir, { recursive: true, force: true })
}
process.exit(exitCode)
