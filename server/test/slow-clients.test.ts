import net from "node:net"
import { BRAND, build, type TestApp } from "./helper"

// A client that sends its request a byte now and then (slow-loris) holds a connection only until
// the headers' or the request's timeout: then it is answered 408 and the connection is closed.
// The timeouts are the production ones scaled down; the server listens on a real socket, since
// inject has none to hold open.

const HEADERS_TIMEOUT_MS = 400
const REQUEST_TIMEOUT_MS = 1200

describe("clients that send slowly", () => {
  let app: TestApp
  let port: number
  beforeAll(async () => {
    app = await build({
      headersTimeoutMs: HEADERS_TIMEOUT_MS,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
    })
    await app.listen({ host: "127.0.0.1", port: 0 })
    port = (app.server.address() as net.AddressInfo).port
  })
  afterAll(() => app.close())

  // Writes `start`, then one of `drip` every 100 ms until the server closes the connection (or
  // 5 s pass); resolves with what the server answered and when it closed, after the first byte.
  function trickle(start: string, drip: string) {
    return new Promise<{ answer: string; closedAfterMs: number }>((resolve) => {
      const socket = net.connect(port, "127.0.0.1")
      let answer = ""
      const started = Date.now()
      socket.on("data", (chunk) => (answer += chunk))
      socket.on("error", () => {})
      socket.write(start)
      const timer = setInterval(() => {
        if (!socket.destroyed) socket.write(drip)
      }, 100)
      const giveUp = setTimeout(() => socket.destroy(), 5000)
      socket.on("close", () => {
        clearInterval(timer)
        clearTimeout(giveUp)
        resolve({ answer, closedAfterMs: Date.now() - started })
      })
    })
  }

  it("cuts one that never finishes its headers with 408", async () => {
    const { answer, closedAfterMs } = await trickle(
      "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n",
      "X-Padding: a\r\n"
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS)
    expect(closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2000)
  })

  it("cuts one that never finishes its body with 408", async () => {
    const { answer, closedAfterMs } = await trickle(
      [
        `POST /api/v1/${BRAND}/newsletter/upload HTTP/1.1`,
        "Host: 127.0.0.1",
        "Content-Type: application/json",
        "Content-Length: 60000",
        "",
        '{"email":"',
      ].join("\r\n"),
      "a"
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS)
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2000)
  })

  it("still answers a request that arrives at a normal pace", async () => {
    const response = await fetch(
      `http://127.0.0.1:${port}/api/v1/admin/getallBanner`
    )
    expect(response.status).toBe(200)
  })
})
