import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { root } from "../../plugins/external/env"
import { build, type TestApp } from "../helper"

// `npm run backup -- FILE` and `npm run restore -- FILE` as an operator runs them, from the
// environment alone, beside a running server: the backup through npm (the command's own line in
// package.json), the restores as npm's script runs them (tsx's loader in one Node process),
// into a fresh database and then, refused with exit 2, into the same one again. On SQLite only:
// the commands are the same on PostgreSQL, whose archive backups.test.ts covers in-process.

function run(command: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>(
    (resolve, reject) => {
      const child = spawn(command[0], command.slice(1), {
        cwd: root,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      })
      let stdout = ""
      let stderr = ""
      child.stdout.on("data", (chunk) => (stdout += chunk))
      child.stderr.on("data", (chunk) => (stderr += chunk))
      child.on("error", reject)
      child.on("close", (status) => resolve({ status, stdout, stderr }))
    }
  )
}

const tsx = (script: string, ...args: string[]) => [
  process.execPath,
  "--import",
  "tsx",
  `server/cli/${script}.ts`,
  ...args,
]

describe("npm run backup and npm run restore", () => {
  let app: TestApp
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "coreval-backup-cli-"))
    // Without JWT_SECRET: the server keeps a generated one beside its database.
    app = await build({ JWT_SECRET: "" })
  })
  afterAll(async () => {
    await app?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it("backs up the running server, restores into an empty database, and refuses a second time", async () => {
    const archive = path.join(dir, "archive.tar.gz")
    const backedUp = await run(
      ["npm", "run", "--silent", "backup", "--", archive],
      {
        DATABASE_URL: app.config.DATABASE_URL,
        RELEASES_DIR: app.config.releasesDir,
      }
    )
    expect(backedUp).toMatchObject({
      status: 0,
      stderr: expect.stringMatching(/^backup: database: /),
    })
    expect(backedUp.stdout).toMatch(
      /Backed up the sqlite database .* and its kept secret to /
    )
    expect(statSync(archive).mode & 0o777).toBe(0o600)

    const target = path.join(dir, "restored", "site.sqlite")
    const env = {
      DATABASE_URL: `sqlite:${target}`,
      RELEASES_DIR: path.join(dir, "releases"),
    }
    const restored = await run(tsx("restore", archive), env)
    expect(restored).toMatchObject({ status: 0, stderr: "" })
    expect(restored.stdout).toMatch(/^Restored the sqlite database of /)
    const secret = path.join(dir, "restored", "jwt-secret")
    expect(readFileSync(secret, "utf8")).toBe(
      readFileSync(
        path.join(path.dirname(app.dbInfo.sqliteFile!), "jwt-secret"),
        "utf8"
      )
    )
    expect(statSync(secret).mode & 0o777).toBe(0o600)

    const before = readFileSync(target)
    const again = await run(tsx("restore", archive), env)
    expect(again.status).toBe(2)
    expect(again.stderr).toMatch(/is not empty: nothing was changed/)
    expect(readFileSync(target).equals(before)).toBe(true)
  })
})
