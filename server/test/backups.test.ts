/** @dialect-dependent SQLite's online backup and PostgreSQL's pg_dump/pg_restore, each under writes */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { sql, type Kysely } from "kysely"
import { BUILD_MARKER } from "../../common/panel-content"
import { backUp, restore, RestoreRefused } from "../cli/backup-commands"
import { connect } from "../db/connect"
import { installRelease } from "../plugins/app/publishing/site-release"
import { readConfig, type Config } from "../plugins/external/env"
import {
  createTestDatabase,
  testDatabase,
  type TestDatabase,
} from "./databases"
import { uploadPng } from "./fixtures/images"
import {
  BRAND,
  adminToken,
  bearer,
  build,
  JWT_SECRET,
  validContact,
  type TestApp,
} from "./helper"
import { signUp } from "./newsletter-helpers"

// Backups that restore (docs/operations.md 'Backups'): an archive of a running instance taken
// while visitors post enquiries and a publish is in flight, restored into a fresh database, holds
// every row the instance had before the backup began, and only rows the instance had after it
// (each enquiry with its e-mail: one consistent moment); a second app on it serves the same
// records, history, upload and site. A restore is refused into a database that is not empty
// (nothing changed) unless forced, and applies again an erasure recorded after the archive.

// On SQLite without JWT_SECRET, so the kept secret travels in the archive; PostgreSQL needs one.
const SECRET = testDatabase === "sqlite" ? "" : JWT_SECRET

const READER = "reader@example.com"

type Rows = Record<string, Map<string, string>>

const keyOf = (row: Record<string, unknown>) =>
  String(
    row.id ??
      row.contactId ??
      row.jti ??
      row.name ??
      row.email ??
      JSON.stringify(row)
  )

// Every row of every table (the periodic jobs' bookkeeping and Kysely's own aside), by key.
async function rowsOf(db: Kysely<any>): Promise<Rows> {
  const rows: Rows = {}
  for (const table of await db.introspection.getTables()) {
    if (table.isView || table.name === "job_runs") continue
    const found = await db.selectFrom(table.name).selectAll().execute()
    rows[table.name] = new Map(
      found.map((row) => [
        keyOf(row),
        JSON.stringify(row, (_key, value) =>
          Buffer.isBuffer(value) ? value.toString("base64") : value
        ),
      ])
    )
  }
  return rows
}

async function rowsAt(url: string) {
  const { db } = connect(url)
  try {
    return await rowsOf(db)
  } finally {
    await db.destroy()
  }
}

// The live site of a build: one page and the build's marker, made live as a finished build is.
// The page names the reader who signs up, as a page names a teacher, so that their erasure
// withdraws it.
async function serveSite(app: TestApp, buildId: string) {
  const out = app.config.buildOutputDir
  mkdirSync(out, { recursive: true })
  writeFileSync(
    path.join(out, "index.html"),
    `<h1>Build ${buildId}</h1><p>Thanks, ${READER}</p>`
  )
  writeFileSync(
    path.join(out, BUILD_MARKER),
    JSON.stringify({ buildId, builtAt: new Date().toISOString(), digest: "" })
  )
  await installRelease({
    buildOutputDir: out,
    releasesDir: app.config.releasesDir,
    liveLink: app.config.publicDir,
  })
}

