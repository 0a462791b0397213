import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { root } from "../../plugins/external/env"
import { createTestDatabase, type TestDatabase } from "../databases"
import { ADMIN, adminToken, bearer, build, JWT_SECRET } from "../helper"

// `npm run admin -- reset-password EMAIL` (docs/people.md), on the database a server has just
// used: run as an operator would, through npm, where it changes the password; elsewhere as the
// script runs it, with tsx's loader in one Node process (npm and tsx's command would start two
// more processes for each refusal).

function resetPassword(
  url: string,
  email: string,
  stdin: string,
  through: "npm" | "node" = "node"
) {
  const command =
    through === "npm"
      ? ["npm", "run", "--silent", "admin", "--"]
      : [process.execPath, "--import", "tsx", "server/cli/admin.ts"]
  return new Promise<{ status: number | null; stdout: string; stderr: string }>(
    (resolve, reject) => {
      const child = spawn(
        command[0],
        [...command.slice(1), "reset-password", email],
        {
          cwd: root,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            DATABASE_URL: url,
            JWT_SECRET,
          },
        }
      )
      let stdout = ""
      let stderr = ""
      child.stdout.on("data", (chunk) => (stdout += chunk))
      child.stderr.on("data", (chunk) => (stderr += chunk))
      child.on("error", reject)
      child.on("close", (status) => resolve({ status, stdout, stderr }))
      child.stdin.end(stdin)
    }
  )
}

describe("npm run admin -- reset-password", () => {
  let dir: string
  let database: TestDatabase
  let oldToken: string
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "coreval-reset-"))
    database = await createTestDatabase(dir, { migrated: true })
    const app = await build({ DATABASE_URL: database.url })
    oldToken = await adminToken(app)
    await app.close()
  }, 60_000)
  afterAll(async () => {
    await database.drop()
    rmSync(dir, { recursive: true, force: true })
  })

  const loginWith = async (password: string) => {
    const app = await build({ DATABASE_URL: database.url })
    try {
      const login = await app.inject({
        method: "POST",
        url: "/api/admin/auth/login",
        payload: { email: ADMIN.email, password },
      })
      const old = await app.inject({
        url: "/api/admin/banners",
        headers: bearer(oldToken),
      })
      return { login: login.statusCode, oldToken: old.statusCode }
    } finally {
      await app.close()
    }
  }

  it("refuses a password under 12 characters or a common one, and changes nothing", async () => {
    const result = await resetPassword(database.url, ADMIN.email, "too short\n")
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/at least 12 characters/)
    const common = await resetPassword(
      database.url,
      ADMIN.email,
      "Password1234\n"
    )
    expect(common.status).toBe(1)
    expect(common.stderr).toMatch(/common or breached passwords/)
    expect(await loginWith(ADMIN.password)).toEqual({
      login: 200,
      oldToken: 200,
    })
  }, 60_000)

  it("refuses an address that is no administrator's", async () => {
    const result = await resetPassword(
      database.url,
      "nobody@coreval.test",
      "a long enough password\n"
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/no administrator/)
  }, 60_000)

  it("sets the password read from standard input, and ends the sessions", async () => {
    const result = await resetPassword(
      database.url,
      ADMIN.email.toUpperCase(),
      "a password from stdin\n",
      "npm"
    )
    expect([result.status, result.stderr]).toEqual([0, ""])
    expect(result.stdout).not.toMatch(/a password from stdin/)
    expect(await loginWith("a password from stdin")).toEqual({
      login: 200,
      oldToken: 401,
    })
    expect((await loginWith(ADMIN.password)).login).toBe(401)
  }, 60_000)

  it("generates one and prints it once when standard input is empty", async () => {
    const result = await resetPassword(database.url, ADMIN.email, "")
    expect(result.status).toBe(0)
    const [, password] = /password of \S+ is (\S+) \(shown this once\)/.exec(
      result.stdout
    )!
    expect(password.length).toBeGreaterThanOrEqual(12)
    expect((await loginWith(password)).login).toBe(200)
  }, 60_000)
})
