/** @dialect-dependent the periodic jobs' claims across two instances and a restart */
import { spawnSync } from "node:child_process"
import { ownerTag, processOnThisHost } from "../../common/process-owner"
import { build, type TestApp } from "../helper"

// Periodic jobs (plugins/app/jobs/jobs.ts) run once however many instances share the database, keep
// their rhythm across a restart, and run again after a failure. The clock is the test's: no
// waiting. The app's own jobs (the retention sweep, the newsletter's sending) run beside the
// test's (and the editorial schedule's); only the test's are looked at.
const own = (names: string[]) =>
  names.filter((name) => name === "sweep" || name === "publish-due")

describe("periodic jobs", () => {
  let now = Date.parse("2026-03-02T09:00:00.000Z")
  const clock = () => now
  const apps: TestApp[] = []
  // Closed one by one, an app that shares another's database before that one (which drops it).
  afterAll(async () => {
    for (const app of apps) await app.close()
  })

  // Two instances on one database: the second app uses the first one's DATABASE_URL.
  async function instances() {
    const first = await build({}, { clock, jobTickMs: 0 })
    const second = await build(
      { DATABASE_URL: first.config.DATABASE_URL },
      { clock, jobTickMs: 0 }
    )
    apps.push(second, first)
    // The app's own jobs (the audit trail's retention) run first, and not again for a day.
    await first.jobs.runDue()
    return [first, second]
  }

  // A restarted server on the database of `app`.
  async function restart(app: TestApp) {
    const restarted = await build(
      { DATABASE_URL: app.config.DATABASE_URL },
      { clock, jobTickMs: 0 }
    )
    apps.unshift(restarted)
    return restarted
  }

  it("runs a due job once across two instances, then not again until it is due", async () => {
    const [first, second] = await instances()
    const runs: string[] = []
    for (const [name, app] of [
      ["first", first],
      ["second", second],
    ] as const) {
      app.jobs.define({
        name: "sweep",
        everyMs: 60_000,
        run: async () => {
          runs.push(name)
        },
      })
    }
    const ran = await Promise.all([first.jobs.runDue(), second.jobs.runDue()])
    expect(own(ran.flat())).toEqual(["sweep"])
    expect(runs).toHaveLength(1)

    now += 30_000
    expect(
      own([...(await first.jobs.runDue()), ...(await second.jobs.runDue())])
    ).toEqual([])
    now += 30_000
    expect(own(await second.jobs.runDue())).toEqual(["sweep"])
    expect(runs).toHaveLength(2)
  })

  it("remembers the last run across a restart, and runs a failed job again at the next look", async () => {
    const app = await build({}, { clock, jobTickMs: 0 })
    apps.push(app)
    await app.jobs.runDue()
    let fail = true
    let runs = 0
    app.jobs.define({
      name: "publish-due",
      everyMs: 60_000,
      run: async () => {
        runs++
        if (fail) throw new Error("database went away")
      },
    })
    expect(own(await app.jobs.runDue())).toEqual([])
    fail = false
    expect(own(await app.jobs.runDue())).toEqual(["publish-due"])
    expect(runs).toBe(2)

    // A restarted server on the same database: not due until a minute after the last run.
    const restarted = await restart(app)
    restarted.jobs.define({
      name: "publish-due",
      everyMs: 60_000,
      run: async () => {
        runs++
      },
    })
    expect(own(await restarted.jobs.runDue())).toEqual([])
    now += 60_000
    expect(own(await restarted.jobs.runDue())).toEqual(["publish-due"])
    expect(runs).toBe(3)
  })

  it("takes back at start a job claimed by a server that was killed, instead of waiting out its lease", async () => {
    const killed = spawnSync(process.execPath, ["-e", ""]).pid!
    const app = await build({}, { clock, jobTickMs: 0 })
    apps.push(app)
    // The killed server claimed the job for another ten minutes.
    await app.db
      .insertInto("job_runs")
      .values({
        name: "sweep",
        lastRunAt: null,
        leaseUntil: new Date(now + 10 * 60_000).toISOString(),
        claimToken: `${ownerTag(processOnThisHost(killed))}~1`,
      })
      .execute()
    const restarted = await restart(app)
    restarted.jobs.define({
      name: "sweep",
      everyMs: 60_000,
      run: async () => {},
    })
    expect(own(await restarted.jobs.runDue())).toEqual(["sweep"])
  })
})
