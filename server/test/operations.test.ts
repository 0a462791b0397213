import { randomBytes } from "node:crypto"
import { writeFileSync } from "node:fs"
import path from "node:path"
import { connect } from "../db/connect"
import { createNotificationsRepository } from "../plugins/app/outbox/notifications-repository"
import { ownDatabase } from "./databases"
import { eventually } from "./eventually"
import {
  ADMIN,
  adminToken,
  bearer,
  BRAND,
  build,
  type TestApp,
  validContact,
  writeFiles,
} from "./helper"
import { startSmtpSink, type SmtpSink } from "./smtp-sink"

// What an operator reads (docs/operations.md): GET /healthz, GET /metrics behind METRICS_TOKEN,
// and the e-mails a closing server hands back. The metrics are read as Prometheus reads them,
// from the route's text; the build is the publisher's own, with a stand-in for `gatsby build`
// (fixtures/fake-site-build.mjs), and the e-mails go to a real SMTP server in this process.
// That /healthz follows PostgreSQL going away and coming back is healthz.postgres.test.ts's.

const fakeBuild = path.join(__dirname, "fixtures", "fake-site-build.mjs")

// The value of the sample `name{labels}` in Prometheus' text, or undefined when there is none.
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {}
) {
  for (const line of text.split("\n")) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(
        ([, key, value]) => [key, value]
      )
    )
    if (Object.entries(labels).every(([key, value]) => found[key] === value))
      return Number(match[3])
  }
  return undefined
}

describe("without METRICS_TOKEN", () => {
  let app: TestApp
  let closed: Promise<void> | undefined
  const close = () => (closed ??= app?.close())
  const own = ownDatabase("coreval-operations-", close)
  beforeAll(async () => {
    app = await build({ DATABASE_URL: own.database.url })
  })

  it("answers /healthz 200 without a token, with no live build yet", async () => {
    const response = await app.inject("/healthz")
    expect(response.statusCode).toBe(200)
    expect(response.headers["cache-control"]).toBe("no-store")
    expect(response.json()).toEqual({
      status: "ok",
      database: "ok",
      site: { builtAt: null },
    })
  })

  it("keeps no sample for what is not there: a live build, backups, the process's own", async () => {
    const text = await app.metrics.registry.metrics()
    expect(text).toContain("# TYPE coreval_site_built_timestamp_seconds gauge")
    for (const name of [
      "coreval_site_built_timestamp_seconds",
      "coreval_backup_last_success_timestamp_seconds",
      "coreval_backup_failures",
      "coreval_process_resident_memory_bytes",
    ])
      expect(sample(text, name)).toBeUndefined()
  })

  it("names the time of the build it serves, and none for a marker it cannot read", async () => {
    const builtAt = "2026-03-04T05:06:07.089Z"
    writeFiles(app.config.publicDir, {
      ".panel-build.json": JSON.stringify({ buildId: "b1", builtAt }),
    })
    expect((await app.inject("/healthz")).json().site).toEqual({ builtAt })
    for (const marker of ["{", "[]", '{"builtAt":"x"}', "\u0000".repeat(64)]) {
      writeFiles(app.config.publicDir, { ".panel-build.json": marker })
      const response = await app.inject("/healthz")
      expect(response.statusCode).toBe(200)
      expect(response.json().site).toEqual({ builtAt: null })
    }
  })

  it("answers /metrics 404 whatever is sent", async () => {
    for (const authorization of [
      undefined,
      "Bearer ",
      "Bearer anything",
      `Bearer ${randomBytes(40).toString("base64")}`,
    ]) {
      const response = await app.inject({
        url: "/metrics",
        headers: authorization === undefined ? {} : { authorization },
      })
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toMatch(/METRICS_TOKEN/)
    }
  })

  // Last: it closes the app.
  it("hands back the e-mails it holds when it closes, due at once for another instance", async () => {
    const sent = await app.inject({
      method: "POST",
      url: `/api/v1/${BRAND}/contact/upload`,
      payload: validContact,
    })
    expect(sent.statusCode).toBe(201)
    // As if the notifier had claimed its e-mail just before the SIGTERM: held for an hour.
    const claimed = await app.notificationsRepository.claimDue({
      now: new Date().toISOString(),
      leaseUntil: new Date(Date.now() + 3_600_000).toISOString(),
      limit: 10,
      token: app.jobs.owner,
    })
    expect(claimed.map((row) => row.kind)).toEqual(["contact"])
    await close()
    const { db, dialect } = connect(own.database.url)
    try {
      const other = await createNotificationsRepository(db, dialect).claimDue({
        now: new Date().toISOString(),
        leaseUntil: new Date(Date.now() + 60_000).toISOString(),
        limit: 10,
        token: "another-instance",
      })
      expect(other.map((row) => row.id).sort()).toEqual(
        claimed.map((row) => row.id).sort()
      )
    } finally {
      await db.destroy()
    }
  })
})

