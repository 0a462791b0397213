import { createHash } from "node:crypto"
import { existsSync } from "node:fs"
import path from "node:path"
import BetterSqlite3 from "better-sqlite3"
import { Kysely, PostgresDialect, SqliteDialect } from "kysely"
import pg from "pg"
import { SITE_FILES, type SiteFileText } from "./site-file-text"

// What the build reads of the database the server writes: the published versions of the records
// of the nine resources the site shows, the approved teachers' profiles, and the images uploaded
// for them. The build (plugins/gatsby-source-panel) and the server (which must know whether the
// live site shows the database as it is now) both read through this module, so they agree on what
// "the content" is and on its digest.
//
// Kysely over the two drivers the server uses, as its repositories read them, but read-only and
// without the server: a fresh clone builds before any server has run, and a build needs no API.
// The server's migrations create these tables; a database that does not exist yet, or lacks a
// table, reads as empty.

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

// An item of the media library as the site shows it (server/migrations/021-media.ts): the image
// at `src` is described by `alt`, or is `decorative` (alt ""), and every crop keeps the point
// (focalX %, focalY %) in view.
export interface PanelMedia {
  src: string
  alt: string
  decorative: boolean
  focalX: number
  focalY: number
}

// The GraphQL type of an approved teacher's node.
export const PANEL_TEACHER = "PanelTeacher"

// An approved teacher as the Academy page shows them: the public profile only, never the e-mail
// address, phone or password hash (they are not read).
export const TEACHER_COLUMNS = [
  "id",
  "name",
  "subject",
  "bio",
  "photo",
  "createdAt",
  "updatedAt",
] as const

