/** @dialect-dependent the publishing state: its requests, releases and build lock, in SQL */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { serialize } from "node:v8"
import { ownerTag, processOnThisHost } from "../../common/process-owner"
import {
  adminToken,
  bearer,
  build,
  buildAsAdmin,
  type TestApp,
  validContact,
  writeFiles,
} from "../helper"
import { eventually } from "../eventually"
import { teacher } from "../people"

// The publisher in the server, with a stand-in for `gatsby build` that takes a few milliseconds
// (fixtures/fake-site-build.mjs): publishes queue a build, a finished build becomes the live
// site, a failed one leaves the live site as it was and says why. The queue's timing rules are
// tested on their own (lib/build-queue.test.ts); the real build runs in e2e/publishing.spec.ts.

const fakeBuild = path.join(__dirname, "..", "fixtures", "fake-site-build.mjs")

// Gatsby's saved state (.cache/redux) after a build of the site in `folder`: its pages by path.
const gatsbyState = (folder: string) =>
  serialize({
    components: new Map([[path.join(folder, "src/pages/index.tsx"), {}]]),
    staticQueryComponents: new Map(),
  })

const waitFor = (check: () => boolean | Promise<boolean>) =>
  eventually(async () => check(), Boolean, 15_000)

describe("SITE_BUILD=local", () => {
  let app: TestApp
  let token: string
  const file = (name: string) => path.join(app.testDir, name)
  const runs = () =>
    existsSync(file("runs")) ? Number(readFileSync(file("runs"), "utf8")) : 0
  const status = async () =>
    (
      await app.inject({ url: "/api/admin/publish", headers: bearer(token) })
    ).json()
  // Waits for the build a change started, then for the queue to empty.
  const builtAfter = async (runsBefore: number) => {
    await waitFor(() => runs() > runsBefore)
    await app.sitePublisher.settled()
  }
  const post = (url: string, payload: object) =>
    app.inject({ method: "POST", url, headers: bearer(token), payload })
  // How often the publisher has been asked for a build (a publish's route asks before it answers,
  // before any build is queued).
  let changes = 0

  beforeAll(async () => {
    app = await build((testDir) => ({
      SITE_BUILD: { kind: "local" },
      // A second of quiet: long enough that a burst of saves on a loaded machine is one burst.
      PUBLISH_DELAY_MS: 1000,
      siteBuildCommand: [process.execPath, fakeBuild],
      siteDir: testDir,
      publicDir: path.join(testDir, "releases", "live"),
    }))
    const requested = app.sitePublisher.requested
    app.sitePublisher.requested = () => {
      changes++
      requested()
    }
    token = await adminToken(app)
  })
  afterAll(() => app.close())

  it("builds at start when the live site does not show the database, and serves the result", async () => {
    await builtAfter(0)
    expect(runs()).toBe(1)
    const home = await app.inject("/")
    expect(home.statusCode).toBe(200)
    expect(home.body).toContain("site v1")
    expect(await status()).toMatchObject({
      state: "idle",
      mode: "local",
      error: null,
      builtAt: expect.any(String),
      startedAt: expect.any(String),
    })
  })

  it("queues a build for a publish, out of the request path, and swaps the new site in", async () => {
    const before = runs()
    writeFileSync(file("version"), "v2")
    const told = changes
    const response = await post("/api/admin/banners", {
      title: "New banner",
      link: "/faq",
    })
    expect(response.statusCode).toBe(201)
    // A draft is not on the site: saving it asks for no build.
    expect(changes).toBe(told)
    const published = await post(
      `/api/admin/banners/${response.json().id}/publish`,
      {}
    )
    expect(published.statusCode).toBe(200)
    expect(changes).toBe(told + 1)
    await waitFor(async () => (await status()).state !== "idle")
    expect(["queued", "building"]).toContain((await status()).state)
    // The live site answers while the change waits and builds.
    expect((await app.inject("/")).body).toContain("site v1")
    await builtAfter(before)
    expect((await app.inject("/")).body).toContain("site v2")
  })

  it("makes one build of a burst of publishes", async () => {
    const before = runs()
    for (const title of ["a", "b", "c"]) {
      const created = await post("/api/admin/news", { title, content: title })
      await post(`/api/admin/news/${created.json().id}/publish`, {})
    }
    await builtAfter(before)
    expect(runs()).toBe(before + 1)
  })

  it("does not build for a change the site does not show, or a refused publish", async () => {
    const before = runs()
    const told = changes
    await app.inject({
      method: "POST",
      url: "/api/v1/coreval/contact/upload",
      payload: validContact,
    })
    expect((await post("/api/admin/banners", {})).statusCode).toBe(400)
    const halfFilled = await post("/api/admin/banners", { title: "No link" })
    const refused = await post(
      `/api/admin/banners/${halfFilled.json().id}/publish`,
      {}
    )
    expect(refused.statusCode).toBe(400)
    expect((await status()).state).toBe("idle")
    expect(changes).toBe(told)
    expect(runs()).toBe(before)
  })

  it("builds nothing for a teacher's course: staff publish it", async () => {
    // Approving her is a change the Academy page shows: that build goes first.
    const approved = runs()
    const lena = await teacher(app)
    await builtAfter(approved)
    const before = runs()
    const told = changes
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/courses",
      headers: lena.headers,
      payload: { title: "Contract law for engineers" },
    })
    expect(response.statusCode).toBe(201)
    expect(changes).toBe(told)
    expect((await status()).state).toBe("idle")
    expect(runs()).toBe(before)
  })

  it("keeps the live site and the error when a build fails, and recovers with the next", async () => {
    const builtAt = (await status()).builtAt
    writeFileSync(file("fail"), "")
    writeFileSync(file("version"), "v3")
    const before = runs()
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/publish",
      headers: bearer(token),
    })
    expect(response.statusCode).toBe(202)
    await builtAfter(before)
    // Tried once more from a clean cache before it counts as failed.
    expect(runs()).toBe(before + 2)
    const failed = await status()
    expect(failed).toMatchObject({ state: "failed", builtAt })
    expect(failed.error).toMatch(/exit code 1.*\n?.*ERROR #85923/s)
    expect(failed.error).toContain("boom")
    // The end of the build's log, for the panel to show.
    expect(failed.log).toMatch(
      /success Building production JavaScript\n.*ERROR #85923/s
    )
    // Gatsby's output is half-written; visitors still get the last good site.
    expect(readFileSync(file("build/index.html"), "utf8")).toContain(
      "half-built"
    )
    expect((await app.inject("/")).body).toContain("site v2")

    rmSync(file("fail"))
    await post("/api/admin/publish", {})
    await builtAfter(before + 1)
    expect(await status()).toMatchObject({ state: "idle", error: null })
    expect((await app.inject("/")).body).toContain("site v3")
  })

  it("builds once more from a clean cache when a build fails, while the live site serves", async () => {
    // A cache that no longer fits (a build cut short): every build fails until it goes.
    writeFiles(app.testDir, { ".cache/moved": "/the/old/folder" })
    writeFileSync(file("version"), "v4")
    const before = runs()
    await post("/api/admin/publish", {})
    await waitFor(() => runs() === before + 1)
    expect((await app.inject("/")).body).toContain("site v3")
    await builtAfter(before)
    expect(runs()).toBe(before + 2)
    expect(await status()).toMatchObject({ state: "idle", error: null })
    expect((await app.inject("/")).body).toContain("site v4")
    expect(existsSync(file(".cache/moved"))).toBe(false)

    // The cache fits again: the next build is one run.
    writeFileSync(file("version"), "v5")
    await post("/api/admin/publish", {})
    await builtAfter(before + 2)
    expect(runs()).toBe(before + 3)
    expect((await app.inject("/")).body).toContain("site v5")
  })

  it("builds a checkout moved to another folder once, from a clean cache, and keeps a cache built in its own", async () => {
    // Gatsby's saved state names the folder it was built in, and a build with it fails.
    writeFiles(app.testDir, {
      ".cache/moved": "/the/old/folder",
      ".cache/redux/redux.rest.state": gatsbyState("/the/old/folder"),
    })
    writeFileSync(file("version"), "v6")
    const before = runs()
    await post("/api/admin/publish", {})
    await builtAfter(before)
    expect(runs()).toBe(before + 1)
    expect(await status()).toMatchObject({ state: "idle", error: null })
    expect((await app.inject("/")).body).toContain("site v6")

    writeFiles(app.testDir, {
      ".cache/redux/redux.rest.state": gatsbyState(app.testDir),
    })
    await post("/api/admin/publish", {})
    await builtAfter(before + 1)
    expect(runs()).toBe(before + 2)
    expect(existsSync(file(".cache/redux/redux.rest.state"))).toBe(true)
  })

  it("says which records the live site shows without their image", async () => {
    expect((await status()).warnings).toEqual([])
    const warning =
      'Blog "Tender season" (0190aaaa) is published without its image: /uploads/0190bad.png cannot be read as an image (pngload_buffer: end of stream); upload it again'
    writeFileSync(file("warnings.json"), JSON.stringify([warning]))
    try {
      const before = runs()
      await post("/api/admin/publish", {})
      await builtAfter(before)
    } finally {
      rmSync(file("warnings.json"))
    }
    expect(await status()).toMatchObject({
      state: "idle",
      error: null,
      warnings: [warning],
    })
    // The next build reads them all: it publishes the image, or the warning again.
    const before = runs()
    await post("/api/admin/publish", {})
    await builtAfter(before)
    expect((await status()).warnings).toEqual([])
  })

  it("gives the build what it reads of the environment, and none of the server's secrets", async () => {
    const secrets = {
      JWT_SECRET: "a-secret-that-signs-every-administrator-token",
      ADMIN_PASSWORD: "the first administrator's password",
      SMTP_URL: "smtp://mailer:mail-password@smtp.example.com:587",
      REDIS_URL: "redis://:redis-password@redis.example.com:6379",
      NODE_AUTH_TOKEN: "npm-token-of-the-ci",
    }
    const saved = { ...process.env }
    Object.assign(process.env, secrets, { LANG: "en_GB.UTF-8" })
    try {
      const before = runs()
      await post("/api/admin/publish", {})
      await builtAfter(before)
    } finally {
      process.env = saved
    }
    const env = JSON.parse(readFileSync(file("env.json"), "utf8"))
    for (const name of Object.keys(secrets))
      expect(env).not.toHaveProperty(name)
    expect(JSON.stringify(env)).not.toMatch(/password|secret|token/i)
    expect(env).toMatchObject({
      PATH: process.env.PATH,
      LANG: "en_GB.UTF-8",
      DATABASE_URL: app.config.DATABASE_URL,
      GATSBY_TELEMETRY_DISABLED: "1",
    })
    expect(env).toHaveProperty("GATSBY_API_URL")
  })

  it("needs an administrator", async () => {
    expect((await app.inject("/api/admin/publish")).statusCode).toBe(401)
    expect(
      (await app.inject({ method: "POST", url: "/api/admin/publish" }))
        .statusCode
    ).toBe(401)
  })
})

