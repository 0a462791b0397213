import type { ChildProcess } from "node:child_process"
import net from "node:net"

// A port free on loopback now; the server started on it may still lose a race for it, so callers
// retry with another.
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export async function waitFor(
  child: ChildProcess,
  ready: () => Promise<boolean>,
  timeoutMs: number,
  log: () => string
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${child.spawnfile} exited: ${log()}`)
    if (await ready()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(
    `${child.spawnfile} was not ready within ${timeoutMs} ms: ${log()}`
  )
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve()
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000)
    child.once("exit", () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill(signal)
  })
}
