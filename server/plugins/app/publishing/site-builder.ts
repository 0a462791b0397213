import { spawn, type ChildProcess } from "node:child_process"
import path from "node:path"

// Runs `gatsby build` (config.siteBuildCommand) through site-build-guard.mjs, which gives it a
// lower CPU priority than the server, so the API and the live site keep answering while it works,
// and stops it, workers and all, when the server ends in any way: the guard reads the end of the
// pipe this process holds as its stdin.

export class BuildFailed extends Error {
  constructor(
    message: string,
    // The end of the build's output, for the panel to show beside the error.
    readonly log: string | null = null
  ) {
    super(message)
    this.name = "BuildFailed"
  }
}

export interface SiteBuildRun {
  done: Promise<void>
  // Ends the build and everything it started (the server is closing).
  kill(): void
}

const KEPT_OUTPUT = 64 * 1024
const guard = path.join(__dirname, "site-build-guard.mjs")

export function runSiteBuild(
  command: string[],
  { cwd, env }: { cwd: string; env: NodeJS.ProcessEnv }
): SiteBuildRun {
  const child: ChildProcess = spawn(process.execPath, [guard, ...command], {
    cwd,
    env,
    stdio: ["pipe", "pipe", "pipe"],
  })
  let output = ""
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-KEPT_OUTPUT)
  }
  child.stdout?.on("data", keep)
  child.stderr?.on("data", keep)

  const done = new Promise<void>((resolve, reject) => {
    child.on("error", (error) =>
      reject(new BuildFailed(`The build could not start: ${error.message}`))
    )
    child.on("close", (code, signal) => {
      if (code === 0) return resolve()
      const why = signal
        ? `was stopped (${signal})`
        : `failed with exit code ${code}`
      reject(
        new BuildFailed(
          `gatsby build ${why}: ${errorOf(output)}`,
          logTail(output)
        )
      )
    })
  })
  return {
    done,
    // The guard stops the build's process group, and then ends with the build.
    kill() {
      if (child.exitCode === null) child.kill("SIGTERM")
    },
  }
}

const LOG_LINES = 40

const plainText = (output: string) =>
  // eslint-disable-next-line no-control-regex
  output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").replace(/\r/g, "")

/** The last lines of a build's output, without colours. */
export function logTail(output: string): string {
  return plainText(output)
    .split("\n")
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(-LOG_LINES)
    .join("\n")
    .slice(-8000)
}

// Gatsby reports an error as a block that starts with " ERROR #<code>"; the last such block, or
// the last lines of the output, is what an administrator is shown.
export function errorOf(output: string): string {
  const plain = plainText(output)
  const lines = plain.split("\n").map((line) => line.trimEnd())
  let start = -1
  for (let index = lines.length - 1; index >= 0; index--) {
    if (/^\s*ERROR\b/.test(lines[index])) {
      start = index
      break
    }
  }
  const block = (start >= 0 ? lines.slice(start, start + 20) : lines.slice(-15))
    .filter(
      (line) => line.trim() && !/^\s*(not finished|success|info)\b/.test(line)
    )
    .join("\n")
    .trim()
  return (block || "no output").slice(0, 2000)
}
