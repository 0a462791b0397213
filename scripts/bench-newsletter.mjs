// The newsletter part of `npm run bench`: one real server (server/server.ts) on a throw-away
// SQLite file with NEWSLETTER_RATE=100, sending to a real SMTP server (scripts/smtp-sink.mjs, a
// process of its own), 1,000 confirmed subscribers written straight into its database (the
// sign-up itself is measured with the forms, not here). Visitors keep calling the API throughout:
// first for a few seconds on a quiet server, then while the issue goes out. Prints the time from
// the send to the SMTP server taking the last e-mail, the rate that makes, and the visitors' p50
// and p99 without and with the sending.
import { once } from "node:events"
import http from "node:http"
import { join } from "node:path"
import Database from "better-sqlite3"
import {
  CONTACT_PATH,
  request,
  signIn,
  benchScratch,
  startApiServer,
  startSink,
  summary,
} from "./bench-api.mjs"

const SUBSCRIBERS = 1000
const RATE = 100
const VISITORS = 10
const QUIET_SECONDS = 5
const CONTACT_EVERY = 50

const { dir, children, stop } = benchScratch("coreval-bench-newsletter-")

// Visitors, each calling again as soon as answered, until `until()` holds: the public list reads
// and, one call in CONTACT_EVERY, a contact request (whose own e-mail goes through the same
// outbox, ahead of the newsletter). One in five would be over a hundred enquiries a second,
// which is not a visitor's load but a flood of writes; `npm run bench` measures that on its own.
async function visitors(port, until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: VISITORS })
  const latencies = []
  const statuses = new Map()
  const started = process.hrtime.bigint()
  let i = 0
  await Promise.all(
    Array.from({ length: VISITORS }, async () => {
      while (!until()) {
        const n = i++
        const response =
          n % CONTACT_EVERY === CONTACT_EVERY - 1
            ? await request(port, agent, "POST", CONTACT_PATH, {
                name: "Bench Visitor",
                email: `visitor${n}@example.com`,
                number: "070 123 4567",
                reason: "Benchmark",
                message: `Visit ${n} during the newsletter benchmark.`,
              })
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
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9
  return summary({ latencies, statuses, elapsed })
}

let exitCode = 0
try {
  const sink = await startSink(children)
  const dbFile = join(dir, "site.sqlite")
  const { child: server, port } = await startApiServer(children, {
    databaseUrl: `sqlite:${dbFile}`,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      NEWSLETTER_RATE: String(RATE),
    },
  })
  const agent = new http.Agent({ keepAlive: true })

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

  const auth = await signIn(port, agent)
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
