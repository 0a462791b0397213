import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { sql } from "kysely"
import {
  connect,
  isDatabaseUnavailable,
  POSTGRES_LIMITS,
} from "../../db/connect"
import { createTestDatabase, type TestDatabase } from "../databases"
import { eventually } from "../eventually"

// A slow query fails instead of holding a connection while every other request queues behind it:
// PostgreSQL cancels a statement over the time limit, and a query that waits too long for a
// connection of the pool gives up. The limits are short here; the server's are POSTGRES_LIMITS.

let dir: string
let database: TestDatabase
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "coreval-pg-limits-"))
  database = await createTestDatabase(dir)
})
afterAll(async () => {
  await database.drop()
  rmSync(dir, { recursive: true, force: true })
})

it("sets the limits on every connection of the server's pool", async () => {
  const { db } = connect(database.url)
  try {
    const setting = async (name: string) =>
      (
        await sql<{
          value: string
        }>`SELECT current_setting(${name}) AS value`.execute(db)
      ).rows[0].value
    expect(await setting("statement_timeout")).toBe(
      `${POSTGRES_LIMITS.statementTimeoutMs / 1000}s`
    )
    expect(await setting("idle_in_transaction_session_timeout")).toBe(
      `${POSTGRES_LIMITS.idleInTransactionMs / 1000}s`
    )
  } finally {
    await db.destroy()
  }
})

it("cancels a statement that runs past the limit, and the pool goes on", async () => {
  const { db } = connect(database.url, { statementTimeoutMs: 300 })
  try {
    const started = Date.now()
    const cancelled = await sql`SELECT pg_sleep(5)`
      .execute(db)
      .catch((error: unknown) => error)
    expect(cancelled).toMatchObject({
      code: "57014",
      message: expect.stringMatching(/statement timeout/),
    })
    expect(Date.now() - started).toBeLessThan(3_000)
    // The request that ran it answers 503 with Retry-After (server/common/errors.ts).
    expect(isDatabaseUnavailable(cancelled)).toBe(true)
    const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(db)
    expect(rows).toEqual([{ one: 1 }])
  } finally {
    await db.destroy()
  }
})

it("gives up waiting for a connection instead of queueing for ever", async () => {
  const { db } = connect(database.url, {
    max: 1,
    connectionTimeoutMs: 300,
    statementTimeoutMs: 3_000,
  })
  try {
    const slow = sql`SELECT pg_sleep(2)`.execute(db)
    const started = Date.now()
    const waited = await sql`SELECT 1`
      .execute(db)
      .catch((error: unknown) => error)
    expect(waited).toBeInstanceOf(Error)
    expect((waited as Error).message).toMatch(
      /timeout exceeded when trying to connect/
    )
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(isDatabaseUnavailable(waited)).toBe(true)
    await slow
  } finally {
    await db.destroy()
  }
})

it("ends a transaction left idle, releasing its locks", async () => {
  const { db } = connect(database.url, { idleInTransactionMs: 300 })
  try {
    await sql`CREATE TABLE held (id int PRIMARY KEY)`.execute(db)
    await sql`INSERT INTO held VALUES (1)`.execute(db)
    // A client that took a row lock and went quiet: PostgreSQL ends its session.
    const stuck = db.transaction().execute(async (trx) => {
      await sql`SELECT * FROM held WHERE id = 1 FOR UPDATE`.execute(trx)
      const { rows } = await sql<{
        pid: number
      }>`SELECT pg_backend_pid() AS pid`.execute(trx)
      await eventually(
        () =>
          sql`SELECT 1 FROM pg_stat_activity WHERE pid = ${rows[0].pid}`.execute(
            db
          ),
        (session) => session.rows.length === 0
      )
      await sql`SELECT 1`.execute(trx)
    })
    await expect(stuck).rejects.toThrow()
    const { rows } = await sql<{
      id: number
    }>`UPDATE held SET id = 2 WHERE id = 1 RETURNING id`.execute(db)
    expect(rows).toEqual([{ id: 2 }])
  } finally {
    await db.destroy()
  }
})