describe("releases", () => {
  let app: TestApp
  let token: string
  const file = (name: string) => path.join(app.testDir, name)
  const runs = () =>
    existsSync(file("runs")) ? Number(readFileSync(file("runs"), "utf8")) : 0
  const call = (method: "GET" | "POST", url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), payload })
  const status = async () => (await call("GET", "/api/admin/publish")).json()
  const publishBanner = async (title: string) => {
    const created = await call("POST", "/api/admin/banners", {
      title,
      link: "/faq",
    })
    await call("POST", `/api/admin/banners/${created.json().id}/publish`)
    return created.json().id as string
  }
  const built = async (before: number) => {
    await waitFor(() => runs() > before)
    await app.sitePublisher.settled()
  }

  beforeAll(async () => {
    app = await build((testDir) => ({
      SITE_BUILD: { kind: "local" },
      PUBLISH_DELAY_MS: 50,
      siteBuildCommand: [process.execPath, fakeBuild],
      siteDir: testDir,
      publicDir: path.join(testDir, "releases", "live"),
    }))
    token = await adminToken(app)
    await app.sitePublisher.settled()
  })
  afterAll(() => app.close())

  it("lists the builds that went live, newest first: when, what started it, what changed, how long", async () => {
    writeFileSync(file("version"), "v2")
    let before = runs()
    const first = await publishBanner("Value first")
    await built(before)
    writeFileSync(file("version"), "v3")
    before = runs()
    await publishBanner("Cost reviews")
    await built(before)

    const releases = (await call("GET", "/api/admin/releases")).json()
    expect(releases.length).toBeGreaterThanOrEqual(3)
    expect(releases[0]).toEqual({
      id: expect.any(String),
      builtAt: expect.any(String),
      startedAt: expect.any(String),
      trigger: "publish by admin@coreval.test",
      changed: [
        {
          resource: "banners",
          id: expect.any(String),
          title: "Cost reviews",
          action: "publish",
        },
      ],
      durationMs: expect.any(Number),
      live: true,
    })
    expect(releases[1]).toMatchObject({
      live: false,
      changed: [expect.objectContaining({ id: first })],
    })
    expect(releases[0].builtAt > releases[1].builtAt).toBe(true)
  })

  it("restores an earlier release at once, pauses automatic publishing until resumed, and says so", async () => {
    const [, previous] = (await call("GET", "/api/admin/releases")).json()
    const before = runs()
    const restored = await call(
      "POST",
      `/api/admin/releases/${previous.id}/restore`
    )
    expect(restored.statusCode).toBe(200)
    expect(restored.json()).toMatchObject({ id: previous.id, live: true })
    // Live at once, without a build.
    expect((await app.inject("/")).body).toContain("site v2")
    expect(runs()).toBe(before)
    expect(await status()).toMatchObject({
      paused: true,
      pausedBy: "admin@coreval.test",
      builtAt: previous.builtAt,
    })
    const audit = await app.db
      .selectFrom("audit")
      .select(["actor"])
      .where("action", "=", "release_restore")
      .where("recordId", "=", previous.id)
      .execute()
    expect(audit).toEqual([{ actor: "admin@coreval.test" }])

    // Paused: a publish builds nothing, and the restored site stays.
    writeFileSync(file("version"), "v4")
    await publishBanner("While paused")
    await app.sitePublisher.settled()
    expect(runs()).toBe(before)
    expect((await app.inject("/")).body).toContain("site v2")

    const resumed = await call("POST", "/api/admin/publish/resume")
    expect(resumed.statusCode).toBe(200)
    expect(resumed.json().paused).toBe(false)
    await built(before)
    expect((await app.inject("/")).body).toContain("site v4")
    const newest = (await call("GET", "/api/admin/releases")).json()[0]
    expect(newest.trigger).toMatch(/resume by admin@coreval\.test/)
    expect(newest.changed.map((c: { title: string }) => c.title)).toEqual([
      "While paused",
    ])
  })

  it("answers 404 for a release that is not kept", async () => {
    expect(
      (await call("POST", "/api/admin/releases/not-a-build/restore")).statusCode
    ).toBe(404)
  })
})

