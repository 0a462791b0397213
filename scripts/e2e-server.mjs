// Runs the real server for Playwright, in this process, on a fresh temporary SQLite database with
// a known administrator. Rate limits are off so parallel tests from one address are not throttled.
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

// The administrator the end-to-end tests log in as; specs read the same file.
const admin = JSON.parse(
  readFileSync(new URL("../e2e/fixtures/admin.json", import.meta.url), "utf8")
)

const port = process.env.E2E_PORT ?? "8123"
const dir = mkdtempSync(join(tmpdir(), "coreval-e2e-"))
Object.assign(process.env, {
  HOST: "127.0.0.1",
  PORT: port,
  DATABASE_URL: `sqlite:${join(dir, "e2e.sqlite")}`,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  RATE_LIMIT_LOGIN: "0",
  RATE_LIMIT_FORMS: "0",
  // The site is also opened from http://localhost:PORT, another origin than the API's
  // http://127.0.0.1:PORT, as a site on a CDN would be (e2e/cross-origin.spec.ts).
  CORS_ORIGIN: `http://localhost:${port}`,
  GATSBY_API_URL: `http://127.0.0.1:${port}`,
})

await import("./run-server.mjs")
