import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import Database from "better-sqlite3"
import { BRAND, build, validContact, type TestApp } from "./helper"

// CONTRACT.md: a 201 means the record (and its notification) is on disk. Many concurrent submissions over real HTTP,
// then the rows are counted from the file itself, once after a clean close and once after the
// server was killed without warning.

const SUBMISSIONS = 200

function post(port: number, agent: http.Agent, body: object): Promise<number> {
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        agent,
        method: "POST",
        path: `/api/v1/${BRAND}/contact/upload`,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume()
        response.on("end", () => resolve(response.statusCode ?? 0))
      }
    )
    request.on("error", reject)
    request.end(payload)
  })
}

async function submitAll(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: SUBMISSIONS })
  const statuses = await Promise.all(
    Array.from({ length: SUBMISSIONS }, (_, i) =>
      post(port, agent, {
        ...validContact,
        message: `Concurrent submission number ${i}`,
      })
    )
  )
  agent.destroy()
  return statuses
}

function countOnDisk(file: string, table = "contacts") {
  const db = new Database(file, { readonly: true })
  try {
    return (
      db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }
    ).n
  } finally {
    db.close()
  }
}

describe("no data loss", () => {
  it(`stores every one of ${SUBMISSIONS} concurrent submissions answered 201`, async () => {
    const app: TestApp = await build()
    const file = path.join(app.testDir, "data", "site.sqlite")
    await app.listen({ host: "127.0.0.1", port: 0 })
    const { port } = app.server.address() as { port: number }
    const statuses = await submitAll(port)
    expect(statuses.filter((s) => s === 201)).toHaveLength(SUBMISSIONS)
    expect(countOnDisk(file)).toBe(SUBMISSIONS)
    await app.close()
  })

  it("keeps every 201 when the server is killed right after answering", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "coreval-kill-"))
    const file = path.join(dir, "site.sqlite")
    const root = path.join(__dirname, "..", "..")
    const child = spawn(
      process.execPath,
      // tsx as a loader, not its CLI: the CLI would run the server in a grandchild that a
      // SIGKILL of the child leaves behind.
      ["--import", "tsx", path.join(root, "server", "server.ts")],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          // Autoload cannot see a loader given with --import; this tells it TypeScript is fine.
          FASTIFY_AUTOLOAD_TYPESCRIPT: "1",
          PORT: "0",
          DATABASE_URL: `sqlite:${file}`,
          ADMIN_EMAIL: "admin@coreval.test",
          ADMIN_PASSWORD: "kill test password",
          RATE_LIMIT_FORMS: "0",
          LOG_LEVEL: "info",
        },
        stdio: ["ignore", "pipe", "inherit"],
      }
    )
    try {
      const port = await new Promise<number>((resolve, reject) => {
        let output = ""
        child.stdout!.on("data", (chunk) => {
          output += chunk
          const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(
            output
          )
          if (match) resolve(Number(match[1]))
        })
        child.on("exit", (code) =>
          reject(new Error(`server exited with ${code}: ${output}`))
        )
      })
      const statuses = await submitAll(port)
      child.kill("SIGKILL")
      await new Promise((resolve) => child.once("exit", resolve))
      const created = statuses.filter((s) => s === 201).length
      expect(created).toBe(SUBMISSIONS)
      expect(countOnDisk(file)).toBe(created)
      // Each with the e-mail that tells of it (CONTRACT 'Notifications').
      expect(countOnDisk(file, "notifications")).toBe(created)
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL")
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)
})
