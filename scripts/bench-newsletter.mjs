// The newsletter part of `npm run bench`: one real server (server/server.ts) on a throw-away
// SQLite file with NEWSLETTER_RATE=100, sending to a real SMTP server (scripts/smtp-sink.mjs, a
// process of its own), 1,000 confirmed subscribers written straight into its database (the
// sign-up itself is measured with the forms, not here). Visitors keep calling the API throughout:
// first for a few seconds on a quiet server, then while the issue goes out. Prints the time from
// the send to the SMTP server taking the last e-mail, the rate that makes, and the visitors' p50
// and p99 without and with the sending.
import { spawn } from "node:child_process"
import { once } from "node:events"
import { mkdtempSync, rmSync } from "node:fs"
import http from "node:http"
import net from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createInterface } from "node:readline"
import Database from "better-sqlite3"
import { root } from "./site-build.mjs"

const SUBSCRIBERS = 1000
const RATE = 100
const VISITORS = 10
const QUIET_SECONDS = 5
const CONTACT_EVERY = 50
const ADMIN = { email: "bench@coreval.test", password: "bench password 123" }
const site = (
  await import(join(root, "content", "site.json"), { with: { type: "json" } })
).default

const dir = mkdtempSync(join(tmpdir(), "coreval-bench-newsletter-"))
const children = []
const stop = () => {
  for (const child of children)
    if (child.exitCode === null) child.kill("SIGKILL")
  rmSync(dir, { recursive: true, force: true })
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => (stop(), process.exit(1)))

async function freePort() {
  const server = net.createServer().listen(0, "127.0.0.1")
  await once(server, "listening")
  const { port } = server.address()
  server.close()
  return port
}

async function startSink() {
  const child = spawn(
    process.execPath,
    [join(root, "scripts", "smtp-sink.mjs")],
    { stdio: ["ignore", "pipe", "inherit"] }
  )
  children.push(child)
  const mails = []
  const lines = createInterface({ input: child.stdout })
  const port = await new Promise((resolve) => {
    lines.on("line", (line) => {
      const [word, value, ...subject] = line.split(" ")
      if (word === "listening") resolve(Number(value))
      if (word === "mail")
        mails.push({ at: BigInt(value), subject: subject.join(" ") })
    })
  })
  return { port, mails }
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

const percentile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]

// Visitors, each calling again as soon as answered, until `until()` holds: the public list reads
// and, one call in CONTACT_EVERY, a contact request (whose own e-mail goes through the same
// outbox, ahead of the newsletter). One in five would be over a hundred enquiries a second,
// which is not a visitor's load but a flood of writes; `npm run bench` measures that on its own.
async function visitors(port, until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: VISITORS })
  const latencies = []
  const statuses = new Map()
  let i = 0
  await Promise.all(
    Array.from({ length: VISITORS }, async () => {
      while (!until()) {
        const n = i++
        const response =
          n % CONTACT_EVERY === CONTACT_EVERY - 1
            ? await request(
                port,
                agent,
                "POST",
                `/api/v1/${site.brand}/contact/upload`,
                {
                  name: "Bench Visitor",
                  email: `visitor${n}@example.com`,
                  number: "070 123 4567",
                  reason: "Benchmark",
                  message: `Visit ${n} during the newsletter benchmark.`,
                }
              )
            : await request(
                port,
                agent,
                "GET",
                n % 2
                  ? "/api/v1/admin/getAllBlog"
                  : "/api/v1/admin/getallBanner"
              )
        latencies.push(response.ms)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      }
    })
  )
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return {
    count: latencies.length,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    statuses,
  }
}

