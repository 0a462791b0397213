// Starts the real server for Playwright on a fresh temporary SQLite database with a known administrator
// (or on E2E_DATABASE_URL, the one npm test built the site from). Rate limits are off so parallel
// tests from one address are not throttled. Publishing builds the real site, but only when a test
// asks for it (Publish now): saves alone would start a build per spec that saves.
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

// The administrator the end-to-end tests log in as; specs read the same file.
const admin = JSON.parse(readFileSync(new URL("../e2e/fixtures/admin.json", import.meta.url), "utf8"))

const dir = mkdtempSync(join(tmpdir(), "coreval-e2e-"))
const child = spawn("npx", ["tsx", "server/server.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: process.env.E2E_PORT ?? "8123",
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? `sqlite:${join(dir, "e2e.sqlite")}`,
    SITE_BUILD: "local",
    PUBLISH_DELAY_MS: "86400000",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_LOGIN: "0",
    RATE_LIMIT_FORMS: "0",
  },
})
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal))
child.on("exit", (code) => process.exit(code ?? 0))
