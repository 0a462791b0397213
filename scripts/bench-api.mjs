// What the API benchmarks (scripts/bench.mjs, scripts/bench-newsletter.mjs) share: the SMTP server
// in a process of its own, a real server on a free port and a throw-away database, the admin they
// sign in as, one timed HTTP request, and the figures of a run of them.
import { spawn } from "node:child_process"
import { once } from "node:events"
import http from "node:http"
import net from "node:net"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createInterface } from "node:readline"
import { root } from "./site-build.mjs"

const ADMIN = {
  email: "bench@coreval.test",
  password: "bench password 123",
}
const site = (
  await import(join(root, "content", "site.json"), { with: { type: "json" } })
).default
/**
 * A benchmark's scratch folder and the processes it starts (`children`), both gone at `stop()`,
 * and on Ctrl-C or a kill, so that no server or SMTP sink outlives the run.
 */
export function benchScratch(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const children = []
  const stop = () => {
    for (const child of children)
      if (child.exitCode === null) child.kill("SIGKILL")
    rmSync(dir, { recursive: true, force: true })
  }
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => (stop(), process.exit(1)))
  return { dir, children, stop }
}

// Where the public contact form posts.
export const CONTACT_PATH = `/api/v1/${site.brand}/contact/upload`

async function freePort() {
  const server = net.createServer().listen(0, "127.0.0.1")
  await once(server, "listening")
  const { port } = server.address()
  server.close()
  return port
}

// The SMTP server (scripts/smtp-sink.mjs), in its own process, added to `children`: it reports
// each message it takes, with the time.
export async function startSink(children) {
  const child = spawn(
    process.execPath,
    [join(root, "scripts", "smtp-sink.mjs")],
    { stdio: ["ignore", "pipe", "inherit"] }
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

// A real server (server/server.ts) on a free port and `databaseUrl`, added to `children`, with the
// rate limits off, no e-mail sent and nothing built unless `env` says otherwise; resolves to the
// process and its port once it answers the public banner list.
export async function startApiServer(children, { databaseUrl, env }) {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    // tsx as a loader, not its CLI: the server is then this child itself, whose CPU time
    // scripts/bench.mjs reads (the CLI would run it in a grandchild).
    ["--import", "tsx", join(root, "server", "server.ts")],
    {
      cwd: root,
      // The request log goes nowhere, but it is written: production's log level by default.
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: databaseUrl,
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
    if (ready?.status === 200) {
      agent.destroy()
      return { child, port }
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error("the server did not answer within 60 s")
}

// The benchmark's administrator's headers on the server at `port`.
export async function signIn(port, agent) {
  const answer = await request(
    port,
    agent,
    "POST",
    "/api/admin/auth/login",
    ADMIN
  )
  return { authorization: `Bearer ${JSON.parse(answer.body).token}` }
}

// One request, timed from its sending to the end of the answer.
export function request(port, agent, method, path, body, headers = {}) {
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

export const percentile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]

// Several runs of one kind as one: their latencies together, their requests per second overall.
export function summary(...runs) {
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