describe("with METRICS_TOKEN", () => {
  const TOKEN = randomBytes(24).toString("base64url")
  let app: TestApp
  let sink: SmtpSink
  const scrape = async () => {
    const response = await app.inject({
      url: "/metrics",
      headers: bearer(TOKEN),
    })
    expect(response.statusCode).toBe(200)
    return response.body
  }

  beforeAll(async () => {
    sink = await startSmtpSink()
    app = await build((testDir) => ({
      METRICS_TOKEN: TOKEN,
      // The administrator's sign-in and three refused ones: the last is over the limit.
      RATE_LIMIT_LOGIN: 3,
      SMTP_URL: sink.url,
      SITE_BUILD: { kind: "local" },
      PUBLISH_DELAY_MS: 0,
      siteBuildCommand: [process.execPath, fakeBuild],
      siteDir: testDir,
      publicDir: path.join(testDir, "releases", "live"),
    }))
  })
  afterAll(async () => {
    await app?.close()
    await sink?.stop()
  })

  it("refuses a scrape without the token (401), whatever else is sent", async () => {
    const tries = [
      undefined,
      "",
      "Bearer",
      "Bearer ",
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Bearer  ${TOKEN}`,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString("base64")}`,
      TOKEN,
      `Bearer ${"a".repeat(8000)}`,
      `Bearer ${TOKEN.toUpperCase()}`,
      ...Array.from(
        { length: 10 },
        (_, i) => `Bearer ${randomBytes(i * 7).toString("base64")}`
      ),
    ]
    for (const authorization of tries) {
      const response = await app.inject({
        url: "/metrics",
        headers: authorization === undefined ? {} : { authorization },
      })
      expect(response.statusCode).toBe(401)
      expect(response.headers["www-authenticate"]).toBe(
        'Bearer realm="metrics"'
      )
      expect(response.body).not.toContain(TOKEN)
      expect(response.body).not.toContain("coreval_")
    }
  })

  it("serves Prometheus' text with it, every metric named coreval_", async () => {
    const response = await app.inject({
      url: "/metrics",
      headers: bearer(TOKEN),
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-type"]).toMatch(
      /^text\/plain; version=0\.0\.4/
    )
    expect(response.headers["cache-control"]).toBe("no-store")
    const names = [...response.body.matchAll(/^# TYPE (\S+)/gm)].map(
      ([, name]) => name
    )
    expect(names).toEqual(
      expect.arrayContaining([
        "coreval_http_requests_total",
        "coreval_http_request_duration_seconds",
        "coreval_outbox_messages",
        "coreval_site_builds_total",
        "coreval_login_refusals_total",
        "coreval_mail_sent_total",
        "coreval_process_resident_memory_bytes",
      ])
    )
    expect(names.filter((name) => !name.startsWith("coreval_"))).toEqual([])
    expect(sample(response.body, "coreval_database_up")).toBe(1)
  })

  it("counts the build it made at start, and /healthz names its time", async () => {
    await app.sitePublisher.settled()
    const text = await scrape()
    const success = { outcome: "success" }
    expect(sample(text, "coreval_site_builds_total", success)).toBe(1)
    expect(
      sample(text, "coreval_site_build_duration_seconds_count", success)
    ).toBe(1)
    const { builtAt } = (await app.inject("/healthz")).json().site
    expect(builtAt).toEqual(expect.any(String))
    expect(sample(text, "coreval_site_built_timestamp_seconds")).toBe(
      Date.parse(builtAt) / 1000
    )
  })

  it("counts a failed build apart", async () => {
    writeFileSync(path.join(app.testDir, "fail"), "")
    const publish = await app.inject({
      method: "POST",
      url: "/api/admin/publish",
      headers: bearer(await adminToken(app)),
    })
    expect(publish.statusCode).toBe(202)
    await app.sitePublisher.settled()
    const text = await scrape()
    expect(
      sample(text, "coreval_site_builds_total", { outcome: "failure" })
    ).toBe(1)
    expect(
      sample(text, "coreval_site_builds_total", { outcome: "success" })
    ).toBe(1)
  })

  it("counts an enquiry, its request, its e-mail's failed attempt, and refused logins", async () => {
    sink.refuse("451 Mailbox busy, try again later")
    const sent = await app.inject({
      method: "POST",
      url: `/api/v1/${BRAND}/contact/upload`,
      payload: validContact,
    })
    expect(sent.statusCode).toBe(201)
    const wrongLogin = () =>
      app.inject({
        method: "POST",
        url: "/api/admin/auth/login",
        payload: { email: ADMIN.email, password: "not the password at all" },
      })
    expect((await wrongLogin()).statusCode).toBe(401)
    expect((await wrongLogin()).statusCode).toBe(401)
    expect((await wrongLogin()).statusCode).toBe(429)
    const enquiry = { category: "enquiry" }
    const text = await eventually(
      scrape,
      (body) => sample(body, "coreval_mail_send_failures_total", enquiry) === 1
    )
    expect(
      sample(text, "coreval_enquiries_total", {
        source: "session",
        spam: "false",
      })
    ).toBe(1)
    expect(
      sample(text, "coreval_http_requests_total", {
        method: "POST",
        route: `/api/v1/${BRAND}/contact/upload`,
        status_code: "201",
      })
    ).toBe(1)
    expect(
      sample(text, "coreval_outbox_messages", { ...enquiry, state: "pending" })
    ).toBe(1)
    expect(
      sample(text, "coreval_login_refusals_total", { reason: "wrong" })
    ).toBe(2)
    expect(
      sample(text, "coreval_login_refusals_total", { reason: "rate_limited" })
    ).toBe(1)
  })

  it("counts each e-mail the SMTP server accepts, by category", async () => {
    sink.refuse(null)
    const signUp = await app.inject({
      method: "POST",
      url: `/api/v1/${BRAND}/newsletter/upload`,
      payload: { email: "reader@example.com" },
    })
    expect(signUp.statusCode).toBe(201)
    await eventually(
      scrape,
      (body) =>
        sample(body, "coreval_mail_sent_total", {
          category: "newsletter-confirmation",
        }) === 1
    )
  })

  it("labels requests by route pattern, never by what the URL holds", async () => {
    // The site is live (built at start): its unknown pages are 404, not 503.
    await app.sitePublisher.settled()
    const secrets = Array.from({ length: 20 }, () =>
      randomBytes(9).toString("hex")
    )
    for (const [i, secret] of secrets.entries()) {
      const urls = [
        `/api/v1/admin/getSingleblog/${secret}`,
        `/api/${secret}/${"x".repeat(i * 50)}`,
        `/${secret}?token=${secret}`,
      ]
      for (const url of urls) await app.inject(url)
      await app.inject({ method: "POST", url: `/${secret}`, payload: {} })
    }
    const text = await scrape()
    for (const secret of secrets) expect(text).not.toContain(secret)
    expect(
      sample(text, "coreval_http_requests_total", {
        method: "GET",
        route: "/api/v1/admin/getSingleblog/:id",
        status_code: "404",
      })
    ).toBe(20)
    expect(
      sample(text, "coreval_http_requests_total", {
        method: "POST",
        route: "unmatched",
        status_code: "405",
      })
    ).toBe(20)
    // The site's pages, served by a plugin registered before the metrics, are counted too.
    expect(
      sample(text, "coreval_http_requests_total", {
        method: "GET",
        route: "/*",
        status_code: "404",
      })
    ).toBe(20)
  })
})
