import { createHash } from "node:crypto"
import { existsSync } from "node:fs"
import path from "node:path"
import BetterSqlite3 from "better-sqlite3"
import pg from "pg"

// What the build reads of the database the server writes: the published versions of the records
// of the nine resources the site shows, and the images uploaded for them. The build (plugins/gatsby-source-panel) and the
// server (which must know whether the live site shows the database as it is now) both read
// through this module, so they agree on what "the content" is and on its digest.
//
// Plain SQL over the two drivers the server uses, read-only and without the server: a fresh
// clone builds before any server has run, and a build needs no API. The server's migrations
// create these tables; a database that does not exist yet, or lacks a table, reads as empty.

export const DEFAULT_DATABASE_URL = "sqlite:data/site.sqlite"

// Each resource the site shows (docs/publishing.md), with the GraphQL type of its nodes.
// Contacts and teachers are never published.
export const panelTypes = {
  banners: "PanelBanner",
  stories: "PanelStory",
  templates: "PanelGalleryItem",
  programmes: "PanelProgramme",
  team: "PanelTeamMember",
  events: "PanelEvent",
  news: "PanelNews",
  blogs: "PanelBlog",
  courses: "PanelCourse",
} as const

export type PanelResource = keyof typeof panelTypes
export const panelResources = Object.keys(panelTypes) as PanelResource[]

export type PanelRow = Record<string, string | number | null> & {
  id: string
}

export interface UploadInfo {
  id: string
  contentType: string
  sha256: string
  width: number
  height: number
}

export interface PanelContent {
  records: Record<PanelResource, PanelRow[]>
  uploads: UploadInfo[]
  // Changes whenever a published record changes: the site shows this database exactly when the
  // digest its build recorded equals this one.
  digest: string
}

// A finished build says so in public/ with this file (written last by the source plugin, removed
// when a build starts), with the digest of the content it shows. The server installs as the live
// site only a public/ that carries it. A dotfile: the server never serves those.
export const BUILD_MARKER = ".panel-build.json"

export interface BuildMarker {
  buildId: string
  builtAt: string
  digest: string
  // The GATSBY_API_URL the site was built with ("" for the API on the site's own origin).
  apiUrl?: string
  // The day (common/site-dates.ts) the build split the events into upcoming and past on.
  today?: string
  // What the build published short of what the records say (a record without its unreadable
  // image), one sentence each.
  warnings?: string[]
}

// Where an uploaded image is served, and so how records name it.
export const UPLOADS_PATH = "/uploads/"

export function uploadIdOf(url: unknown): string | null {
  if (typeof url !== "string" || !url.startsWith(UPLOADS_PATH)) return null
  const id = url.slice(UPLOADS_PATH.length)
  return /^[A-Za-z0-9_-]+\.[a-z0-9]+$/.test(id) ? id : null
}

interface Reader {
  tables(): Promise<Set<string>>
  all(query: string): Promise<Record<string, unknown>[]>
  uploadData(id: string): Promise<Buffer | null>
  close(): Promise<void>
}

export interface PanelStore {
  // Empty when there is no database yet (a fresh clone before the first start).
  content(): Promise<PanelContent>
  uploadData(id: string): Promise<Buffer | null>
  close(): Promise<void>
}

export function openPanelStore(url = DEFAULT_DATABASE_URL): PanelStore {
  const reader = openReader(url)
  return {
    async content() {
      if (!reader) return emptyContent()
      const tables = await reader.tables()
      const records = tables.has("published")
        ? await publishedRecords(reader)
        : await everyRecord(reader, tables)
      const uploads = tables.has("uploads")
        ? ((await reader.all(
            `SELECT "id", "contentType", "sha256", "width", "height" FROM uploads ORDER BY "id"`
          )) as unknown as UploadInfo[])
        : []
      return { records, uploads, digest: digestOf(records) }
    },
    uploadData: async (id) => (reader ? reader.uploadData(id) : null),
    close: async () => reader?.close(),
  }
}

