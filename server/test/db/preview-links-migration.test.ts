/** @dialect-dependent a migration's DDL and data moves, run as each dialect's SQL */
import { migrate } from "../../db/migrate"
import { databaseBefore } from "../databases"

// migrations/018-preview-links.ts on a database that already has preview links: each gets an id
// of its own and its creator's account, found by the address it was made under (a staff account
// before a teacher of the same address); an address with no account left gets none.

it("names each existing preview link and finds the account that made it", async () => {
  const before = await databaseBefore("018")
  const { db } = before
  try {
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
    await before.drop()
  }
})
