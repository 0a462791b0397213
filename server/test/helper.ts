import { createHmac, randomBytes } from "node:crypto"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { Writable } from "node:stream"
import type { FastifyInstance } from "fastify"
import { buildApp, type BuildOptions } from "../app"
import type { Config } from "../plugins/external/env"
import { createTestDatabase, testDatabase } from "./databases"

// fastify/demo's test helper: a fresh app on a fresh database per suite (a copy of the run's
// migrated template: a temporary SQLite file, or a PostgreSQL database of its own in the
// server:postgres project), driven with
// app.inject(). Rate limits are off unless a test turns them on, and scrypt runs at a low cost
// with no bound on waiting hashes, so logins stay fast; everything else is the production
// configuration.

// Building an app compiles some eighty route schemas; on a busy two-core machine a suite's
// set-up can pass Jest's default 5 s.
jest.setTimeout(30_000)

export const ADMIN = {
  email: "admin@coreval.test",
  password: "correct horse battery staple",
}
export const JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-signing"
export const BRAND = "coreval"

export interface TestApp extends FastifyInstance {
  testDir: string
}

export async function build(
  config: Partial<Config> | ((testDir: string) => Partial<Config>) = {},
  options: Omit<BuildOptions, "config" | "env"> = {}
): Promise<TestApp> {
  const testDir = mkdtempSync(path.join(os.tmpdir(), "coreval-server-test-"))
  const overrides = typeof config === "function" ? config(testDir) : config
  const database = overrides.DATABASE_URL
    ? undefined
    : await createTestDatabase(testDir, { migrated: true })
  const cleanUp = async () => {
    await database?.drop()
    rmSync(testDir, { recursive: true, force: true })
  }
  let app: TestApp
  try {
    app = (await buildApp({
      env: {},
      logger: false,
      // Periodic jobs run when a test calls app.jobs.runDue(), never on a timer of their own
      // that could still be querying while the test's database is dropped.
      jobTickMs: 0,
      ...options,
      config: {
        DATABASE_URL: database?.url,
        publicDir: path.join(testDir, "public"),
        // No test builds the real site: publishing is off and its folders are the test's own.
        SITE_BUILD: { kind: "off" },
        buildOutputDir: path.join(testDir, "build"),
        releasesDir: path.join(testDir, "releases"),
        localDataDir: path.join(testDir, "data"),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        JWT_SECRET,
        RATE_LIMIT_LOGIN: 0,
        RATE_LIMIT_FORMS: 0,
        RATE_LIMIT_UPLOADS: 0,
        scryptCost: 10,
        // Cheap hashes need no queue bound; the tests of the bound set their own.
        hashQueue: Number.POSITIVE_INFINITY,
        // On PostgreSQL, the rate limits count in the run's Redis, as several instances would;
        // each app in its own namespace unless a test shares one.
        REDIS_URL:
          testDatabase === "postgres" ? process.env.TEST_REDIS_URL : "",
        rateLimitNamespace: `test-${randomBytes(6).toString("hex")}:`,
        ...overrides,
      },
    })) as TestApp
    app.testDir = testDir
    // After the whole close, the database pool's and the background jobs' among it: Fastify runs
    // the onClose hook added last first, so a hook added here would drop the database while a
    // periodic job is still querying it.
    const close = app.close.bind(app)
    app.close = (async () => {
      try {
        await close()
      } finally {
        await cleanUp()
      }
    }) as typeof app.close
    await app.ready()
  } catch (error) {
    await cleanUp()
    throw error
  }
  return app
}

export async function adminToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/auth/login",
    payload: ADMIN,
  })
  return response.json().token
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

// A test app for the tests of the describe block this is called in: built (as build() builds
// it) before them and handed to `use`, closed after them.
export function buildForTests(
  use: (app: TestApp) => void,
  ...args: Parameters<typeof build>
) {
  let app: TestApp | undefined
  beforeAll(async () => use((app = await build(...args))))
  afterAll(() => app?.close())
}

