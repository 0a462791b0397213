import { randomBytes } from "node:crypto"
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Kysely } from "kysely"
import { connect } from "../db/connect"
import { migrate, migrationsDir } from "../db/migrate"
import { onCluster } from "./services/template"

// Which database this Jest project runs the server tests on (jest.config.ts sets the global):
// every server test runs twice, once per project, on SQLite and on PostgreSQL.
declare const __TEST_DATABASE__: "sqlite" | "postgres" | undefined

export const testDatabase: "sqlite" | "postgres" =
  typeof __TEST_DATABASE__ === "string" ? __TEST_DATABASE__ : "sqlite"

export interface TestDatabase {
  url: string
  drop(): Promise<void>
}

// A fresh database: a file in `dir` on SQLite, or a database of its own in the run's PostgreSQL
// cluster (services/global-setup.ts), so suites running at once never meet. Empty, or with
// `migrated` a copy of the run's migrated template (services/template.ts), which spares each app
// the migrations; the tests of the migrations start empty.
export async function createTestDatabase(
  dir: string,
  { migrated = false } = {}
): Promise<TestDatabase> {
  if (testDatabase === "sqlite") {
    const file = path.join(dir, "data", "site.sqlite")
    const template = process.env.TEST_SQLITE_TEMPLATE
    if (migrated && template) {
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
      copyFileSync(template, file)
      chmodSync(file, 0o600)
    }
    return { url: `sqlite:${file}`, drop: async () => {} }
  }
  const admin = process.env.TEST_POSTGRES_URL
  if (!admin)
    throw new Error(
      "TEST_POSTGRES_URL is not set: run the server:postgres project through Jest"
    )
  const name = `test_${process.pid}_${randomBytes(6).toString("hex")}`
  const template = process.env.TEST_POSTGRES_TEMPLATE
  await onCluster(
    admin,
    migrated && template
      ? `CREATE DATABASE ${name} TEMPLATE ${template}`
      : `CREATE DATABASE ${name}`
  )
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () =>
      onCluster(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

// A database of the describe block's own, in a folder of its own (named from `prefix`): made
// before its tests; after them, once `stop` has stopped what runs on it, dropped with the folder.
export function ownDatabase(
  prefix: string,
  stop: () => Promise<unknown> = async () => undefined
) {
  const own = {} as { dir: string; database: TestDatabase }
  beforeAll(async () => {
    own.dir = mkdtempSync(path.join(os.tmpdir(), prefix))
    own.database = await createTestDatabase(own.dir, { migrated: true })
  })
  afterAll(async () => {
    await stop()
    await own.database?.drop()
    rmSync(own.dir, { recursive: true, force: true })
  })
  return own
}

// A database of its own with the migrations before `first` (a migration's number, "016") run: the
// tables as they were when `first` landed, which the current types do not describe, to fill
// through `db` for a test of `first` on data that was already there. The server (or `migrate`)
// runs the rest. `drop` closes `db`, unless `close` did already, and drops the database.
export async function databaseBefore(first: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `coreval-${first}-`))
  const database = await createTestDatabase(dir)
  const earlier = path.join(dir, "earlier")
  mkdirSync(earlier)
  for (const name of readdirSync(migrationsDir))
    if (name.endsWith(".ts") && name < first)
      symlinkSync(path.join(migrationsDir, name), path.join(earlier, name))
  const { db } = connect(database.url) as { db: Kysely<any> }
  let closed: Promise<void> | undefined
  const close = () => (closed ??= db.destroy())
  await migrate(db, earlier)
  return {
    url: database.url,
    db,
    close,
    async drop() {
      await close()
      await database.drop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
