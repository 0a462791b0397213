// `npm start`: build the site when public/ is missing or older than its sources,
// then run the one server in this same process. No wrapper process: whatever stops `npm start`
// (Ctrl-C, a supervisor's SIGTERM, a SIGKILL of its process group) reaches the server itself, so
// nothing of the product outlives it.
import { buildSiteIfStale } from "./site-build.mjs"

try {
  buildSiteIfStale()
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error))
  process.exit(1)
}

await import("./run-server.mjs")
