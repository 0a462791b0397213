// Starts the real server for Playwright on a fresh temporary SQLite database with a known administrator,
// and a real SMTP server (nodemailer's smtp-server) on a free loopback port that takes every e-mail the
// server sends, so enquiries go out as in production (CONTRACT 'Notifications') and the panel shows them
// sent. Rate limits are off so parallel tests from one address are not throttled.
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startSmtpSink } from "./smtp-sink.mjs"

// The administrator the end-to-end tests log in as; specs read the same file.
const admin = JSON.parse(readFileSync(new URL("../e2e/fixtures/admin.json", import.meta.url), "utf8"))

const dir = mkdtempSync(join(tmpdir(), "coreval-e2e-"))
const smtp = await startSmtpSink({ onMessage: () => {} })

const child = spawn("npx", ["tsx", "server/server.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: process.env.E2E_PORT ?? "8123",
    DATABASE_URL: `sqlite:${join(dir, "e2e.sqlite")}`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_LOGIN: "0",
    RATE_LIMIT_FORMS: "0",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  },
})
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal))
child.on("exit", (code) => smtp.close().then(() => process.exit(code ?? 0)))