describe("SITE_BUILD=<build hook URL>", () => {
  let hook: Server
  let calls: string[] = []
  let answer = 200
  let app: TestApp
  let token: string

  beforeAll(async () => {
    hook = createServer((request, response) => {
      calls.push(request.method ?? "")
      response.statusCode = answer
      response.end()
    })
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve))
    const { port } = hook.address() as AddressInfo
    ;({ app, token } = await buildAsAdmin({
      SITE_BUILD: {
        kind: "hook",
        url: `http://127.0.0.1:${port}/hooks/secret-token`,
      },
      // A burst is two saves a second apart at most: with 50 ms, a loaded two-core machine
      // answered the second save after the quiet time had run out, and so posted twice.
      PUBLISH_DELAY_MS: 1000,
    }))
  })
  afterAll(async () => {
    await app.close()
    hook.close()
  })

  it("posts once to the hook for a burst of publishes, and says when it fails", async () => {
    for (const title of ["a", "b"]) {
      const created = await app.inject({
        method: "POST",
        url: "/api/admin/blogs",
        headers: bearer(token),
        payload: { title, content: `<p>${title}</p>` },
      })
      await app.inject({
        method: "POST",
        url: `/api/admin/blogs/${created.json().id}/publish`,
        headers: bearer(token),
      })
    }
    await waitFor(() => calls.length === 1)
    await app.sitePublisher.settled()
    const status = async () =>
      (
        await app.inject({ url: "/api/admin/publish", headers: bearer(token) })
      ).json()
    expect(await status()).toMatchObject({
      state: "idle",
      mode: "hook",
      builtAt: expect.any(String),
    })
    expect(calls).toEqual(["POST"])

    answer = 500
    await app.inject({
      method: "POST",
      url: "/api/admin/publish",
      headers: bearer(token),
    })
    await waitFor(() => calls.length === 2)
    await app.sitePublisher.settled()
    const failed = await status()
    expect(failed).toMatchObject({
      state: "failed",
      error: "The build hook answered 500 Internal Server Error",
    })
    // The hook's URL may carry a secret: it is never shown.
    expect(JSON.stringify(failed)).not.toContain("secret-token")
  })
})

