/** @dialect-dependent the migrations, their lock between servers starting together, and the connection per dialect */
import {
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { sql, type Kysely } from "kysely"
import { connect } from "../../db/connect"
import { migrate, migrationsDir } from "../../db/migrate"
import {
  ADMIN,
  adminToken,
  bearer,
  BRAND,
  build,
  buildAsAdmin,
  type TestApp,
  validContact,
} from "../helper"
import {
  createTestDatabase,
  testDatabase,
  type TestDatabase,
} from "../databases"

const migrationNames = () =>
  readdirSync(migrationsDir)
    .filter((file) => file.endsWith(".ts"))
    .map((file) => file.replace(/\.ts$/, ""))
    .sort()

describe("migrations", () => {
  let dir: string
  let database: TestDatabase
  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "coreval-migrations-"))
    database = await createTestDatabase(dir)
  })
  afterEach(async () => {
    await database.drop()
    rmSync(dir, { recursive: true, force: true })
  })

  const tables = async (db: Kysely<any>) =>
    (await db.introspection.getTables()).map((table) => table.name).sort()

  // Migration files for a scratch folder: plain CommonJS, which Kysely's provider loads as it
  // loads ours, each creating one table, and then, when told to, failing.
  const writeMigration = (name: string, table: string, fail = false) =>
    writeFileSync(
      path.join(dir, `${name}.js`),
      `exports.up = async (db) => {
        await db.schema.createTable("${table}").addColumn("x", "text").execute()
        ${fail ? 'await db.selectFrom("nowhere").selectAll().execute()' : ""}
      }`
    )

  it("run every file of server/migrations, in order, and record each in kysely_migration", async () => {
    const app = await build({ DATABASE_URL: database.url })
    try {
      const { rows } = await sql<{ name: string }>`
        SELECT "name" FROM kysely_migration ORDER BY "name"`.execute(app.db)
      expect(rows.map((row) => row.name)).toEqual(migrationNames())
      expect(rows[0].name).toBe("001-admins")
    } finally {
      await app.close()
    }
  })

  it("carry on a database the earlier runner migrated, without running its migrations again", async () => {
    const { db } = connect(database.url)
    // What the hand-written runner left: the tables of 001-005, listed in schema_migrations.
    for (const name of migrationNames().slice(0, 5)) {
      const { up } = require(path.join(migrationsDir, name))
      await up(db)
    }
    await sql`CREATE TABLE schema_migrations ("version" INTEGER PRIMARY KEY, "name" TEXT NOT NULL, "appliedAt" TEXT NOT NULL)`.execute(
      db
    )
    for (const [index, name] of migrationNames().slice(0, 5).entries()) {
      await sql`INSERT INTO schema_migrations VALUES (${index + 1}, ${name.slice(4)}, '2025-01-01T00:00:00Z')`.execute(
        db
      )
    }
    await db
      .insertInto("contacts")
      .values({
        ...validContact,
        id: "kept",
        source: "session",
        createdAt: "x",
        updatedAt: "x",
      })
      .execute()
    await db.destroy()

    const app = await build({ DATABASE_URL: database.url })
    try {
      const { rows } = await sql<{ name: string }>`
        SELECT "name" FROM kysely_migration ORDER BY "name"`.execute(app.db)
      expect(rows.map((row) => row.name)).toEqual(migrationNames())
      const kept = await app.db.selectFrom("contacts").select("id").execute()
      expect(kept).toEqual([{ id: "kept" }])
    } finally {
      await app.close()
    }
  })

  it("run once when several servers start together on one database", async () => {
    const apps = await Promise.all(
      [1, 2, 3].map(() => build({ DATABASE_URL: database.url }))
    )
    try {
      const { rows } = await sql<{ name: string }>`
        SELECT "name" FROM kysely_migration ORDER BY "name"`.execute(apps[0].db)
      expect(rows.map((row) => row.name)).toEqual(migrationNames())
      const admins = await apps[0].db
        .selectFrom("admins")
        .select("id")
        .execute()
      expect(admins).toHaveLength(1)
    } finally {
      await Promise.all(apps.map((app) => app.close()))
    }
  })

  it("run a migration that lands after a later-numbered one", async () => {
    const { db } = connect(database.url)
    try {
      writeMigration("001-a", "a")
      writeMigration("003-c", "c")
      expect(await migrate(db, dir)).toEqual(["001-a", "003-c"])
      writeMigration("002-b", "b")
      expect(await migrate(db, dir)).toEqual(["002-b"])
      expect(await migrate(db, dir)).toEqual([])
      expect(await tables(db)).toEqual(["a", "b", "c"])
    } finally {
      await db.destroy()
    }
  })

  it("leave the schema as it was when one of them fails", async () => {
    const { db } = connect(database.url)
    try {
      writeMigration("001-a", "a")
      writeMigration("002-b", "b", true)
      await expect(migrate(db, dir)).rejects.toThrow(/Migration 002-b failed/)
      expect(await tables(db)).toEqual([])
    } finally {
      await db.destroy()
    }
  })
})

