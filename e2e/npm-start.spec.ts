import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import http from "node:http"
import net from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { expect, test } from "@playwright/test"
import { E2E_ADMIN } from "./pages/admin-list-page"

// `npm start` as a supervisor runs it (systemd, Docker, a CI job): in a process group of its
// own, stopped by a signal to that group. Nothing of the product may outlive a SIGKILL, and a
// SIGINT (a terminal's Ctrl-C reaches every process of the group) lets the requests in flight
// finish. Runs after the site is built (npm test builds before Playwright), so npm start serves
// the current public/ without building.

test.describe.configure({ mode: "serial" })

const contact = (i: number) =>
  JSON.stringify({
    name: `Supervised visitor ${i}`,
    email: `visitor${i}@example.com`,
    number: "+31 70 123 4567",
    reason: "Tender review",
    message: `Request number ${i}`,
  })

type Started = { child: ChildProcess; output: () => string }

function npmStart(port: number, database: string): Promise<Started> {
  const child = spawn("npm", ["start"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `sqlite:${database}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      RATE_LIMIT_FORMS: "0",
      LOG_LEVEL: "info",
    },
  })
  let output = ""
  child.stdout!.on("data", (chunk) => (output += chunk))
  child.stderr!.on("data", (chunk) => (output += chunk))
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      if (/Building the site/.test(output)) {
        clearInterval(poll)
        reject(new Error("public/ is stale: build the site before this spec"))
      }
      const probe = http.get(
        `http://127.0.0.1:${port}/api/v1/admin/getallBanner`,
        (response) => {
          response.resume()
          if (response.statusCode === 200) {
            clearInterval(poll)
            resolve({ child, output: () => output })
          }
        }
      )
      probe.on("error", () => {})
    }, 100)
    child.on("exit", (code) => {
      clearInterval(poll)
      reject(new Error(`npm start exited with ${code}:\n${output}`))
    })
  })
}

function post(port: number, body: string) {
  return new Promise<{ status: number; id?: string }>((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/v1/coreval/contact/upload",
        agent: false,
        headers: { "content-type": "application/json" },
      },
      (response) => {
        let text = ""
        response.on("data", (chunk) => (text += chunk))
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            id:
              response.statusCode === 201
                ? JSON.parse(text).Contact.id
                : undefined,
          })
        )
        response.on("error", () => resolve({ status: 0 }))
      }
    )
    request.on("error", () => resolve({ status: 0 }))
    request.end(body)
  })
}

function portIsFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const server = net.createServer()
    server.once("error", () => resolve(false))
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)))
  })
}

function freePort() {
  return new Promise<number>((resolve) => {
    const server = net.createServer()
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once("exit", () => resolve())
  )

let dir: string
test.beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "coreval-npm-start-"))
})
test.afterEach(() => rmSync(dir, { recursive: true, force: true }))

test("a SIGKILL of npm start's process group leaves nothing running and loses no 201", async ({
  request,
}) => {
  test.setTimeout(120_000)
  const port = await freePort()
  const database = join(dir, "site.sqlite")
  const first = await npmStart(port, database)

  const answered: string[] = []
  const inFlight = Array.from({ length: 150 }, (_, i) =>
    post(port, contact(i)).then((result) => {
      if (result.id) answered.push(result.id)
      return result
    })
  )
  await expect.poll(() => answered.length).toBeGreaterThanOrEqual(20)
  process.kill(-first.child.pid!, "SIGKILL")
  await exited(first.child)
  await Promise.all(inFlight)

  // An orphaned server would keep the port (and the database) until killed by hand.
  await expect.poll(() => portIsFree(port), { timeout: 2_000 }).toBe(true)

  const second = await npmStart(port, database)
  try {
    const login = await request.post(
      `http://127.0.0.1:${port}/api/admin/auth/login`,
      {
        data: E2E_ADMIN,
      }
    )
    const headers = { authorization: `Bearer ${(await login.json()).token}` }
    const stored = await request.get(
      `http://127.0.0.1:${port}/api/admin/contacts?range=[0,999]`,
      { headers }
    )
    const ids = new Set(
      (await stored.json()).map((row: { id: string }) => row.id)
    )
    expect(answered.length).toBeGreaterThanOrEqual(20)
    expect(answered.filter((id) => !ids.has(id))).toEqual([])
  } finally {
    process.kill(-second.child.pid!, "SIGKILL")
    await exited(second.child)
  }
})

test("a Ctrl-C finishes the request in flight and stops the server once", async () => {
  test.setTimeout(60_000)
  const port = await freePort()
  const started = await npmStart(port, join(dir, "site.sqlite"))

  // A request whose body is still arriving when the signal comes: the server's 100 Continue says
  // it has read the request's head and is waiting for the rest.
  const body = contact(1)
  const socket = net.connect(port, "127.0.0.1")
  await new Promise((resolve) => socket.once("connect", resolve))
  let reply = ""
  socket.on("data", (chunk) => (reply += chunk))
  socket.write(
    `POST /api/v1/coreval/contact/upload HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Expect: 100-continue\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`
  )
  await expect.poll(() => reply).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n/)

  // The terminal sends SIGINT to every process of the foreground group, and npm relays it.
  process.kill(-started.child.pid!, "SIGINT")
  await expect.poll(() => /closing/.test(started.output())).toBe(true)
  socket.write(body.slice(10))
  await new Promise((resolve) => socket.once("close", resolve))

  expect(reply).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201/)
  await exited(started.child)
  expect(started.output()).not.toMatch(/second SIGINT|killed by timeout/)
  expect(started.output().match(/"msg":"closing"/g)).toHaveLength(1)
  expect(await portIsFree(port)).toBe(true)
})
