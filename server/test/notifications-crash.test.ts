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
import {
  expectEachEnquiryOnce,
  startSmtpSink,
  type SmtpSink,
} from "./smtp-sink"

// An enquiry's e-mail is never dropped. The SMTP server is down while enquiries
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
