/** @dialect-dependent concurrent inserts: SQLite's group commit, PostgreSQL's pool */
import { mkdtempSync, rmSync } from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { connect } from "../db/connect"
import { createTestDatabase } from "./databases"
import { BRAND, build, validContact } from "./helper"
import { startServerProcess } from "./server-process"

// A 201 means the record (and its notification) is on disk, so a visitor told "received" is never
// lost. Many concurrent submissions over real HTTP, then the rows are counted from the database
// through a connection of the test's own, once after a clean close and once after the server was
// killed without warning.

const SUBMISSIONS = 200

function post(port: number, agent: http.Agent, body: object): Promise<number> {
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        agent,
        method: "POST",
        path: `/api/v1/${BRAND}/contact/upload`,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume()
        response.on("end", () => resolve(response.statusCode ?? 0))
      }
    )
    request.on("error", reject)
    request.end(payload)
  })
}

async function submitAll(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: SUBMISSIONS })
  const statuses = await Promise.all(
    Array.from({ length: SUBMISSIONS }, (_, i) =>
      post(port, agent, {
        ...validContact,
        message: `Concurrent submission number ${i}`,
      })
    )
  )
  agent.destroy()
  return statuses
}

async function countStored(
  url: string,
  table: "contacts" | "notifications" = "contacts"
) {
  const { db } = connect(url)
  try {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
    return Number(n)
  } finally {
    await db.destroy()
  }
}

describe("no data loss", () => {
  it(`stores every one of ${SUBMISSIONS} concurrent submissions answered 201`, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "coreval-burst-"))
    const database = await createTestDatabase(dir, { migrated: true })
    try {
      const app = await build({ DATABASE_URL: database.url })
      await app.listen({ host: "127.0.0.1", port: 0 })
      const { port } = app.server.address() as { port: number }
      const statuses = await submitAll(port)
      await app.close()
      expect(statuses.filter((s) => s === 201)).toHaveLength(SUBMISSIONS)
      expect(await countStored(database.url)).toBe(SUBMISSIONS)
    } finally {
      await database.drop()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("keeps every 201 when the server is killed right after answering", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "coreval-kill-"))
    const database = await createTestDatabase(dir, { migrated: true })
    const server = await startServerProcess({ DATABASE_URL: database.url })
    try {
      const statuses = await submitAll(server.port)
      await server.kill()
      const created = statuses.filter((s) => s === 201).length
      expect(created).toBe(SUBMISSIONS)
      expect(await countStored(database.url)).toBe(created)
      // Each with the e-mail that tells the office of it.
      expect(await countStored(database.url, "notifications")).toBe(created)
    } finally {
      await server.kill()
      await database.drop()
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)
})
