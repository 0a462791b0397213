// Runs the real server for Playwright, in this process, on a fresh temporary SQLite database with a
// known administrator (or on E2E_DATABASE_URL, the one npm test built the site from), and a real
// SMTP server (nodemailer's smtp-server) on a free loopback port that takes every e-mail the server
// sends and leaves it in a folder the specs read (e2e/pages/mailbox.ts), so enquiries go out as in
// production and the panel shows them sent. Rate limits are off so parallel tests from one address
// are not throttled. Publishing builds the real site, but only when a test asks for it (Publish
// now, or a schedule falling due): a publish alone waits a day, or every spec that publishes would
// start a build. The server's background work runs on a clock a journey can move ahead
// (POST /__e2e/clock), so that a schedule falls due without waiting for it; only this server has
// that route, never the production one (server/server.ts).
import {
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { join } from "node:path"
import {
  e2eDatabaseDir,
  e2eDatabaseUrl,
  e2eMailDir,
  e2ePort,
  e2eSiteDir,
} from "./e2e-server-port.mjs"
import { startSmtpSink } from "./smtp-sink.mjs"

// The administrator the end-to-end tests log in as; specs read the same file.
const admin = JSON.parse(
  readFileSync(new URL("../e2e/fixtures/admin.json", import.meta.url), "utf8")
)

const port = e2ePort
// A fresh database unless npm test hands over the one it built the site from.
if (!process.env.E2E_DATABASE_URL) {
  rmSync(e2eDatabaseDir, { recursive: true, force: true })
  mkdirSync(e2eDatabaseDir, { recursive: true })
}
// Every e-mail the server sends, one file each, for the specs that follow one (e2e/pages/mailbox.ts).
rmSync(e2eMailDir, { recursive: true, force: true })
mkdirSync(e2eMailDir, { recursive: true })
let taken = 0
// Written under another name and renamed into place, so that a reader never sees half an e-mail
// (the specs keep each .eml they have read).
const smtp = await startSmtpSink({
  onMessage: (raw) => {
    const name = `${Date.now()}-${String(++taken).padStart(6, "0")}`
    writeFileSync(join(e2eMailDir, `${name}.part`), raw)
    renameSync(
      join(e2eMailDir, `${name}.part`),
      join(e2eMailDir, `${name}.eml`)
    )
  },
})
Object.assign(process.env, {
  HOST: "127.0.0.1",
  PORT: port,
  DATABASE_URL: e2eDatabaseUrl,
  RELEASES_DIR: e2eSiteDir,
  SITE_BUILD: "local",
  PUBLISH_DELAY_MS: "86400000",
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  RATE_LIMIT_LOGIN: "0",
  RATE_LIMIT_FORMS: "0",
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  // The site is also opened from http://localhost:PORT, another origin than the API's
  // http://127.0.0.1:PORT, as a site on a CDN would be (e2e/cross-origin.spec.ts).
  CORS_ORIGIN: `http://localhost:${port}`,
  GATSBY_API_URL: `http://127.0.0.1:${port}`,
})

// What scripts/run-server.mjs does, with the movable clock.
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= "1"
await import("tsx")
// The TypeScript server is CommonJS: its exports arrive as the module's default.
const { startServer } = (await import("../server/start.ts")).default
let ahead = 0
await startServer(
  {
    clock: () => Date.now() + ahead,
    config: {
      // Passwords hashed at N = 2^10, as Jest's server hashes them, not production's 2^17: a run
      // signs in, invites and changes passwords hundreds of times, ~400 ms of CPU each at 2^17.
      // The production cost is checked in Jest (server/test/routes/api/admin/accounts.test.ts,
      // "are made at scrypt N = 2^17, r = 8, p = 1 by default").
      scryptCost: 10,
      // An issue reaches the run's confirmed subscribers without production's pause of 200 ms
      // before each e-mail (NEWSLETTER_RATE=5); the pacing is checked in Jest
      // (server/test/newsletter-throttle.test.ts).
      NEWSLETTER_RATE: 1000,
    },
  },
  (app) =>
    // Moves the clock `aheadMs` further ahead and runs the background jobs that are due by it now
    // (the schedule among them), rather than at their next look; answers the server's new time.
    app.post("/__e2e/clock", async (request, reply) => {
      const aheadMs = Number(request.body?.aheadMs)
      if (!Number.isInteger(aheadMs) || aheadMs <= 0)
        return reply.code(400).send({ message: "aheadMs: a positive integer" })
      ahead += aheadMs
      const ran = await app.jobs.runDue()
      return { now: new Date(Date.now() + ahead).toISOString(), ran }
    })
)