// One app for these tests: none needs a fresh one (the audit's test reads only the entries it made).
describe("SITE_BUILD=off", () => {
  let app: TestApp
  let token: string
  beforeAll(async () => ({ app, token } = await buildAsAdmin()))
  afterAll(() => app.close())

  it("builds nothing and says so", async () => {
    const publish = await app.inject({
      method: "POST",
      url: "/api/admin/publish",
      headers: bearer(token),
    })
    expect(publish.statusCode).toBe(202)
    expect(publish.json()).toMatchObject({ state: "idle", mode: "off" })
  })

  it("lists no releases and restores none (409)", async () => {
    const headers = bearer(token)
    expect(
      (await app.inject({ url: "/api/admin/releases", headers })).json()
    ).toEqual([])
    const refused = await app.inject({
      method: "POST",
      url: "/api/admin/releases/abc/restore",
      headers,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/SITE_BUILD=local/)
  })

  it("records who resumed automatic publishing, by Resume or by Publish now", async () => {
    const siteAudit = () =>
      app.db
        .selectFrom("audit")
        .select(["actor", "action", "resource", "changes"])
        .where("resource", "=", "site")
        .orderBy("at")
        .orderBy("id")
        .execute()
    const earlier = (await siteAudit()).length
    const pause = () =>
      app.publishStateRepository.update({
        paused: true,
        pausedAt: new Date().toISOString(),
        pausedBy: "admin@coreval.test",
      })
    const post = async (url: string) => {
      const response = await app.inject({
        method: "POST",
        url,
        headers: bearer(token),
      })
      expect(response.json().paused).toBe(false)
    }
    await pause()
    await post("/api/admin/publish/resume")
    await pause()
    await post("/api/admin/publish")
    await post("/api/admin/publish")
    const entries = (await siteAudit()).slice(earlier)
    expect(
      entries.map((entry) => ({ ...entry, changes: JSON.parse(entry.changes) }))
    ).toEqual(
      [{ resumed: true }, { resumed: true }, {}].map((changes) => ({
        actor: "admin@coreval.test",
        action: "publish",
        resource: "site",
        changes,
      }))
    )
  })
})

describe("at start", () => {
  it("takes back at once the build lock of a server that was killed while building", async () => {
    const killed = spawnSync(process.execPath, ["-e", ""]).pid!
    const first = await build()
    const iso = (ms: number) => new Date(ms).toISOString()
    const state = first.publishStateRepository
    // The killed server's lease had a minute to run.
    const holder = `${ownerTag(processOnThisHost(killed))}~1`
    expect(
      await state.lock(holder, iso(Date.now()), iso(Date.now() + 60_000))
    ).toBe(true)
    await state.update({ state: "building" })

    const restarted = await build({ DATABASE_URL: first.config.DATABASE_URL })
    expect(await state.lockHolder(iso(Date.now()))).toBeNull()
    expect((await restarted.sitePublisher.status()).state).toBe("idle")
    await restarted.close()
    await first.close()
  })

  it("removes the release copies and moved-aside folders that crashes left", async () => {
    // A server on these releases was killed part-way through a copy; another one, earlier, found
    // a folder where the live link goes and moved it aside.
    const killed = spawnSync(process.execPath, ["-e", ""]).pid!
    const leftovers = (dir: string) => ({
      partial: path.join(
        dir,
        "releases",
        "releases",
        `b1.partial-${ownerTag(processOnThisHost(killed))}~1`
      ),
      movedAside: path.join(
        dir,
        "releases",
        `live.old-${Date.now() - 3_600_000}`
      ),
    })
    const app = await build((testDir) => {
      const { partial, movedAside } = leftovers(testDir)
      writeFiles(partial, { "index.html": "half a copy" })
      writeFiles(movedAside, { "index.html": "an old copy" })
      return { publicDir: path.join(testDir, "releases", "live") }
    })
    const { partial, movedAside } = leftovers(app.testDir)
    expect(existsSync(partial)).toBe(false)
    expect(existsSync(movedAside)).toBe(false)
    await app.close()
  })
})
