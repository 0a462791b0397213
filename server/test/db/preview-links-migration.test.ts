/** @dialect-dependent a migration's DDL and data moves, run as each dialect's SQL */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Kysely } from "kysely"
import { connect } from "../../db/connect"
import { migrate, migrationsDir } from "../../db/migrate"
import { createTestDatabase } from "../databases"

// migrations/018-preview-links.ts on a database that already has preview links: each gets an id
// of its own and its creator's account, found by the address it was made under (a staff account
// before a teacher of the same address); an address with no account left gets none.

it("names each existing preview link and finds the account that made it", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "coreval-018-"))
  const database = await createTestDatabase(dir)
  const { db } = connect(database.url) as { db: Kysely<any> }
  // The migrations before this one, in a folder of their own.
  const earlier = path.join(dir, "earlier")
  mkdirSync(earlier)
  for (const name of readdirSync(migrationsDir))
    if (/^0(0\d|1[0-7])-.*\.ts$/.test(name))
      symlinkSync(path.join(migrationsDir, name), path.join(earlier, name))
  try {
    await migrate(db, earlier)
    const at = "2030-01-01T00:00:00.000Z"
    const account = { passwordHash: "x", createdAt: at, updatedAt: at }
    await db
      .insertInto("admins")
      .values({ id: "a1", email: "Office@coreval.test", ...account })
      .execute()
    const teacher = { name: "T", phone: "", subject: "", ...account }
    await db
      .insertInto("teachers")
      .values([
        { id: "t1", email: "lena@coreval.test", ...teacher },
        { id: "t2", email: "office@coreval.test", ...teacher },
      ])
      .execute()
    const link = { resource: "blogs", recordId: "b1", data: null }
    await db
      .insertInto("previews")
      .values(
        [
          ["h1", "office@coreval.test"],
          ["h2", "lena@coreval.test"],
          ["h3", "gone@coreval.test"],
        ].map(([tokenHash, createdBy]) => ({
          tokenHash,
          createdBy,
          ...link,
          createdAt: at,
          expiresAt: at,
        }))
      )
      .execute()

    await migrate(db)
    const rows = await db
      .selectFrom("previews")
      .select(["id", "creatorKind", "creatorId"])
      .orderBy("tokenHash")
      .execute()
    expect(
      rows.map(({ creatorKind, creatorId }) => [creatorKind, creatorId])
    ).toEqual([
      ["admin", "a1"],
      ["teacher", "t1"],
      [null, null],
    ])
    const ids = rows.map((row) => row.id)
    expect(new Set(ids).size).toBe(3)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/)
  } finally {
    await db.destroy()
    await database.drop()
    rmSync(dir, { recursive: true, force: true })
  }
})
