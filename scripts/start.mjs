// `npm start` (CONTRACT.md): build the site when public/ is missing or older than its sources,
// then run the one server (server/server.ts under tsx) until it exits, with its exit code.
import { spawn } from "node:child_process"
import { constants } from "node:os"
import { join } from "node:path"
import { buildSiteIfStale, root } from "./site-build.mjs"

try {
  buildSiteIfStale()
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error))
  process.exit(1)
}

// The server runs in its own process group, so a Ctrl-C in the terminal reaches it once, through
// the relay below, rather than twice (a second signal makes close-with-grace stop at once).
const server = spawn(
  process.execPath,
  [
    join(root, "node_modules", "tsx", "dist", "cli.mjs"),
    join(root, "server", "server.ts"),
  ],
  { cwd: root, stdio: "inherit", detached: true }
)

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal)
  })
}

server.on("error", (error) => {
  console.error(`Could not start the server: ${error.message}`)
  process.exit(1)
})

server.on("exit", (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0))
})
