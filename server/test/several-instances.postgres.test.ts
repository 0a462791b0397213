import { randomBytes } from "node:crypto"
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import path from "node:path"
import { ownDatabase } from "./databases"
import { until } from "./eventually"
import {
  ADMIN,
  adminToken,
  bearer,
  BRAND,
  build,
  validContact,
  type TestApp,
} from "./helper"

// Several instances on one database: two servers on one PostgreSQL and one Redis hold
// the rate limits as if they were one, and store what each is sent once.

describe("two instances on one PostgreSQL and one Redis", () => {
  let servers: TestApp[]
  const own = ownDatabase("coreval-instances-")
  afterEach(() => Promise.all(servers.map((server) => server.close())))

  // Both on the same database and the same Redis namespace, as two deployments would be.
  const start = async (config: object) => {
    const shared = {
      DATABASE_URL: own.database.url,
      rateLimitNamespace: `instances-${randomBytes(4).toString("hex")}:`,
      ...config,
    }
    servers = await Promise.all([build(shared), build(shared)])
    return servers
  }

  it("hold the forms limit as one: the 21st post a minute is refused, whichever gets it", async () => {
    const [a, b] = await start({ RATE_LIMIT_FORMS: 20 })
    const post = (server: TestApp, i: number) =>
      server.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: { ...validContact, message: `Limit test ${i}` },
      })
    for (let i = 0; i < 20; i++) {
      expect((await post(i % 2 ? b : a, i)).statusCode).toBe(201)
    }
    const refusedA = await post(a, 20)
    const refusedB = await post(b, 21)
    expect([refusedA.statusCode, refusedB.statusCode]).toEqual([429, 429])
    expect(Number(refusedB.headers["retry-after"])).toBeGreaterThan(0)
    const stored = await a.db
      .selectFrom("contacts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("message", "like", "Limit test %")
      .executeTakeFirstOrThrow()
    expect(Number(stored.n)).toBe(20)
  })

  it("hold the login limit as one", async () => {
    const [a, b] = await start({ RATE_LIMIT_LOGIN: 10 })
    const login = (server: TestApp, password: string) =>
      server.inject({
        method: "POST",
        url: "/api/admin/auth/login",
        payload: { email: ADMIN.email, password },
      })
    for (let i = 0; i < 10; i++) {
      const response = await login(
        i % 2 ? b : a,
        i === 9 ? ADMIN.password : `wrong ${i}`
      )
      expect(response.statusCode).toBe(i === 9 ? 200 : 401)
    }
    expect((await login(a, ADMIN.password)).statusCode).toBe(429)
    expect((await login(b, ADMIN.password)).statusCode).toBe(429)
  })

  it("store 200 contacts sent to both alternately once each", async () => {
    const [a, b] = await start({ RATE_LIMIT_FORMS: 0 })
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 ? b : a).inject({
          method: "POST",
          url: `/api/v1/${BRAND}/contact/upload`,
          payload: { ...validContact, message: `Alternate ${i}` },
        })
      )
    )
    expect(responses.every((response) => response.statusCode === 201)).toBe(
      true
    )
    const ids = new Set(responses.map((response) => response.json().Contact.id))
    expect(ids.size).toBe(200)
    const rows = await b.db
      .selectFrom("contacts")
      .select(["id", "message"])
      .where("message", "like", "Alternate %")
      .execute()
    expect(rows).toHaveLength(200)
    expect(new Set(rows.map((row) => row.message)).size).toBe(200)
    expect(new Set(rows.map((row) => row.id))).toEqual(ids)
  })
})

// Several instances building the site locally, with RELEASES_DIR on one shared folder: one build
// at a time across them (a lock in the database), one build for changes published on both, and
// both serving the new site as soon as it is live. The build is fixtures/fake-site-build.mjs,
// held (its file `hold`) until the test has looked at it under way.
describe("two instances building the site, one PostgreSQL, one RELEASES_DIR", () => {
  const fakeBuild = path.join(__dirname, "fixtures", "fake-site-build.mjs")
  const servers: TestApp[] = []
  const own = ownDatabase("coreval-builders-", async () => {
    for (const server of servers.splice(0)) await server.close()
  })

  // Each instance builds in its own checkout; the releases and the live link are shared.
  const start = (name: string) => {
    const siteDir = path.join(own.dir, name)
    mkdirSync(siteDir, { recursive: true })
    writeFileSync(path.join(siteDir, "version"), "v1")
    return build({
      DATABASE_URL: own.database.url,
      SITE_BUILD: { kind: "local" },
      PUBLISH_DELAY_MS: 200,
      siteBuildCommand: [process.execPath, fakeBuild],
      siteDir,
      buildOutputDir: path.join(siteDir, "build"),
      releasesDir: path.join(own.dir, "shared"),
      publicDir: path.join(own.dir, "shared", "live"),
    }).then((server) => {
      servers.push(server)
      return server
    })
  }
  const runs = () =>
    ["a", "b", "c"].reduce((sum, name) => {
      const file = path.join(own.dir, name, "runs")
      return sum + (existsSync(file) ? Number(readFileSync(file, "utf8")) : 0)
    }, 0)
  const settled = () =>
    Promise.all(servers.map((server) => server.sitePublisher.settled()))

  it("build once, one at a time, for changes published on both, and both serve the new site", async () => {
    const [a, b] = await Promise.all([start("a"), start("b")])
    await until(async () => (await a.inject("/")).statusCode === 200, 30_000)
    await settled()
    const tokens = await Promise.all([adminToken(a), adminToken(b)])
    const hold = (name: string) => path.join(own.dir, name, "hold")
    for (const name of ["a", "b", "c"]) {
      mkdirSync(path.join(own.dir, name), { recursive: true })
      writeFileSync(path.join(own.dir, name, "version"), "v2")
      writeFileSync(hold(name), "")
    }
    const before = runs()

    const publish = async (server: TestApp, token: string, title: string) => {
      const created = await server.inject({
        method: "POST",
        url: "/api/admin/banners",
        headers: bearer(token),
        payload: { title, link: "/faq" },
      })
      return server.inject({
        method: "POST",
        url: `/api/admin/banners/${created.json().id}/publish`,
        headers: bearer(token),
      })
    }
    const answers = await Promise.all([
      publish(a, tokens[0], "From the first instance"),
      publish(b, tokens[1], "From the second instance"),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])

    // While one builds, the other reads the state it shares: building.
    await until(async () => {
      const state = (
        await b.inject({
          url: "/api/admin/publish",
          headers: bearer(tokens[1]),
        })
      ).json().state
      return state === "building"
    }, 30_000)
    // An instance that starts now leaves that state alone.
    const c = await start("c")
    const token = await adminToken(c)
    expect(
      (
        await c.inject({ url: "/api/admin/publish", headers: bearer(token) })
      ).json().state
    ).toBe("building")

    for (const name of ["a", "b", "c"]) rmSync(hold(name))
    await until(async () => runs() > before, 30_000)
    await settled()
    expect(runs()).toBe(before + 1)
    for (const server of [a, b, c])
      expect((await server.inject("/")).body).toContain("site v2")
    const [release] = (
      await c.inject({ url: "/api/admin/releases", headers: bearer(token) })
    ).json()
    expect(
      release.changed.map((change: { title: string }) => change.title).sort()
    ).toEqual(["From the first instance", "From the second instance"])
  })
})