describe("a restart on the same database", () => {
  it("keeps the data, applies nothing twice and keeps tokens valid", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "coreval-restart-"))
    const database = await createTestDatabase(dir)
    try {
      const first = await build({ DATABASE_URL: database.url })
      const token = await adminToken(first)
      await first.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: validContact,
      })
      await first.close()

      const second = await build({ DATABASE_URL: database.url })
      try {
        const response = await second.inject({
          url: "/api/admin/contacts",
          headers: bearer(token),
        })
        expect(response.statusCode).toBe(200)
        expect(response.json()).toHaveLength(1)
        const { rows } = await sql<{
          n: number
        }>`SELECT count(*) AS n FROM admins`.execute(second.db)
        expect(Number(rows[0].n)).toBe(1)
      } finally {
        await second.close()
      }
    } finally {
      await database.drop()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

// The repositories' behaviour through the API; this file runs on each database (jest.config.ts).
describe(`repositories on ${testDatabase}`, () => {
  let app: TestApp
  let headers: Record<string, string>
  beforeAll(async () => ({ app, headers } = await buildAsAdmin()))
  afterAll(() => app.close())

  it("creates, lists with filter and range, updates and deletes content", async () => {
    const created = []
    for (const title of ["Valve case", "Drilling case", "Tender case"]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/admin/blogs",
        headers,
        payload: { title, category: "Cases" },
      })
      expect(response.statusCode).toBe(201)
      created.push(response.json())
    }
    const filter = encodeURIComponent(
      JSON.stringify({ q: "CASE", category: "Cases" })
    )
    const list = await app.inject({
      url: `/api/admin/blogs?sort=${encodeURIComponent('["title","ASC"]')}&range=[0,1]&filter=${filter}`,
      headers,
    })
    expect(list.headers["content-range"]).toBe("blogs 0-1/3")
    expect(list.json().map((b: { title: string }) => b.title)).toEqual([
      "Drilling case",
      "Tender case",
    ])
    const updated = await app.inject({
      method: "PUT",
      url: `/api/admin/blogs/${created[0].id}`,
      headers,
      payload: { excerpt: "76% lower" },
    })
    expect(updated.json()).toMatchObject({
      id: created[0].id,
      title: "Valve case",
      excerpt: "76% lower",
    })
    const removed = await app.inject({
      method: "DELETE",
      url: `/api/admin/blogs/${created[0].id}`,
      headers,
    })
    expect(removed.statusCode).toBe(200)
    const ids = encodeURIComponent(
      JSON.stringify({ id: created.map((b) => b.id) })
    )
    expect(
      (
        await app.inject({ url: `/api/admin/blogs?filter=${ids}`, headers })
      ).json()
    ).toHaveLength(2)
  })

  it("keeps integers and NULLs, sorting NULLs last", async () => {
    for (const order of [2, null, 1]) {
      const created = await app.inject({
        method: "POST",
        url: "/api/admin/banners",
        headers,
        payload: { title: `Banner ${order}`, order, link: "/faq" },
      })
      await app.inject({
        method: "POST",
        url: `/api/admin/banners/${created.json().id}/publish`,
        headers,
      })
    }
    const data = (await app.inject("/api/v1/admin/getallBanner")).json().data
    expect(data.map((b: { order: number | null }) => b.order)).toEqual([
      1,
      2,
      null,
    ])
  })

  it("stores a contact, one newsletter sign-up per address, and one teacher per address", async () => {
    const contact = await app.inject({
      method: "POST",
      url: `/api/v1/${BRAND}/contact/upload`,
      payload: validContact,
    })
    expect(contact.statusCode).toBe(201)
    const signUps = await Promise.all(
      ["news@example.com", "NEWS@example.com", "news@example.com"].map(
        (email) =>
          app.inject({
            method: "POST",
            url: `/api/v1/${BRAND}/newsletter/upload`,
            payload: { email },
          })
      )
    )
    expect(signUps.map((r) => r.statusCode).sort()).toEqual([200, 200, 201])
    expect(new Set(signUps.map((r) => r.json().Contact.id)).size).toBe(1)
    const teacher = {
      name: "T",
      email: "teach@example.com",
      password: "long enough secret",
    }
    const first = await app.inject({
      method: "POST",
      url: "/api/teacher/auth/register",
      payload: teacher,
    })
    const second = await app.inject({
      method: "POST",
      url: "/api/teacher/auth/register",
      payload: { ...teacher, email: "Teach@example.com" },
    })
    expect([first.statusCode, second.statusCode]).toEqual([201, 409])
  })

  it("answers hostile input with 400, never 500", async () => {
    const nul = await app.inject({
      method: "POST",
      url: "/api/admin/news",
      headers,
      payload: { title: "a\u0000b" },
    })
    expect(nul.statusCode).toBe(400)
    for (const filter of [
      { order: "x" },
      { order: 1e12 },
      { q: "\u0000" },
      { title: 5 },
    ]) {
      const response = await app.inject({
        url: `/api/admin/banners?filter=${encodeURIComponent(JSON.stringify(filter))}`,
        headers,
      })
      expect(response.statusCode).toBeLessThan(500)
    }
  })

  it("logs the administrator in", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      payload: ADMIN,
    })
    expect(response.statusCode).toBe(200)
  })
})
