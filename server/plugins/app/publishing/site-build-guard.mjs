// Runs the site build (the command given as arguments) for the server, at a lower CPU priority,
// and ends it whenever the server ends. The server holds this process's stdin: when the server
// exits, however it exits (a kill -9 included), the pipe closes and this stops the build's whole
// process group, Gatsby's workers with it. Node has no other way to tie a child's life to its
// parent's (Linux's PR_SET_PDEATHSIG is not exposed). Plain JavaScript: it runs without tsx.
import { spawn } from "node:child_process"
import { setPriority } from "node:os"

// Gatsby's workers would otherwise take every cycle of a two-core machine from the live site.
const NICENESS = 10
const GRACE_MS = 10_000

const [file, ...args] = process.argv.slice(2)
try {
  setPriority(NICENESS)
} catch {
  // Not permitted here: the build runs at the server's priority.
}
// Its own process group, so that one signal reaches Gatsby and every worker it started.
const build = spawn(file, args, {
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
})

let stopping = false
function stop() {
  if (stopping || build.exitCode !== null || build.signalCode !== null) return
  stopping = true
  const signalGroup = (signal) => {
    try {
      process.kill(-build.pid, signal)
    } catch {
      // The group has already gone.
    }
  }
  signalGroup("SIGTERM")
  const force = setTimeout(() => signalGroup("SIGKILL"), GRACE_MS)
  build.once("exit", () => clearTimeout(force))
}

process.stdin.on("end", stop)
process.stdin.on("error", stop)
process.stdin.resume()
process.on("SIGTERM", stop)
process.on("SIGINT", stop)

build.on("error", (error) => {
  console.error(`The build could not start: ${error.message}`)
  process.exit(127)
})
build.on("exit", (code, signal) => {
  if (signal) {
    // Report the signal as the build's own end, as if there were no guard in between.
    process.removeAllListeners("SIGTERM")
    process.removeAllListeners("SIGINT")
    process.kill(process.pid, signal)
  }
  process.exit(code ?? 1)
})
