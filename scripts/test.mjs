// `npm test`: unit and integration tests (Jest), then end-to-end tests (Playwright) against the built
// site on the real server, in Debian's Chromium, installed here when missing.
import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromiumPath as chromium } from "./chromium.mjs"
import { buildSiteIfStale, root } from "./site-build.mjs"

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(" ")}`)
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } })
  return result.status ?? 1
}

function ensureChromium() {
  if (existsSync(chromium)) return
  console.log(`${chromium} is missing: installing Debian's chromium package`)
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"]
  const apt = (...args) => run(sudo[0] ?? "apt-get", sudo.length ? ["apt-get", ...args] : args, { DEBIAN_FRONTEND: "noninteractive" })
  if (apt("update", "-qq") !== 0 || apt("install", "-y", "-qq", "chromium") !== 0 || !existsSync(chromium)) {
    throw new Error("Could not install Debian's chromium; end-to-end tests need /usr/bin/chromium")
  }
}

const results = {}
results.jest = run("npx", ["jest", "--ci"])
try {
  ensureChromium()
  // The site is built from the database the end-to-end server then runs on: a fresh one, which
  // holds the seeded courses only, so the prebuilt pages are the same on every run.
  process.env.DATABASE_URL = process.env.E2E_DATABASE_URL = `sqlite:${join(mkdtempSync(join(tmpdir(), "coreval-e2e-")), "e2e.sqlite")}`
  buildSiteIfStale()
  // The first-load JavaScript budget of every public page (100 KB gzip, 120 KB on the home page).
  results.pageWeight = run("node", ["scripts/page-weight.mjs"])
  results.playwright = run("npx", ["playwright", "test", "--project=chromium"])
  // Publishing rebuilds the site the other journeys read, so it runs once they are done.
  results.publishing = run("npx", ["playwright", "test", "--project=publishing"])
} catch (error) {
  console.error(String(error))
  results.playwright = 1
}

const failed = Object.entries(results).filter(([, status]) => status !== 0).map(([name]) => name)
console.log(failed.length ? `\nFailed: ${failed.join(", ")}` : "\nAll test suites passed")
process.exit(failed.length ? 1 : 0)
