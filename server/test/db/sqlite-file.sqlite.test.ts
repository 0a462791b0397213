import { mkdtempSync, rmSync, statSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { sql } from "kysely"
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
