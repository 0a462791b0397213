import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { freePort, stopChild, waitFor } from "./process"

// A private redis-server for one test run: Debian's package, a port chosen now, nothing saved.

export const REDIS_SERVER = "/usr/bin/redis-server"

export interface RedisServer {
  url: string
  stop(): Promise<void>
}

export async function startRedis(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER))
    throw new Error(
      "redis-server is not installed: npm test installs it (apt-get install redis-server)"
    )
  const dir = mkdtempSync(path.join(os.tmpdir(), "coreval-redis-"))
  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort()
    const child = spawn(
      REDIS_SERVER,
      [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
        "--dir",
        dir,
      ],
      { cwd: dir, stdio: ["ignore", "pipe", "pipe"] }
    )
    let log = ""
    child.stdout!.on("data", (chunk) => (log += chunk))
    child.stderr!.on("data", (chunk) => (log += chunk))
    try {
      await waitFor(
        child,
        () => answersPing(port),
        15_000,
        () => log
      )
      return {
        url: `redis://127.0.0.1:${port}`,
        stop: async () => {
          await stopChild(child, "SIGTERM")
          rmSync(dir, { recursive: true, force: true })
        },
      }
    } catch (error) {
      lastError = error
      await stopChild(child, "SIGKILL")
    }
  }
  rmSync(dir, { recursive: true, force: true })
  throw lastError
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1")
    socket.setTimeout(1000)
    socket.on("connect", () => socket.write("PING\r\n"))
    socket.on("data", (data) => {
      socket.destroy()
      resolve(data.toString().startsWith("+PONG"))
    })
    socket.on("error", () => resolve(false))
    socket.on("timeout", () => {
      socket.destroy()
      resolve(false)
    })
  })
}