let exitCode = 0
try {
  const sink = await startSink()
  const port = await freePort()
  const dbFile = join(dir, "site.sqlite")
  const server = spawn(
    process.execPath,
    ["--import", "tsx", join(root, "server", "server.ts")],
    {
      cwd: root,
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
        SITE_BUILD: "off",
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        NEWSLETTER_RATE: String(RATE),
        FASTIFY_AUTOLOAD_TYPESCRIPT: "1",
        LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
      },
    }
  )
  children.push(server)
  const agent = new http.Agent({ keepAlive: true })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (Date.now() > deadline)
      throw new Error("the server did not answer within 60 s")
    const ready = await request(
      port,
      agent,
      "GET",
      "/api/v1/admin/getallBanner"
    ).catch(() => null)
    if (ready?.status === 200) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  // 1,000 confirmed subscribers, as the sign-up and its confirmation leave them.
  const db = new Database(dbFile)
  db.pragma("busy_timeout = 5000")
  const now = new Date().toISOString()
  db.transaction(() => {
    const contact = db.prepare(
      `INSERT INTO contacts ("id", "name", "email", "countryCode", "number", "reason", "message", "source", "createdAt", "updatedAt") VALUES (?, '', ?, '', '', '', '', 'newsletter', ?, ?)`
    )
    const subscriber = db.prepare(
      `INSERT INTO subscribers ("contactId", "status", "signedUpAt", "confirmedAt") VALUES (?, 'confirmed', ?, ?)`
    )
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const id = `bench${String(i).padStart(19, "0")}`
      contact.run(id, `reader${i}@example.com`, now, now)
      subscriber.run(id, now, now)
    }
  })()
  db.close()

  const { token } = JSON.parse(
    (await request(port, agent, "POST", "/api/admin/auth/login", ADMIN)).body
  )
  const auth = { authorization: `Bearer ${token}` }
  const blog = JSON.parse(
    (
      await request(
        port,
        agent,
        "POST",
        "/api/admin/blogs",
        {
          title: "Hidden in Plain Sight",
          excerpt: "Where a contract loses its value.",
          content: "<p>Body</p>",
          image: "/uploads/x.png",
        },
        auth
      )
    ).body
  )
  if (blog.status === "draft")
    await request(
      port,
      agent,
      "POST",
      `/api/admin/blogs/${blog.id}/publish`,
      undefined,
      auth
    )
  const subject = "Benchmark issue"
  const issue = JSON.parse(
    (
      await request(
        port,
        agent,
        "POST",
        "/api/admin/newsletters",
        {
          subject,
          intro: "<p>An issue for the benchmark.</p>",
          items: [{ resource: "blogs", id: blog.id }],
        },
        auth
      )
    ).body
  )

  // Warm-up, then the visitors on a quiet server.
  const warm = Date.now() + 2000
  await visitors(port, () => Date.now() > warm)
  const quietEnd = Date.now() + QUIET_SECONDS * 1000
  const quiet = await visitors(port, () => Date.now() > quietEnd)

  const newsletterMails = () =>
    sink.mails.filter((mail) => mail.subject === subject)
  const sentAt = process.hrtime.bigint()
  const answer = await request(
    port,
    agent,
    "POST",
    `/api/admin/newsletters/${issue.id}/send`,
    undefined,
    auth
  )
  if (answer.status !== 202)
    throw new Error(`the send answered ${answer.status}: ${answer.body}`)
  const sendDeadline = Date.now() + 120_000
  const busy = await visitors(
    port,
    () => newsletterMails().length >= SUBSCRIBERS || Date.now() > sendDeadline
  )
  const mails = newsletterMails()
  if (mails.length < SUBSCRIBERS)
    throw new Error(
      `only ${mails.length} of ${SUBSCRIBERS} e-mails arrived within 120 s`
    )
  const seconds = Number(mails.at(-1).at - sentAt) / 1e9
  const spread = Number(mails.at(-1).at - mails[0].at) / 1e9
  agent.destroy()

  server.kill("SIGTERM")
  await once(server, "exit")
  const check = new Database(dbFile, { readonly: true })
  const delivered = check
    .prepare(
      `SELECT count(*) AS n FROM newsletter_deliveries d JOIN notifications n ON n."mailId" = d."mailId" WHERE d."newsletterId" = ? AND n."state" = 'sent'`
    )
    .get(issue.id).n
  check.close()

  const statuses = (run) =>
    [...run.statuses].map(([status, n]) => `${status}×${n}`).join(" ")
  console.log(
    `\nNewsletter: ${SUBSCRIBERS} confirmed subscribers, NEWSLETTER_RATE=${RATE}, ${VISITORS} visitors calling the API throughout (list reads; one call in ${CONTACT_EVERY} a contact request, e-mailed through the same outbox)\n`
  )
  console.log(
    `sent in ${seconds.toFixed(1)} s from the send to the last e-mail taken (${(SUBSCRIBERS / seconds).toFixed(1)} a second; first to last ${spread.toFixed(1)} s, ${((SUBSCRIBERS - 1) / spread).toFixed(1)} a second; the floor at this rate is ${((SUBSCRIBERS - 1) / RATE).toFixed(1)} s)`
  )
  console.log(
    `e-mails taken by the SMTP server: ${mails.length}; deliveries marked sent: ${delivered}; ${mails.length === SUBSCRIBERS && delivered === SUBSCRIBERS ? "each subscriber once" : "MISMATCH"}`
  )
  console.log(
    `visitors, quiet server (${QUIET_SECONDS} s): ${quiet.count} requests, p50 ${quiet.p50.toFixed(1)} ms, p99 ${quiet.p99.toFixed(1)} ms  ${statuses(quiet)}`
  )
  console.log(
    `visitors, while sending (${seconds.toFixed(0)} s): ${busy.count} requests, p50 ${busy.p50.toFixed(1)} ms, p99 ${busy.p99.toFixed(1)} ms  ${statuses(busy)}`
  )
  if (mails.length !== SUBSCRIBERS || delivered !== SUBSCRIBERS) exitCode = 1
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  stop()
}
process.exit(exitCode)