describe("a backup of a running instance, restored", () => {
  let app: TestApp
  let second: TestApp | undefined
  let token: string
  let dir: string
  let fresh: TestDatabase
  let target: Config
  let archive: string
  const ids = {} as { blog: string; other: string; upload: string }
  const rows = {} as { before: Rows; after: Rows; restored: Rows }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "coreval-backup-"))
    app = await build((testDir) => ({
      JWT_SECRET: SECRET,
      BACKUP_DIR: path.join(testDir, "backups"),
    }))
    token = await adminToken(app)
    const call = (method: "POST" | "PUT", url: string, payload = {}) =>
      app.inject({ method, url, payload, headers: bearer(token) })
    const blog = (
      await call("POST", "/api/admin/blogs", {
        title: "Rates are not the cost",
        content: "<p>First words.</p>",
      })
    ).json()
    ids.blog = blog.id
    await call("POST", `/api/admin/blogs/${blog.id}/publish`)
    await call("PUT", `/api/admin/blogs/${blog.id}`, {
      title: "Rates, revised",
    })
    ids.other = (
      await call("POST", "/api/admin/news", {
        title: "Second",
        content: "<p>x</p>",
      })
    ).json().id
    ids.upload = (await uploadPng(app, bearer(token))).id
    // A site file edited in the panel, kept in the database.
    const faq = `/api/admin/site-files/${encodeURIComponent("pages/faq.json")}`
    const { text } = (
      await app.inject({ url: faq, headers: bearer(token) })
    ).json()
    const saved = await call("PUT", faq, {
      text: text.replace(/"title": "[^"]*"/, '"title": "Questions, answered"'),
    })
    if (saved.statusCode !== 200) throw new Error(saved.body)
    await signUp(app, READER)
    await serveSite(app, "b1")
    rows.before = await rowsOf(app.db)

    // Visitors keep writing, and a publish is in flight, while the archive is taken.
    let writing = true
    let posted = 0
    const visitor = async (n: number) => {
      while (writing) {
        await app.inject({
          method: "POST",
          url: `/api/v1/${BRAND}/contact/upload`,
          payload: {
            ...validContact,
            message: `Visitor ${n}, enquiry ${posted++}`,
          },
        })
      }
    }
    const visitors = [1, 2, 3].map(visitor)
    while (posted < 10) await new Promise((resolve) => setImmediate(resolve))
    const publish = call("POST", `/api/admin/news/${ids.other}/publish`)
    archive = path.join(dir, "site.tar.gz")
    await backUp(app.config, archive)
    writing = false
    await Promise.all([...visitors, publish])
    rows.after = await rowsOf(app.db)

    fresh = await createTestDatabase(path.join(dir, "fresh"))
    target = readConfig(
      {},
      {
        ...app.config,
        DATABASE_URL: fresh.url,
        releasesDir: path.join(dir, "fresh", "releases"),
        publicDir: path.join(dir, "fresh", "releases", "live"),
        buildOutputDir: path.join(dir, "fresh", "build"),
        localDataDir: path.join(dir, "fresh", "data"),
      }
    )
    await restore(target, archive)
    rows.restored = await rowsAt(fresh.url)
  })
  afterAll(async () => {
    await app?.close()
    await second?.close()
    await fresh?.drop()
    rmSync(dir, { recursive: true, force: true })
  })

  it("writes the archive readable by its owner only", () => {
    expect(statSync(archive).mode & 0o777).toBe(0o600)
  })

  it("holds every row from before the backup, and only rows the instance had, at one moment", () => {
    expect(Object.keys(rows.restored).sort()).toEqual(
      Object.keys(rows.after).sort()
    )
    for (const [table, before] of Object.entries(rows.before))
      for (const [key, row] of before) {
        const restored = rows.restored[table].get(key)
        // A row the publish in flight changed is as it was before or after.
        expect([row, rows.after[table].get(key)]).toContain(restored)
      }
    for (const [table, restored] of Object.entries(rows.restored))
      for (const [key, row] of restored)
        expect([
          rows.before[table].get(key),
          rows.after[table].get(key),
        ]).toContain(row)
    // Each enquiry with its e-mail (one transaction): none without the other.
    const contacts = [...rows.restored.contacts.values()]
      .map((row) => JSON.parse(row))
      .filter((contact) => contact.message.startsWith("Visitor"))
      .map((contact) => contact.id)
    const notified = [...rows.restored.notifications.values()].map(
      (row) => JSON.parse(row).contactId
    )
    for (const id of contacts) expect(notified).toContain(id)
    expect(contacts.length).toBeGreaterThan(rows.before.contacts.size)
    // The upload and the edited site file are rows, in the comparison above.
    expect(rows.restored.uploads.size).toBe(1)
    expect(rows.restored.site_files.size).toBe(1)
  })

  it("starts a second instance that serves the same records, history, upload and site", async () => {
    second = await build({
      DATABASE_URL: target.DATABASE_URL,
      JWT_SECRET: SECRET,
      releasesDir: target.releasesDir,
      publicDir: target.publicDir,
    })
    // The same secret: the first instance's session holds on the second.
    const headers = bearer(token)
    for (const url of [
      `/api/admin/blogs/${ids.blog}`,
      `/api/admin/blogs/${ids.blog}/revisions`,
      `/api/v1/admin/getSingleblog/${ids.blog}`,
      `/uploads/${ids.upload}`,
      `/api/admin/site-files/${encodeURIComponent("pages/faq.json")}`,
      "/",
    ]) {
      const [was, is] = await Promise.all(
        [app, second].map((instance) => instance.inject({ url, headers }))
      )
      expect(is.statusCode).toBe(200)
      expect(is.rawPayload).toEqual(was.rawPayload)
    }
    expect((await second.inject("/")).body).toContain("Build b1")
  })

  it("is refused into a database that is not empty, which it leaves as it was", async () => {
    await second?.close()
    second = undefined
    const unchanged = await rowsAt(target.DATABASE_URL)
    await expect(restore(target, archive)).rejects.toThrow(RestoreRefused)
    await expect(restore(target, archive)).rejects.toThrow(/not empty/)
    expect(await rowsAt(target.DATABASE_URL)).toEqual(unchanged)
  })

  it("is refused into a database of another kind, and for a file that is no archive", async () => {
    const other =
      testDatabase === "sqlite"
        ? "postgres://127.0.0.1:1/none"
        : `sqlite:${path.join(dir, "other.sqlite")}`
    await expect(
      restore({ ...target, DATABASE_URL: other, JWT_SECRET }, archive)
    ).rejects.toThrow(/archive restores into its own kind/)
    const junk = path.join(dir, "junk.tar.gz")
    writeFileSync(junk, Buffer.from("not a tar at all"))
    await expect(restore(target, junk)).rejects.toThrow(RestoreRefused)
  })

  it("with --force, replaces the database and erases again whoever was erased after the archive", async () => {
    const erased = await app.inject({
      method: "DELETE",
      url: `/api/admin/people?email=${encodeURIComponent("READER@example.com")}`,
      headers: bearer(token),
    })
    expect(erased.statusCode).toBe(204)
    const done = await restore(target, archive, { force: true })
    expect(done).toMatchObject({ erasures: 1, erased: 1 })
    const { db } = connect(target.DATABASE_URL)
    try {
      const kept = await db
        .selectFrom("contacts")
        .select("email")
        .where("email", "=", "reader@example.com")
        .execute()
      expect(kept).toEqual([])
      // The consent ledger keeps its rows, by hash.
      const ledger = await db
        .selectFrom("newsletter_consents")
        .selectAll()
        .execute()
      expect(ledger.length).toBeGreaterThan(0)
      expect(ledger.every((row) => row.contactId === null)).toBe(true)
      // Everything else is the archive's again.
      const contacts = await db.selectFrom("contacts").select("id").execute()
      expect(contacts.length).toBe(rows.restored.contacts.size - 1)
      // The restored site that names them is withdrawn, and the next start builds anew.
      const requests = await db
        .selectFrom("publish_requests")
        .select("action")
        .execute()
      expect(requests).toContainEqual({ action: "erase" })
    } finally {
      await db.destroy()
    }
    expect(
      existsSync(path.join(target.releasesDir, "releases", "b1", ".withdrawn"))
    ).toBe(true)
  })

  // SQLite's restore swaps one whole file, which cannot stop part-way. PostgreSQL's runs
  // statement by statement: here the database itself refuses one of them, once the old tables
  // are gone and some new ones made (an event trigger, outside the schema a restore empties).
  if (testDatabase === "postgres")
    it("with --force, a restore that fails part-way leaves the database as it was", async () => {
      const { db } = connect(target.DATABASE_URL)
      try {
        await sql`CREATE SCHEMA guard`.execute(db)
        await sql`CREATE FUNCTION guard.refuse() RETURNS event_trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF EXISTS (SELECT 1 FROM pg_event_trigger_ddl_commands()
                       WHERE object_identity = 'public.notifications') THEN
              RAISE EXCEPTION 'no notifications table today';
            END IF;
          END $$`.execute(db)
        await sql`CREATE EVENT TRIGGER refuse ON ddl_command_end EXECUTE FUNCTION guard.refuse()`.execute(
          db
        )
        const before = await rowsOf(db)
        expect(before.contacts.size).toBeGreaterThan(0)
        await expect(restore(target, archive, { force: true })).rejects.toThrow(
          /no notifications table today/
        )
        expect(await rowsOf(db)).toEqual(before)
      } finally {
        await sql`DROP EVENT TRIGGER IF EXISTS refuse`.execute(db)
        await sql`DROP SCHEMA IF EXISTS guard CASCADE`.execute(db)
        await db.destroy()
      }
    })
})
