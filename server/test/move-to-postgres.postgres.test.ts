import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { sql, type Kysely } from "kysely"
import sharp from "sharp"
import { main as moveCommand } from "../cli/move-to-postgres"
import { connect } from "../db/connect"
import { migrate } from "../db/migrate"
import { createTestDatabase, type TestDatabase } from "./databases"
import { fillSite, type Filled } from "./fixtures/site-records"
import {
  adminToken,
  bearer,
  BRAND,
  build,
  validContact,
  type TestApp,
} from "./helper"

// `npm run move-to-postgres` (docs/deploy.md): a SQLite site filled through the API with every
// kind of record, odd text and images included, moved into a new PostgreSQL database in batches
// small enough that every table spans several; every table's rows are then the same in both, a
// server started on PostgreSQL serves them, and a second move into that database is refused with
// nothing changed.

const BOOKKEEPING = ["kysely_migration", "kysely_migration_lock"]

// Text a visitor may send: quotes, backslashes, SQL, astral and right-to-left characters,
// combining marks and long runs, drawn afresh each run.
function oddText(length: number) {
  const pieces = [
    "'",
    '"',
    "\\",
    "'); DROP TABLE contacts; --",
    "😀",
    "𝔘",
    "مرحبا",
    "é",
    "\u0301",
    "\t",
    "\n",
    "%_",
    "$1",
  ]
  let text = ""
  while (text.length < length) text += pieces[randomBytes(1)[0] % pieces.length]
  return text
}

async function rowsOf(db: Kysely<any>, table: string) {
  const rows = await db.selectFrom(table).selectAll().execute()
  return rows
    .map((row) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(row)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, Buffer.isBuffer(v) ? v.toString("base64") : v])
        )
      )
    )
    .sort()
}

describe("moving a SQLite site to PostgreSQL", () => {
  let dir: string
  let sqliteFile: string
  let source: TestApp
  let filled: Filled
  let target: TestDatabase
  const output: string[] = []

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "coreval-move-"))
    sqliteFile = path.join(dir, "data", "site.sqlite")
    source = await build({ DATABASE_URL: `sqlite:${sqliteFile}` })
    filled = await fillSite(source)
    const headers = bearer(await adminToken(source))
    for (let i = 0; i < 5; i++) {
      const posted = await source.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: {
          ...validContact,
          name: oddText(20 + i * 30),
          message: oddText(200 + i * 700),
        },
      })
      expect(posted.statusCode).toBe(201)
      const noise = await sharp(randomBytes(40 * 30 * 3), {
        raw: { width: 40, height: 30, channels: 3 },
      })
        .png()
        .toBuffer()
      const uploaded = await source.inject({
        method: "POST",
        url: "/api/admin/uploads",
        headers: { ...headers, "content-type": "image/png" },
        payload: noise,
      })
      expect(uploaded.statusCode).toBe(201)
    }
    target = await createTestDatabase(dir)
    await moveCommand(
      ["--from", `sqlite:${sqliteFile}`, "--to", target.url],
      {},
      (line) => output.push(line),
      { batchRows: 3, blobBatchRows: 2 }
    )
  })
  afterAll(async () => {
    await source?.close()
    await target?.drop()
    rmSync(dir, { recursive: true, force: true })
  })

  it("copies every table's rows, ids and bytes included", async () => {
    const from = connect(`sqlite:${sqliteFile}`).db as Kysely<any>
    const to = connect(target.url).db as Kysely<any>
    try {
      const tables = (await from.introspection.getTables())
        .filter((table) => !table.isView)
        .map((table) => table.name)
        .filter((name) => !BOOKKEEPING.includes(name))
      const targetTables = (await to.introspection.getTables())
        .filter((table) => !table.isView)
        .map((table) => table.name)
      expect(targetTables.sort()).toEqual(tables.sort())
      for (const table of tables) {
        const rows = await rowsOf(from, table)
        expect({ table, rows: await rowsOf(to, table) }).toEqual({
          table,
          rows,
        })
      }
      const { rows: counted } = await sql<{
        n: number
      }>`SELECT count(*) AS n FROM contacts`.execute(to)
      expect(counted[0].n).toBe(7)
    } finally {
      await Promise.all([from.destroy(), to.destroy()])
    }
    expect(output).toContain("contacts: 7 rows")
    expect(output.at(-2)).toMatch(/^Moved \d+ rows in \d+ tables/)
  })

  it("leaves a database a server on PostgreSQL serves", async () => {
    const app = await build({ DATABASE_URL: target.url })
    try {
      const headers = bearer(await adminToken(app))
      const get = async (url: string, auth = true) => {
        const response = await app.inject({ url, headers: auth ? headers : {} })
        expect(response.statusCode).toBe(200)
        return response
      }
      const blogs = (await get(`/api/v1/admin/getAllBlog`, false)).json().data
      expect(blogs.map((blog: { id: string }) => blog.id)).toEqual([
        filled.published.blogs,
      ])
      const contacts = (await get("/api/admin/contacts?range=[0,99]")).json()
      expect(contacts).toHaveLength(7)
      const image = await get(filled.upload.url, false)
      expect(image.headers["content-type"]).toBe("image/png")
      const faq = await get(
        `/api/admin/site-files/${encodeURIComponent("pages/faq.json")}`
      )
      expect(faq.json().text).toContain(filled.faqQuestion)
      const subscribers = (await get("/api/admin/subscribers")).json()
      expect(subscribers[0]).toMatchObject({ status: "confirmed" })
    } finally {
      await app.close()
    }
  })

  it("refuses a target that is not empty, or a source that is not a SQLite file, changing nothing", async () => {
    const before = await counts(target.url)
    await expect(
      moveCommand(
        ["--from", `sqlite:${sqliteFile}`, "--to", target.url],
        {},
        () => {}
      )
    ).rejects.toThrow(/not empty.*nothing was changed/)
    await expect(
      moveCommand(
        [
          "--from",
          `sqlite:${path.join(dir, "none.sqlite")}`,
          "--to",
          target.url,
        ],
        {},
        () => {}
      )
    ).rejects.toThrow(/There is no SQLite database/)
    await expect(
      moveCommand(["--from", target.url, "--to", target.url], {}, () => {})
    ).rejects.toThrow(/--from must be a SQLite file/)
    await expect(
      moveCommand(
        ["--from", `sqlite:${sqliteFile}`, "--to", `sqlite:${sqliteFile}`],
        {},
        () => {}
      )
    ).rejects.toThrow(/--to must be a PostgreSQL URL/)
    await expect(
      moveCommand(["--from", `sqlite:${sqliteFile}`], {}, () => {})
    ).rejects.toThrow(/Usage/)
    expect(await counts(target.url)).toEqual(before)
  })
})