// A test app (as build() makes it) with the administrator signed in: its token and the headers
// that carry it.
export async function buildAsAdmin(...args: Parameters<typeof build>) {
  const app = await build(...args)
  const token = await adminToken(app)
  return { app, token, headers: bearer(token) }
}

// A logger's stream, for a test that reads the app's log: `lines` holds each line written to it.
export function logLines() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, stream }
}

// The status `url` answers a session's `headers` with now: 200 while the session counts, 401 once
// it has ended.
export const sessionStatus = async (
  app: FastifyInstance,
  headers: Record<string, string>,
  url = "/api/admin/me"
) => (await app.inject({ url, headers })).statusCode

// Gives alt text to every image of the media library that has none, as staff do before a
// publish (one is refused while a record's image has neither alt text nor `decorative`).
export async function describeImages(
  app: FastifyInstance,
  headers: Record<string, string>
) {
  const filter = encodeURIComponent(JSON.stringify({ needsAlt: true }))
  const waiting = await app.inject({
    url: `/api/admin/media?filter=${filter}`,
    headers,
  })
  if (waiting.statusCode !== 200) throw new Error(waiting.body)
  for (const item of waiting.json() as { id: string; src: string }[]) {
    const described = await app.inject({
      method: "PUT",
      url: `/api/admin/media/${item.id}`,
      headers,
      payload: { alt: `The picture at ${item.src}` },
    })
    if (described.statusCode !== 200) throw new Error(described.body)
  }
}

// A record made through the admin API, its images described, and published: the site and the
// public reads show it.
export async function createPublished(
  app: FastifyInstance,
  token: string,
  resource: string,
  body: object
): Promise<Record<string, any>> {
  const created = await app.inject({
    method: "POST",
    url: `/api/admin/${resource}`,
    headers: bearer(token),
    payload: body,
  })
  if (created.statusCode !== 201)
    throw new Error(`${resource} not created: ${created.body}`)
  await describeImages(app, bearer(token))
  const published = await app.inject({
    method: "POST",
    url: `/api/admin/${resource}/${created.json().id}/publish`,
    headers: bearer(token),
  })
  if (published.statusCode !== 200)
    throw new Error(`${resource} not published: ${published.body}`)
  return published.json()
}

// What the public reads show of a record: its fields, id and times, none of the workflow's.
export function publicShape(record: Record<string, unknown>) {
  const {
    status: _status,
    state: _state,
    version: _version,
    publishAt: _publishAt,
    unpublishAt: _unpublishAt,
    publishedAt: _publishedAt,
    ...shown
  } = record
  return shown
}

// An HS256 token made by hand, for the forged, tampered and expired cases.
export function signJwt(
  payload: object,
  secret = JWT_SECRET,
  header = { alg: "HS256", typ: "JWT" }
) {
  const encode = (part: object) =>
    Buffer.from(JSON.stringify(part)).toString("base64url")
  const body = `${encode(header)}.${encode(payload)}`
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`
}

export function writeFiles(
  root: string,
  files: Record<string, string | Buffer>
) {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, content)
  }
}

export const validContact = {
  name: "Amira Haddad",
  email: "amira.haddad@example.com",
  countryCode: "+971",
  number: "50 123 4567",
  reason: "Contract strategy review",
  message:
    "We would like to discuss a review of our drilling contracts before the next tender round.",
}

export const validTeacher = {
  name: "Lena Okafor",
  email: "lena.okafor@example.com",
  password: "a long enough password 42",
  phone: "+31 70 123 4567",
  subject: "Contract management",
}

// What the server keeps of a teacher's registration until someone reviews it, besides its id and
// times: what they sent (the password aside), pending, with no photo or bio yet.
export const pendingTeacher = (teacher: typeof validTeacher) => ({
  name: teacher.name,
  email: teacher.email,
  phone: teacher.phone,
  subject: teacher.subject,
  status: "pending",
  photo: "",
  bio: "",
})