// Only the published version of each record (migrations/012-editorial.ts): drafts never reach the
// site. Kept as JSON, in the shape of the public reads.
async function publishedRecords(reader: Reader) {
  const records = Object.fromEntries(
    panelResources.map((resource) => [resource, [] as PanelRow[]])
  ) as PanelContent["records"]
  const rows = (await reader.all(
    `SELECT "resource", "data" FROM published ORDER BY "resource", "id"`
  )) as Array<{ resource: string; data: string }>
  for (const row of rows) {
    if (Object.hasOwn(records, row.resource))
      records[row.resource as PanelResource].push(JSON.parse(row.data))
  }
  return records
}

// A database from before the editorial workflow: every record was live as it was saved.
async function everyRecord(reader: Reader, tables: Set<string>) {
  const records = {} as PanelContent["records"]
  for (const resource of panelResources) {
    records[resource] = tables.has(resource)
      ? ((await reader.all(
          `SELECT * FROM "${resource}" ORDER BY "id"`
        )) as PanelRow[])
      : []
  }
  return records
}

/** The digest of the content the site shows, as the server computes it after a change. */
export async function contentDigest(url: string): Promise<string> {
  const store = openPanelStore(url)
  try {
    return (await store.content()).digest
  } finally {
    await store.close()
  }
}

export function digestOf(records: PanelContent["records"]): string {
  const hash = createHash("sha256")
  for (const resource of panelResources) {
    hash.update(resource)
    for (const row of records[resource]) hash.update(JSON.stringify(row))
  }
  return hash.digest("hex")
}

function emptyContent(): PanelContent {
  const records = Object.fromEntries(
    panelResources.map((resource) => [resource, []])
  ) as unknown as PanelContent["records"]
  return { records, uploads: [], digest: digestOf(records) }
}

function openReader(url: string): Reader | null {
  if (url.startsWith("sqlite:"))
    return sqliteReader(url.slice("sqlite:".length))
  if (/^postgres(ql)?:\/\//.test(url)) return postgresReader(url)
  throw new Error(
    `DATABASE_URL must start with sqlite: or postgres://, not "${url.split(":")[0]}:"`
  )
}

// The same reading of sqlite:PATH as the server's (server/db/connect.ts): relative to the working
// directory, sqlite:///abs for an absolute path. The file is never created here.
function sqliteReader(location: string): Reader | null {
  if (location === "" || location === ":memory:") return null
  const file = path.resolve(location.replace(/^\/\/(?=\/)/, ""))
  if (!existsSync(file)) return null
  const database = new BetterSqlite3(file, { fileMustExist: true })
  database.pragma("busy_timeout = 5000")
  return {
    async tables() {
      const rows = database
        .prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`)
        .all() as { name: string }[]
      return new Set(rows.map((row) => row.name))
    },
    all: async (query) =>
      database.prepare(query).all() as Record<string, unknown>[],
    async uploadData(id) {
      const row = database
        .prepare(`SELECT "data" FROM uploads WHERE "id" = ?`)
        .get(id) as { data: Buffer } | undefined
      return row?.data ?? null
    },
    async close() {
      database.close()
    },
  }
}

function postgresReader(url: string): Reader {
  // One connection for the whole read; opened on first use.
  const client = new pg.Client({ connectionString: url })
  const connected: Promise<unknown> = client.connect()
  const query = async (text: string, values: unknown[] = []) => {
    await connected
    return (await client.query(text, values)).rows
  }
  return {
    async tables() {
      const rows = await query(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()`
      )
      return new Set(rows.map((row) => String(row.name)))
    },
    all: (text) => query(text),
    async uploadData(id) {
      const rows = await query(`SELECT "data" FROM uploads WHERE "id" = $1`, [
        id,
      ])
      return (rows[0]?.data as Buffer | undefined) ?? null
    },
    async close() {
      await connected.catch(() => {})
      await client.end()
    },
  }
}
