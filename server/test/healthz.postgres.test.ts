import { spawnSync } from "node:child_process"
import { readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { randomBytes } from "node:crypto"
import { bearer, BRAND, build, type TestApp, validContact } from "./helper"
import { initCluster } from "./services/postgres"
import { freePort } from "./services/process"

// /healthz follows the database: PostgreSQL's server stopped, it answers 503 within a second,
// and 200 again once the server is back, on the same pool. The run's shared cluster cannot be
// stopped under the other tests, so this file starts a small cluster of its own (initdb takes
// under a second) and stops and starts it with pg_ctl, as an operator or a failover would.

// A cluster in a folder of its own, on a port of its own, run by pg_ctl.
async function ownCluster() {
  const { bin, user, dir, data } = initCluster("coreval-pg-healthz-")
  const port = await freePort()
  const run = (program: string, args: string[]) => {
    const result = spawnSync(path.join(bin, program), args, {
      ...user,
      cwd: dir,
      encoding: "utf8",
    })
    if (result.status !== 0)
      throw new Error(`${program} failed: ${result.stderr || result.stdout}`)
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  const start = () =>
    run("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-o",
      options,
      "-w",
      "start",
    ])
  const stop = (mode = "fast") =>
    run("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"])
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    // The server and its backends, by the ids in the server's own pid file.
    pids() {
      const main = Number(
        readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]
      )
      const children = spawnSync("pgrep", ["-P", String(main)], {
        encoding: "utf8",
      })
        .stdout.split("\n")
        .filter(Boolean)
        .map(Number)
      return [main, ...children]
    },
    remove() {
      try {
        stop("immediate")
      } catch {
        // Stopped already.
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

describe("/healthz and /metrics while PostgreSQL stops and returns", () => {
  const TOKEN = randomBytes(24).toString("base64url")
  let cluster: Awaited<ReturnType<typeof ownCluster>>
  let app: TestApp

  beforeAll(async () => {
    cluster = await ownCluster()
    app = await build({ DATABASE_URL: cluster.url, METRICS_TOKEN: TOKEN })
  }, 60_000)
  afterAll(async () => {
    await app?.close()
    cluster?.remove()
  })

  const health = async () => {
    const started = Date.now()
    const response = await app.inject("/healthz")
    return { response, ms: Date.now() - started }
  }
  const scrape = async () =>
    (await app.inject({ url: "/metrics", headers: bearer(TOKEN) })).body

  it("answers 200 while the database answers, and reads the outbox's depth from it", async () => {
    const sent = await app.inject({
      method: "POST",
      url: `/api/v1/${BRAND}/contact/upload`,
      payload: validContact,
    })
    expect(sent.statusCode).toBe(201)
    const { response } = await health()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: "ok",
      database: "ok",
      site: { builtAt: null },
    })
    const text = await scrape()
    expect(text).toContain(
      'coreval_outbox_messages{state="pending",category="enquiry"} 1'
    )
    expect(text).toMatch(/^coreval_database_up 1$/m)
  })

  it("answers 503 within a second of the server stopping, and 200 once it is back", async () => {
    cluster.stop()
    const down = await health()
    expect(down.response.statusCode).toBe(503)
    expect(down.response.json()).toEqual({
      status: "error",
      database: "error",
      site: { builtAt: null },
    })
    expect(down.ms).toBeLessThan(1000)
    // The scrape still answers, saying so.
    expect(await scrape()).toMatch(/^coreval_database_up 0$/m)
    cluster.start()
    const up = await health()
    expect(up.response.statusCode).toBe(200)
    expect(up.response.json().database).toBe("ok")
  })

  it("answers 503 after a second when the server does not answer at all, and 200 once it does", async () => {
    // A server frozen (an overloaded host, a network partition): connections stay open and
    // nothing comes back, so only the check's own limit ends the wait.
    const pids = cluster.pids()
    for (const pid of pids) process.kill(pid, "SIGSTOP")
    let down
    try {
      down = await Promise.all([health(), health()])
    } finally {
      for (const pid of pids) process.kill(pid, "SIGCONT")
    }
    for (const { response, ms } of down) {
      expect(response.statusCode).toBe(503)
      expect(ms).toBeLessThan(1500)
    }
    await expect(
      (async () => {
        for (let i = 0; i < 50; i++) {
          const { response } = await health()
          if (response.statusCode === 200) return 200
        }
        return 503
      })()
    ).resolves.toBe(200)
  })
})
