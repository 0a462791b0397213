/** @dialect-dependent two instances claiming from one outbox */
import { connect } from "../db/connect"
import { ownDatabase, testDatabase } from "./databases"
import { eventually } from "./eventually"
import { BRAND, validContact } from "./helper"
import { startServerProcess, type ServerProcess } from "./server-process"
import {
  expectEachEnquiryOnce,
  startSmtpSink,
  type SmtpSink,
} from "./smtp-sink"

// Several instances on one database: each notification is sent once, whichever instance
// picks it up. Two server processes share one database and one SMTP server; enquiries go to both
// in turn, and each instance, woken by its own, claims whatever is due, the other's included.
// Then an outage makes every e-mail fail at once, so that both instances retry the same rows at
// the same moment. The contract promises this on PostgreSQL (FOR UPDATE SKIP LOCKED and the
// lease); the same test runs on SQLite, where two processes on one file hold as well.

const FIRST = 120
const DURING_OUTAGE = 60
const CONCURRENCY = 20

describe(`two server instances on one ${testDatabase} database`, () => {
  let sink: SmtpSink
  let servers: ServerProcess[] = []
  const own = ownDatabase("coreval-outbox-two-", async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await sink?.stop()
  })

  // `count` enquiries, numbered from `from`, to the servers in turn, CONCURRENCY at a time.
  async function enquire(from: number, count: number) {
    const statuses: number[] = []
    let next = from
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < from + count) {
          const number = next++
          const server = servers[number % servers.length]
          const response = await fetch(
            `http://127.0.0.1:${server.port}/api/v1/${BRAND}/contact/upload`,
            {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({
                ...validContact,
                message: `Enquiry number ${number}`,
              }),
            }
          )
          statuses.push(response.status)
        }
      })
    )
    expect(statuses).toEqual(Array(count).fill(201))
  }

  it("send each e-mail once, whichever instance stored it", async () => {
    sink = await startSmtpSink()
    const env = { DATABASE_URL: own.database.url, SMTP_URL: sink.url }
    servers = await Promise.all([
      startServerProcess(env),
      startServerProcess(env),
    ])
    const { db } = connect(own.database.url)
    try {
      await enquire(0, FIRST)
      await sink.waitFor(FIRST, 30_000)

      await sink.stop()
      await enquire(FIRST, DURING_OUTAGE)
      await eventually(
        () =>
          db
            .selectFrom("notifications")
            .select(["attempts", "claimToken"])
            .where("state", "=", "pending")
            .execute(),
        (rows) =>
          rows.length === DURING_OUTAGE &&
          rows.every((row) => row.attempts >= 1 && row.claimToken === null),
        15_000
      )
      await sink.start()

      const total = FIRST + DURING_OUTAGE
      await sink.waitFor(total, 60_000)
      // Once every notification is sent, none can be claimed and sent again: what the SMTP server
      // holds then is all it will get.
      await eventually(
        () => db.selectFrom("notifications").select("state").execute(),
        (rows) => rows.every((row) => row.state === "sent"),
        15_000
      )
      expectEachEnquiryOnce(sink.received, total)
      // Both instances did their share.
      for (const server of servers) {
        expect(server.output()).toContain('"msg":"notification sent"')
      }
    } finally {
      await db.destroy()
    }
  }, 150_000)
})