// A text PostgreSQL refuses (NUL, which the API has always refused too but an old row or a hand
// edit may hold) stops the move late in it: nothing of the earlier tables stays in PostgreSQL.
describe("a move that fails part-way", () => {
  let dir: string
  let target: TestDatabase
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "coreval-move-failed-"))
    target = await createTestDatabase(dir)
  })
  afterAll(async () => {
    await target?.drop()
    rmSync(dir, { recursive: true, force: true })
  })

  it("leaves the target with the schema alone, and the source as it was", async () => {
    const file = path.join(dir, "site.sqlite")
    const source = connect(`sqlite:${file}`).db as Kysely<any>
    await migrate(source)
    await source
      .insertInto("admins")
      .values({
        id: "kept-admin",
        email: "kept@example.com",
        passwordHash: "x",
        createdAt: "2026-01-01T00:00:00.000Z",
        updatedAt: "2026-01-01T00:00:00.000Z",
      })
      .execute()
    const template = await source
      .insertInto("templates")
      .values({
        id: "nul-template",
        title: "Before\u0000after",
        image: "",
        category: "",
        createdAt: "2026-01-01T00:00:00.000Z",
        updatedAt: "2026-01-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow()
    await source.destroy()
    // DATABASE_URL names the source, as an operator's environment would.
    await expect(
      moveCommand(
        ["--to", target.url],
        { DATABASE_URL: `sqlite:${file}` },
        () => {}
      )
    ).rejects.toThrow(/^templates could not be copied, so nothing was: /)
    const to = connect(target.url).db as Kysely<any>
    try {
      expect(await counts(target.url)).toEqual([
        { table: "contacts", n: 0 },
        { table: "uploads", n: 0 },
        { table: "audit", n: 0 },
      ])
      expect(await to.selectFrom("admins").selectAll().execute()).toEqual([])
    } finally {
      await to.destroy()
    }
    const again = connect(`sqlite:${file}`).db as Kysely<any>
    try {
      expect(
        await again
          .selectFrom("templates")
          .select("title")
          .where("id", "=", template.id)
          .execute()
      ).toEqual([{ title: "Before\u0000after" }])
    } finally {
      await again.destroy()
    }
  })
})

async function counts(url: string) {
  const db = connect(url).db as Kysely<any>
  try {
    const { rows } = await sql<{ table: string; n: number }>`
      SELECT 'contacts' AS "table", count(*) AS n FROM contacts
      UNION ALL SELECT 'uploads', count(*) FROM uploads
      UNION ALL SELECT 'audit', count(*) FROM audit`.execute(db)
    return rows
  } finally {
    await db.destroy()
  }
}
