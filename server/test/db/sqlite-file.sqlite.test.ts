import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { sql } from "kysely"
import { connect } from "../../db/connect"
import { migrate } from "../../db/migrate"
import { adminToken, bearer, build } from "../helper"

// What only the embedded SQLite set-up has: a file, its journal mode, and the JWT secret kept
// beside it when JWT_SECRET is not set. (PostgreSQL requires JWT_SECRET.)

describe("the SQLite file", () => {
  it("keeps tokens valid across a restart without JWT_SECRET, with the secret beside the file, 0600", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "coreval-restart-"))
    const config = {
      DATABASE_URL: `sqlite:${path.join(dir, "nested", "site.sqlite")}`,
      JWT_SECRET: "",
    }
    try {
      const first = await build(config)
      const token = await adminToken(first)
      await first.close()
      const secretFile = path.join(dir, "nested", "jwt-secret")
      expect(statSync(secretFile).mode & 0o777).toBe(0o600)

      const second = await build(config)
      try {
        const response = await second.inject({
          url: "/api/admin/contacts",
          headers: bearer(token),
        })
        expect(response.statusCode).toBe(200)
      } finally {
        await second.close()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("runs in WAL mode with synchronous=FULL", async () => {
    const app = await build()
    try {
      const mode = await sql<{
        journal_mode: string
      }>`PRAGMA journal_mode`.execute(app.db)
      const sync = await sql<{
        synchronous: number
      }>`PRAGMA synchronous`.execute(app.db)
      expect(mode.rows[0].journal_mode).toBe("wal")
      expect(sync.rows[0].synchronous).toBe(2)
    } finally {
      await app.close()
    }
  })
})

describe("a migration run that finds the SQLite file busy", () => {
  // What a second server starting beside the first meets: SQLite answers SQLITE_BUSY at once,
  // without waiting, when a transaction that has read must write after another has committed.
  it("is rolled back and tried again, and each migration is recorded once", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "coreval-migrate-busy-"))
    const migrations = path.join(dir, "migrations")
    mkdirSync(migrations)
    writeFileSync(
      path.join(migrations, "001-busy-once.js"),
      `exports.up = async (db) => {
        await db.schema.createTable("tried").addColumn("id", "integer").execute()
        if (!globalThis.busyOnce) {
          globalThis.busyOnce = true
          throw Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" })
        }
      }`
    )
    const { db } = connect(`sqlite:${path.join(dir, "site.sqlite")}`)
    try {
      expect(await migrate(db, migrations)).toEqual(["001-busy-once"])
      expect((globalThis as { busyOnce?: boolean }).busyOnce).toBe(true)
      const recorded = await db
        .selectFrom("kysely_migration" as never)
        .selectAll()
        .execute()
      expect(recorded).toHaveLength(1)
    } finally {
      await db.destroy()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
