import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import pg from "pg"

// Which database this Jest project runs the server tests on (jest.config.ts sets the global):
// every server test runs twice, once per project, on SQLite and on PostgreSQL.
declare const __TEST_DATABASE__: "sqlite" | "postgres" | undefined

export const testDatabase: "sqlite" | "postgres" =
  typeof __TEST_DATABASE__ === "string" ? __TEST_DATABASE__ : "sqlite"

export interface TestDatabase {
  url: string
  drop(): Promise<void>
}

// A fresh, empty database: a file in `dir` on SQLite, or a database of its own in the run's
// PostgreSQL cluster (services/global-setup.ts), so suites running at once never meet.
export async function createTestDatabase(dir: string): Promise<TestDatabase> {
  if (testDatabase === "sqlite")
    return {
      url: `sqlite:${path.join(dir, "data", "site.sqlite")}`,
      drop: async () => {},
    }
  const admin = process.env.TEST_POSTGRES_URL
  if (!admin)
    throw new Error(
      "TEST_POSTGRES_URL is not set: run the server:postgres project through Jest"
    )
  const name = `test_${process.pid}_${randomBytes(6).toString("hex")}`
  await onCluster(admin, `CREATE DATABASE ${name}`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () =>
      onCluster(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

async function onCluster(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
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
    own.database = await createTestDatabase(own.dir)
  })
  afterAll(async () => {
    await stop()
    await own.database?.drop()
    rmSync(own.dir, { recursive: true, force: true })
  })
  return own
}
