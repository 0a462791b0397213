import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { connect } from "../db/connect"
import {
  createTestDatabase,
  testDatabase,
  type TestDatabase,
} from "./databases"
import { eventually } from "./eventually"
import { BRAND, validContact } from "./helper"
import { startServerProcess, type ServerProcess } from "./server-process"
import { startSmtpSink, type SmtpSink } from "./smtp-sink"

// CONTRACT 'Notifications': an e-mail is never dropped. The SMTP server is down while enquiries
// arrive, the server is killed (SIGKILL) with their e-mails pending, the SMTP server comes back,
// the server starts again on the same database, and each e-mail arrives exactly once.

const ENQUIRIES = 20

describe(`an SMTP outage, then a kill -9, on ${testDatabase}`, () => {
  let dir: string
  let database: TestDatabase
  let sink: SmtpSink
  let server: ServerProcess | undefined
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "coreval-outbox-kill-"))
    database = await createTestDatabase(dir)
  })
  afterAll(async () => {
    await server?.kill()
    await sink?.stop()
    await database?.drop()
    rmSync(dir, { recursive: true, force: true })
  })

  it("delivers every pending e-mail exactly once after a restart", async () => {
    sink = await startSmtpSink()
    await sink.stop()
    const env = { DATABASE_URL: database.url, SMTP_URL: sink.url }
    const { db } = connect(env.DATABASE_URL)
    try {
      server = await startServerProcess(env)
      const statuses = await Promise.all(
        Array.from({ length: ENQUIRIES }, (_, i) =>
          fetch(
            `http://127.0.0.1:${server!.port}/api/v1/${BRAND}/contact/upload`,
            {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({
                ...validContact,
                message: `Enquiry number ${i} during the outage`,
              }),
            }
          ).then((response) => response.status)
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

      const received = await sink.waitFor(ENQUIRIES, 30_000)
      // Time for a duplicate to show up, were one coming.
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      expect(sink.received).toHaveLength(ENQUIRIES)
      const messages = received.map(
        (mail) => /Enquiry number (\d+)/.exec(mail.parsed.text!)![1]
      )
      expect(new Set(messages).size).toBe(ENQUIRIES)
      expect(new Set(received.map((mail) => mail.parsed.messageId)).size).toBe(
        ENQUIRIES
      )

      const states = await eventually(
        () => db.selectFrom("notifications").select("state").execute(),
        (rows) => rows.every((row) => row.state === "sent")
      )
      expect(states).toHaveLength(ENQUIRIES)
    } finally {
      await db.destroy()
    }
  }, 90_000)
})
