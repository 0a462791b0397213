import { spawn, type ChildProcess } from "node:child_process"
import path from "node:path"
import { ADMIN, JWT_SECRET } from "./helper"

// The real server (server/server.ts) in a process of its own, for the tests that kill it without
// warning or run two side by side: what a test's in-process app cannot show.

export interface ServerProcess {
  port: number
  output(): string
  // SIGKILL: no hook runs, nothing is flushed; like a power cut to the process.
  kill(): Promise<void>
  // Stops the process where it is (SIGSTOP): it runs no more code until it is killed.
  freeze(): void
  stop(): Promise<void>
}

const root = path.join(__dirname, "..", "..")

// Every process started here is killed after its test file, even when a test failed before it
// could stop it (a sibling that did not start, a timeout): one left running would keep Jest alive.
const started = new Set<ChildProcess>()
afterAll(() => {
  for (const child of started) if (isRunning(child)) child.kill("SIGKILL")
})

export async function startServerProcess(
  env: Record<string, string>
): Promise<ServerProcess> {
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
        HOST: "127.0.0.1",
        PORT: "0",
        // A test never builds the real site: its server would build this checkout.
        SITE_BUILD: "off",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        JWT_SECRET,
        RATE_LIMIT_FORMS: "0",
        RATE_LIMIT_LOGIN: "0",
        LOG_LEVEL: "info",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    }
  )
  started.add(child)
  let output = ""
  child.stdout!.on("data", (chunk) => (output += chunk))
  child.stderr!.on("data", (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => resolve())
  )
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`the server did not start:\n${output}`))
    }, 30_000)
    const look = () => {
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(
        output
      )
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    }
    child.stdout!.on("data", look)
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`the server exited with ${code}:\n${output}`))
    })
  })
  const end = async (signal: NodeJS.Signals) => {
    if (isRunning(child)) child.kill(signal)
    await exited
  }
  return {
    port,
    output: () => output,
    kill: () => end("SIGKILL"),
    freeze: () => {
      if (isRunning(child)) child.kill("SIGSTOP")
    },
    stop: () => end("SIGTERM"),
  }
}

const isRunning = (child: ChildProcess) =>
  child.exitCode === null && child.signalCode === null
