import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

export const ADMIN = {
  email: "admin@panel.test",
  password: "panel-test-password-42",
}

export interface RealServer {
  url: string
  stop: () => Promise<void>
}

// The real API as `npm start` runs it (server/server.ts under tsx), on a random loopback port and a
// throw-away SQLite file, so the providers are tested against the actual contract rather than a
// Jest-compiled copy of the server.
export async function startServer(): Promise<RealServer> {
  const root = path.resolve(__dirname, "../..")
  const dir = mkdtempSync(path.join(tmpdir(), "coreval-admin-test-"))
  const child = spawn(
    path.join(root, "node_modules/.bin/tsx"),
    ["server/server.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: "0",
        DATABASE_URL: `sqlite:${path.join(dir, "admin-test.sqlite")}`,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        RATE_LIMIT_LOGIN: "0",
        RATE_LIMIT_FORMS: "0",
        // The panel's saves must not start builds of the real site.
        SITE_BUILD: "off",
      },
      stdio: ["ignore", "pipe", "pipe"],
    }
  )
  const url = await listeningUrl(child)
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => {
          rmSync(dir, { recursive: true, force: true })
          resolve()
        })
        child.kill("SIGTERM")
      }),
  }
}

// Fastify logs "Server listening at http://127.0.0.1:PORT" once the port is bound.
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ""
    const timer = setTimeout(
      () => fail(new Error(`server did not start:\n${output}`)),
      30_000
    )
    const fail = (error: Error) => {
      clearTimeout(timer)
      child.kill("SIGKILL")
      reject(error)
    }
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(
        /Server listening at (http:\/\/127\.0\.0\.1:\d+)/
      )
      if (match) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout?.on("data", read)
    child.stderr?.on("data", read)
    child.once("exit", (code) =>
      fail(new Error(`server exited with ${code}:\n${output}`))
    )
  })
}

// Node has no localStorage; the providers only need these four calls.
export function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}
