/** @dialect-dependent the daily backup is a periodic job claimed in job_runs, and pg_dump on PostgreSQL */
import { renameSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { adminToken, bearer, build, type TestApp } from "./helper"

// BACKUP_DIR: one archive a day, written by the job engine on its clock (moved here a day at a
// time), the newest BACKUP_KEEP kept and never more; a failed one (the folder cannot be made) is
// counted in app.backups.status() and shown to administrators, and the next day's succeeds.

const DAY = 24 * 60 * 60_000
const KEEP = 2

describe("the daily backups", () => {
  let app: TestApp
  let now = Date.parse("2027-01-01T09:00:00Z")
  let dir: string
  let headers: { authorization: string }
  beforeAll(async () => {
    app = await build(
      (testDir) => ({
        BACKUP_DIR: path.join(testDir, "backups"),
        BACKUP_KEEP: KEEP,
      }),
      { clock: () => now }
    )
    dir = app.config.BACKUP_DIR
    headers = bearer(await adminToken(app))
  })
  afterAll(() => app?.close())

  const names = async () =>
    (await app.backups.archives()).map((archive) => archive.name)
  const status = async (auth = headers) =>
    app.inject({ url: "/api/admin/backups/status", headers: auth })

  it("writes one archive a day, 0600, and keeps the newest BACKUP_KEEP", async () => {
    for (const day of ["2027-01-02", "2027-01-03", "2027-01-04"]) {
      now += DAY
      expect(await app.jobs.runDue()).toContain("backup")
      // Within the same day: no second archive.
      now += 2 * 60 * 60_000
      await app.jobs.runDue()
      now -= 2 * 60 * 60_000
      expect((await names())[0]).toBe(`coreval-backup-${day}.tar.gz`)
    }
    expect(await names()).toEqual([
      "coreval-backup-2027-01-04.tar.gz",
      "coreval-backup-2027-01-03.tar.gz",
    ])
    for (const name of await names())
      expect(statSync(path.join(dir, name)).mode & 0o777).toBe(0o600)
    expect(app.backups.status()).toEqual({
      lastSuccessAt: new Date(now).toISOString(),
      lastFailureAt: null,
      lastError: null,
      failures: 0,
      dir,
    })
  })

  it("counts a failed backup, shows it to administrators only, and succeeds the next day", async () => {
    // A file where the folder should be: the archive cannot be written.
    renameSync(dir, `${dir}.away`)
    writeFileSync(dir, "")
    now += DAY
    await app.jobs.runDue()
    expect(app.backups.status()).toMatchObject({
      failures: 1,
      lastFailureAt: new Date(now).toISOString(),
      lastError: expect.stringMatching(/EEXIST|ENOTDIR/),
    })
    const shown = await status()
    expect(shown.statusCode).toBe(200)
    expect(shown.json()).toMatchObject({
      dir,
      keep: KEEP,
      failures: 1,
      lastError: expect.any(String),
      archives: [],
    })
    expect((await status({ authorization: "" })).statusCode).toBe(401)

    rmSync(dir)
    renameSync(`${dir}.away`, dir)
    now += DAY
    await app.jobs.runDue()
    expect(app.backups.status()).toMatchObject({
      failures: 1,
      lastSuccessAt: new Date(now).toISOString(),
    })
    expect((await status()).json().archives).toEqual([
      expect.objectContaining({ name: "coreval-backup-2027-01-06.tar.gz" }),
      expect.objectContaining({ name: "coreval-backup-2027-01-04.tar.gz" }),
    ])
  })
})
