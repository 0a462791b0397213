/** @dialect-dependent the outbox's claims and leases across a kill -9 */
import { once } from "node:events"
import net from "node:net"
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

// An enquiry's e-mail is never dropped. The SMTP server is down while enquiries
// arrive, the server is killed (SIGKILL) with their e-mails pending, the SMTP server comes back,
// the server starts again on the same database, and each e-mail arrives exactly once.

const ENQUIRIES = 20

// A contact request to the server process with this message; resolves to the answer's status.
const enquire = (server: ServerProcess, message: string) =>
  fetch(`http://127.0.0.1:${server.port}/api/v1/${BRAND}/contact/upload`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...validContact, message }),
  }).then((response) => response.status)

describe(`an SMTP outage, then a kill -9, on ${testDatabase}`, () => {
  let sink: SmtpSink
  let server: ServerProcess | undefined
  const own = ownDatabase("coreval-outbox-kill-", async () => {
    await server?.kill()
    await sink?.stop()
  })

  it("delivers every pending e-mail exactly once after a restart", async () => {
    sink = await startSmtpSink()
    await sink.stop()
    const env = { DATABASE_URL: own.database.url, SMTP_URL: sink.url }
    const { db } = connect(env.DATABASE_URL)
    try {
      server = await startServerProcess(env)
      const statuses = await Promise.all(
        Array.from({ length: ENQUIRIES }, (_, i) =>
          enquire(server!, `Enquiry number ${i} during the outage`)
        )
      )
      expect(statuses).toEqual(Array(ENQUIRIES).fill(201))

      // Every e-mail has been tried and refused, and none is held by a claim.
      const tried = await eventually(
        () =>
          db
            .selectFrom("notifications")
            .select(["state", "attempts", "claimToken", "lastError"])
            .execute(),
        (rows) =>
          rows.length === ENQUIRIES &&
          rows.every((row) => row.attempts >= 1 && row.claimToken === null)
      )
      expect(tried.every((row) => row.state === "pending")).toBe(true)
      expect(tried[0].lastError).toMatch(/ECONNREFUSED/)

      await server.kill()
      await sink.start()
      server = await startServerProcess(env)

      await sink.waitFor(ENQUIRIES, 30_000)
      // Once every notification is sent, none can be claimed and sent again: what the SMTP server
      // holds then is all it will get.
      const states = await eventually(
        () => db.selectFrom("notifications").select("state").execute(),
        (rows) => rows.every((row) => row.state === "sent")
      )
      expect(states).toHaveLength(ENQUIRIES)
      expectEachEnquiryOnce(sink.received, ENQUIRIES)
    } finally {
      await db.destroy()
    }
  }, 90_000)
})

// The same outage, but the SMTP server hangs instead of refusing: the server is killed while
// e-mails are claimed, waiting for its greeting. Their claims name a process that no longer runs,
// so the restarted server takes them back at once rather than after the 2-minute lease.
describe(`a kill -9 while e-mails are claimed, on ${testDatabase}`, () => {
  const COUNT = 5
  let silent: net.Server | undefined
  const sockets = new Set<net.Socket>()
  let sink: SmtpSink | undefined
  let server: ServerProcess | undefined
  const own = ownDatabase("coreval-outbox-claims-", async () => {
    await server?.kill()
    for (const socket of sockets) socket.destroy()
    silent?.close()
    await sink?.stop()
  })

  it("sends every claimed e-mail soon after the restart, not after the claims' lease", async () => {
    // Takes connections and never says a word: each send waits for a greeting.
    silent = net.createServer((socket) => {
      sockets.add(socket)
      socket.on("error", () => {})
    })
    silent.listen(0, "127.0.0.1")
    await once(silent, "listening")
    const { port } = silent.address() as net.AddressInfo
    const env = {
      DATABASE_URL: own.database.url,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    }
    const { db } = connect(env.DATABASE_URL)
    try {
      server = await startServerProcess(env)
      const statuses = await Promise.all(
        Array.from({ length: COUNT }, (_, i) =>
          enquire(server!, `Enquiry number ${i} while the mail server hangs`)
        )
      )
      expect(statuses).toEqual(Array(COUNT).fill(201))
      const claimed = await eventually(
        () =>
          db
            .selectFrom("notifications")
            .select(["claimToken", "nextAttemptAt"])
            .execute(),
        (rows) => rows.some((row) => row.claimToken !== null)
      )
      await server.kill()
      // Held by the dead process until its lease runs out, two minutes on.
      const held = claimed.filter((row) => row.claimToken !== null)
      expect(held.length).toBeGreaterThan(0)
      expect(Date.parse(held[0].nextAttemptAt) - Date.now()).toBeGreaterThan(
        60_000
      )

      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => silent!.close(resolve))
      sink = await startSmtpSink(port)
      const back = Date.now()
      server = await startServerProcess(env)
      await sink.waitFor(COUNT, 30_000)
      expect(Date.now() - back).toBeLessThan(60_000)
      await eventually(
        () => db.selectFrom("notifications").select("state").execute(),
        (rows) => rows.every((row) => row.state === "sent")
      )
      expectEachEnquiryOnce(sink.received, COUNT)
      expect(server.output()).toContain(
        "took back the e-mails claimed by a process that has ended"
      )
    } finally {
      await db.destroy()
    }
  }, 90_000)
})

// Delivery is at least once: the SMTP server's acceptance and the row
// being marked sent are two steps. The server is killed between them, the moment the SMTP server
// has answered 250: the restarted server sends that e-mail again, with the same Message-ID, so a
// mail client shows one message.
describe(`a kill -9 between the SMTP server's acceptance and the row marked sent, on ${testDatabase}`, () => {
  let sink: SmtpSink | undefined
  let server: ServerProcess | undefined
  const own = ownDatabase("coreval-outbox-gap-", async () => {
    await server?.kill()
    await sink?.stop()
  })

  it("sends the e-mail again after the restart, under the same Message-ID", async () => {
    // Frozen before the answer leaves the SMTP server, and killed once it has: the sender can never
    // record it, however busy the machine. Only the first: the restarted server's resend goes on.
    let frozen = false
    sink = await startSmtpSink(0, () => {
      if (!frozen) server!.freeze()
      frozen = true
    })
    const env = { DATABASE_URL: own.database.url, SMTP_URL: sink.url }
    const { db } = connect(env.DATABASE_URL)
    try {
      server = await startServerProcess(env)
      expect(await enquire(server, "Enquiry number 0")).toBe(201)
      await sink.waitFor(1)
      await server.kill()
      const [row] = await db
        .selectFrom("notifications")
        .select(["state", "claimToken"])
        .execute()
      expect(row).toMatchObject({ state: "pending" })
      expect(row.claimToken).not.toBeNull()

      server = await startServerProcess(env)
      const [first, again] = await sink.waitFor(2, 30_000)
      expect(again.parsed.messageId).toBe(first.parsed.messageId)
      expect(again.parsed.text).toBe(first.parsed.text)
      await eventually(
        () => db.selectFrom("notifications").select("state").execute(),
        (rows) => rows.every((one) => one.state === "sent")
      )
      // Sent now, so nothing claims it again; once the server has stopped, nothing else can arrive.
      await server.stop()
      expect(sink.received).toHaveLength(2)
    } finally {
      await db.destroy()
    }
  }, 90_000)
})