export interface PanelContent {
  records: Record<PanelResource, PanelRow[]>
  // The approved teachers' profiles (TEACHER_COLUMNS), which the Academy page shows with their
  // courses.
  teachers: PanelRow[]
  uploads: UploadInfo[]
  // The library's items not in Trash, by `src` order.
  media: PanelMedia[]
  // The published edits of the site's own content files (common/site-files-overlay.ts), by path.
  siteFiles: SiteFileText[]
  // Changes whenever a published record changes, or the description of an image one shows: the site shows this database exactly when the
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

// The tables read here: the published versions (each resource's whole row in a database from
// before them), the teachers' profiles and the uploaded images.
type PanelTables = Record<PanelResource, PanelRow> & {
  published: { resource: string; id: string; data: string }
  teachers: PanelRow & { status: string }
  uploads: UploadInfo & { data: Buffer }
  media: Omit<PanelMedia, "decorative"> & {
    decorative: number
    deletedAt: string | null
  }
}

export interface PanelStore {
  // Empty when there is no database yet (a fresh clone before the first start).
  content(): Promise<PanelContent>
  uploadData(id: string): Promise<Buffer | null>
  close(): Promise<void>
}

export function openPanelStore(url = DEFAULT_DATABASE_URL): PanelStore {
  const db = openDatabase(url)
  return {
    async content() {
      if (!db) return emptyContent()
      const found = await db.introspection.getTables()
      const tables = new Set(found.map((table) => table.name))
      const records = tables.has("published")
        ? await publishedRecords(db)
        : await everyRecord(db, tables)
      // A database from before teachers had a review status has no approved teacher.
      const teacherTable = found.find((table) => table.name === "teachers")
      const teachers = teacherTable?.columns.some(
        (column) => column.name === "status"
      )
        ? ((await db
            .selectFrom("teachers")
            .select(TEACHER_COLUMNS)
            .where("status", "=", "approved")
            .orderBy("id")
            .execute()) as PanelRow[])
        : []
      const uploads = tables.has("uploads")
        ? await db
            .selectFrom("uploads")
            .select(["id", "contentType", "sha256", "width", "height"])
            .orderBy("id")
            .execute()
        : []
      const media = tables.has("media") ? await libraryItems(db) : []
      const siteFiles = tables.has("published")
        ? await publishedSiteFiles(db)
        : []
      return {
        records,
        teachers,
        uploads,
        media,
        siteFiles,
        digest: digestOf(records, teachers, media, siteFiles),
      }
    },
    async uploadData(id) {
      if (!db) return null
      const row = await db
        .selectFrom("uploads")
        .select("data")
        .where("id", "=", id)
        .executeTakeFirst()
      return row ? Buffer.from(row.data) : null
    },
    close: async () => db?.destroy(),
  }
}

// Only the published version of each record (migrations/012-editorial.ts): drafts never reach the
// site. Kept as JSON, in the shape of the public reads.
async function publishedRecords(db: Kysely<PanelTables>) {
  const records = Object.fromEntries(
    panelResources.map((resource) => [resource, [] as PanelRow[]])
  ) as PanelContent["records"]
  const rows = await db
    .selectFrom("published")
    .select(["resource", "data"])
    .orderBy("resource")
    .orderBy("id")
    .execute()
  for (const row of rows) {
    if (Object.hasOwn(records, row.resource))
      records[row.resource as PanelResource].push(JSON.parse(row.data))
  }
  return records
}

// The live texts of the site files staff edited (resource `site-files`, id = the path under
// content/); a row whose data is not such a text is left out, as the build could not use it.
async function publishedSiteFiles(
  db: Kysely<PanelTables>
): Promise<SiteFileText[]> {
  const rows = await db
    .selectFrom("published")
    .select(["id", "data"])
    .where("resource", "=", SITE_FILES)
    .orderBy("id")
    .execute()
  return rows.flatMap((row) => {
    const data = JSON.parse(row.data) as Partial<SiteFileText>
    return typeof data.text === "string" &&
      (data.kind === "json" || data.kind === "mdx")
      ? [{ path: row.id, kind: data.kind, text: data.text }]
      : []
  })
}

// The library's items not in Trash, with what the site shows of them.
async function libraryItems(db: Kysely<PanelTables>): Promise<PanelMedia[]> {
  const rows = await db
    .selectFrom("media")
    .select(["src", "alt", "decorative", "focalX", "focalY"])
    .where("deletedAt", "is", null)
    .orderBy("src")
    .execute()
  return rows.map((row) => ({
    ...row,
    decorative: Boolean(row.decorative),
    focalX: Number(row.focalX),
    focalY: Number(row.focalY),
  }))
}

// A database from before the editorial workflow: every record was live as it was saved.
async function everyRecord(db: Kysely<PanelTables>, tables: Set<string>) {
  const records = {} as PanelContent["records"]
  for (const resource of panelResources) {
    records[resource] = tables.has(resource)
      ? ((await db
          .selectFrom(resource)
          .selectAll()
          .orderBy("id")
          .execute()) as PanelRow[])
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

export function digestOf(
  records: PanelContent["records"],
  teachers: PanelRow[] = [],
  media: PanelMedia[] = [],
  siteFiles: SiteFileText[] = []
): string {
  const hash = createHash("sha256")
  const named = new Set<string>()
  const add = (row: PanelRow) => {
    const text = JSON.stringify(row)
    hash.update(text)
    for (const address of addressesIn(text)) named.add(address)
  }
  for (const resource of panelResources) {
    hash.update(resource)
    for (const row of records[resource]) add(row)
  }
  hash.update("teachers")
  for (const row of teachers) add(row)
  // Only when a site file is edited, so a database without edits keeps the digest it had.
  if (siteFiles.length) hash.update(SITE_FILES)
  for (const file of siteFiles) {
    hash.update(JSON.stringify([file.path, file.text]))
    for (const address of addressesIn(file.text)) named.add(address)
  }
  // Only the items the site shows: a new upload, or an edit of an image no published record
  // uses, leaves the live site as it is, so it needs no build.
  hash.update("media")
  for (const item of media)
    if (named.has(item.src)) hash.update(JSON.stringify(item))
  return hash.digest("hex")
}

// Every image address a record's JSON may name, in a field or in its rich text's src="…" (where
// `&` may be written `&amp;`). Generous: an address that is no image's costs nothing.
const ADDRESS = /(?:\/uploads\/|https:\/\/)[^\s"'<>\\]+/g

function addressesIn(text: string): string[] {
  return [...text.matchAll(ADDRESS)].flatMap(([address]) =>
    address.includes("&amp;")
      ? [address, address.replaceAll("&amp;", "&")]
      : [address]
  )
}

function emptyContent(): PanelContent {
  const records = Object.fromEntries(
    panelResources.map((resource) => [resource, []])
  ) as unknown as PanelContent["records"]
  return {
    records,
    teachers: [],
    uploads: [],
    media: [],
    siteFiles: [],
    digest: digestOf(records),
  }
}

function openDatabase(url: string): Kysely<PanelTables> | null {
  if (url.startsWith("sqlite:")) {
    const database = openSqlite(url.slice("sqlite:".length))
    return database && new Kysely({ dialect: new SqliteDialect({ database }) })
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    // One connection for the whole read, opened on first use.
    const pool = new pg.Pool({ connectionString: url, max: 1 })
    return new Kysely({ dialect: new PostgresDialect({ pool }) })
  }
  throw new Error(
    `DATABASE_URL must start with sqlite: or postgres://, not "${url.split(":")[0]}:"`
  )
}

// The same reading of sqlite:PATH as the server's (server/db/connect.ts): relative to the working
// directory, sqlite:///abs for an absolute path. The file is never created here.
function openSqlite(location: string) {
  if (location === "" || location === ":memory:") return null
  const file = path.resolve(location.replace(/^\/\/(?=\/)/, ""))
  if (!existsSync(file)) return null
  const database = new BetterSqlite3(file, { fileMustExist: true })
  database.pragma("busy_timeout = 5000")
  return database
}
