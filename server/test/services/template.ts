import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { randomBytes } from "node:crypto"
import pg from "pg"
import { connect } from "../../db/connect"
import { migrate } from "../../db/migrate"

// The run's migrated template database, made once in global-setup.ts: each app a test builds
// starts on a copy of it (../databases.ts), so the migrations run once per run instead of once
// per app. The tests of the migrations themselves still start from an empty database.

export interface TemplateDatabase {
  stop(): Promise<void>
}

async function migrated(url: string) {
  const { db } = connect(url)
  try {
    await migrate(db)
  } finally {
    await db.destroy()
  }
}

// A migrated SQLite file in a folder of its own; closing it folds the WAL into the file, so a
// plain file copy is a whole database.
export async function sqliteTemplate(): Promise<TemplateDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "coreval-template-"))
  const file = path.join(dir, "site.sqlite")
  await migrated(`sqlite:${file}`)
  process.env.TEST_SQLITE_TEMPLATE = file
  return { stop: async () => rmSync(dir, { recursive: true, force: true }) }
}

// A migrated database in the run's cluster that CREATE DATABASE … TEMPLATE copies; nothing stays
// connected to it, as PostgreSQL requires of a template.
export async function postgresTemplate(
  clusterUrl: string
): Promise<TemplateDatabase> {
  const name = `template_${process.pid}_${randomBytes(6).toString("hex")}`
  await onCluster(clusterUrl, `CREATE DATABASE ${name}`)
  const url = new URL(clusterUrl)
  url.pathname = `/${name}`
  await migrated(url.toString())
  process.env.TEST_POSTGRES_TEMPLATE = name
  return {
    stop: () =>
      onCluster(clusterUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

export async function onCluster(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
