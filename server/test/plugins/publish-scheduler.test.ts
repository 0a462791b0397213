/** @dialect-dependent the schedule's due records, compared by time in SQL, across a restart */
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { createTestDatabase, type TestDatabase } from "../databases"
import { until } from "../eventually"
import { adminToken, bearer, build, type TestApp } from "../helper"

// The scheduler (plugins/app/editorial/publish-scheduler.ts) with the test's clock and no waiting: what is
// due is published and unpublished at the minute, by the scheduler, in one build, also when the
// server restarted in between; a new day in Amsterdam that moves an event from upcoming to past
// rebuilds the site, and one that moves nothing does not; the Trash empties itself after 30 days.
// Builds are fixtures/fake-site-build.mjs, which counts its runs.

const fakeBuild = path.join(__dirname, "..", "fixtures", "fake-site-build.mjs")

// A build or a publish request may take a few seconds on a busy machine.
const BUSY_MS = 15_000

describe("the publishing schedule", () => {
  let dir: string
  let database: TestDatabase
  let now = Date.parse("2031-05-10T08:00:00.000Z")
  const clock = () => now
  const apps: TestApp[] = []
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "coreval-schedule-"))
    database = await createTestDatabase(dir, { migrated: true })
  })
  afterAll(async () => {
    for (const app of apps.splice(0)) await app.close()
    await database.drop()
    rmSync(dir, { recursive: true, force: true })
  })

  // A server on the shared database and site folder; the previous one stops first (a restart).
  async function start(env: { RETENTION_TRASH_DAYS?: number } = {}) {
    for (const app of apps.splice(0)) await app.close()
    const app = await build(
      {
        ...env,
        DATABASE_URL: database.url,
        SITE_BUILD: { kind: "local" },
        PUBLISH_DELAY_MS: 50,
        siteBuildCommand: [process.execPath, fakeBuild],
        siteDir: dir,
        buildOutputDir: path.join(dir, "build"),
        releasesDir: path.join(dir, "releases"),
        publicDir: path.join(dir, "releases", "live"),
      },
      { clock }
    )
    apps.push(app)
    // The stand-in build never matches the database, so a server that starts builds: that
    // build is done before the test goes on.
    await until(
      async () => (await app.publishStateRepository.requests()).length === 0,
      BUSY_MS
    )
    await app.sitePublisher.settled()
    return { app, headers: bearer(await adminToken(app)) }
  }
  const runs = () =>
    existsSync(path.join(dir, "runs"))
      ? Number(readFileSync(path.join(dir, "runs"), "utf8"))
      : 0
  const minutes = (n: number) => n * 60_000
  const titles = async (app: TestApp, list: string) =>
    (await app.inject(`/api/v1/admin/${list}`))
      .json()
      .data.map((record: { title: string }) => record.title)
  const settle = async (app: TestApp, builds: number) => {
    await until(() => runs() >= builds, BUSY_MS)
    await app.sitePublisher.settled()
  }

  it("publishes and unpublishes at the minute, in one build, across a restart", async () => {
    let { app, headers } = await start()
    const post = (url: string, payload?: object) =>
      app.inject({ method: "POST", url, headers, payload })
    const at = new Date(now + minutes(2)).toISOString()
    const scheduled = []
    for (const title of ["Muscat office opens", "Aberdeen workshop"]) {
      const record = await post("/api/admin/news", {
        title,
        content: "News.",
        publishAt: at,
      })
      expect(record.json().state).toBe("scheduled")
      scheduled.push(record.json().id)
    }
    const leaving = (
      await post("/api/admin/news", {
        title: "Old announcement",
        content: "Soon gone.",
      })
    ).json()
    await post(`/api/admin/news/${leaving.id}/publish`)
    await app.inject({
      method: "PUT",
      url: `/api/admin/news/${leaving.id}`,
      headers,
      payload: { unpublishAt: at },
    })
    await until(
      async () => (await app.publishStateRepository.requests()).length === 0,
      BUSY_MS
    )
    await app.sitePublisher.settled()

    now += minutes(1)
    await app.jobs.runDue()
    expect(await titles(app, "getallNews")).toEqual(["Old announcement"])

    // The server stops before the minute comes, and starts again after it.
    ;({ app, headers } = await start())
    const before = runs()
    now += minutes(1) + 20_000
    expect(await app.jobs.runDue()).toContain("editorial-schedule")
    expect((await titles(app, "getallNews")).sort()).toEqual([
      "Aberdeen workshop",
      "Muscat office opens",
    ])
    await settle(app, before + 1)
    expect(runs()).toBe(before + 1)
    for (const id of scheduled) {
      const record = await app.inject({ url: `/api/admin/news/${id}`, headers })
      expect(record.json()).toMatchObject({
        state: "published",
        publishAt: null,
      })
    }
    const actors = await app.db
      .selectFrom("audit")
      .select(["actor", "actorId", "action", "recordId"])
      .where("actor", "=", "scheduler")
      .execute()
    expect(actors.map((entry) => entry.action).sort()).toEqual([
      "publish",
      "publish",
      "unpublish",
    ])
    expect(actors.every((entry) => entry.actorId === null)).toBe(true)
    const release = (
      await app.inject({ url: "/api/admin/releases", headers })
    ).json()[0]
    expect(release.trigger).toBe("the schedule")
    expect(release.changed).toHaveLength(3)

    // Nothing more is due: the next look builds nothing.
    now += 20_000
    await app.jobs.runDue()
    await app.sitePublisher.settled()
    expect(runs()).toBe(before + 1)
  })

  it("rebuilds when a new day in Amsterdam moves an event to the past, and not when it moves nothing", async () => {
    const { app, headers } = await start()
    await app.sitePublisher.settled()
    const event = (
      await app.inject({
        method: "POST",
        url: "/api/admin/events",
        headers,
        payload: { title: "Round table", date: "2031-05-10" },
      })
    ).json()
    writeFileSync(path.join(dir, "today"), "2031-05-10")
    const before = runs()
    await app.inject({
      method: "POST",
      url: `/api/admin/events/${event.id}/publish`,
      headers,
    })
    await settle(app, before + 1)

    // 22:30 in UTC is still the 10th there, but already the 11th in Amsterdam (UTC+2 in May).
    now = Date.parse("2031-05-10T22:30:00.000Z")
    writeFileSync(path.join(dir, "today"), "2031-05-11")
    await app.jobs.runDue()
    await settle(app, before + 2)
    const release = (
      await app.inject({ url: "/api/admin/releases", headers })
    ).json()[0]
    expect(release.trigger).toBe("a new day")

    // The 12th moves nothing more: the event was past on the 11th already.
    now = Date.parse("2031-05-12T09:00:00.000Z")
    await app.jobs.runDue()
    await app.sitePublisher.settled()
    expect(runs()).toBe(before + 2)
  })

  it("keeps Trash for RETENTION_TRASH_DAYS instead, and for good with 0", async () => {
    const { app, headers } = await start({ RETENTION_TRASH_DAYS: 0 })
    const record = (
      await app.inject({
        method: "POST",
        url: "/api/admin/stories",
        headers,
        payload: { title: "Kept in Trash" },
      })
    ).json()
    await app.inject({
      method: "DELETE",
      url: `/api/admin/stories/${record.id}`,
      headers,
    })
    now += minutes(60 * 24 * 400)
    expect(await app.jobs.runDue()).toContain("editorial-sweep")
    const trash = async (server: typeof app) =>
      (await server.inject({ url: "/api/admin/trash", headers }))
        .json()
        .map((entry: { id: string }) => entry.id)
    expect(await trash(app)).toContain(record.id)
    const shorter = await start({ RETENTION_TRASH_DAYS: 7 })
    now += minutes(60 * 24 * 2)
    expect(await shorter.app.jobs.runDue()).toContain("editorial-sweep")
    expect(await trash(shorter.app)).not.toContain(record.id)
  })

  it("empties what has been in Trash for 30 days, by the scheduler", async () => {
    const { app, headers } = await start()
    const make = async (title: string) => {
      const record = (
        await app.inject({
          method: "POST",
          url: "/api/admin/stories",
          headers,
          payload: { title },
        })
      ).json()
      await app.inject({
        method: "DELETE",
        url: `/api/admin/stories/${record.id}`,
        headers,
      })
      return record.id
    }
    const old = await make("Deleted long ago")
    now += minutes(60 * 24 * 20)
    const recent = await make("Deleted lately")
    now += minutes(60 * 24 * 11)
    expect(await app.jobs.runDue()).toContain("editorial-sweep")
    const left = (await app.inject({ url: "/api/admin/trash", headers }))
      .json()
      .map((entry: { id: string }) => entry.id)
    expect(left).toContain(recent)
    expect(left).not.toContain(old)
    const entry = await app.db
      .selectFrom("audit")
      .select(["actor", "changes"])
      .where("recordId", "=", old)
      .where("action", "=", "delete")
      .orderBy("at", "desc")
      .executeTakeFirstOrThrow()
    expect(entry.actor).toBe("scheduler")
    expect(JSON.parse(entry.changes)).toEqual({ permanently: true })
  })
})
