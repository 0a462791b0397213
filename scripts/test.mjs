// `npm test`: unit and integration tests (Jest; the server's on SQLite and on a private PostgreSQL
// and Redis that Jest starts), then end-to-end tests (Playwright) against the built site on the
// real server, in Debian's Chromium headless shell, the panel's Jest tests beside the last journey.
// The Debian packages are installed here when missing.
import { spawn, spawnSync } from "node:child_process"
import { once } from "node:events"
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { headlessShellPath } from "./chromium.mjs"
import { e2ePort } from "./e2e-server-port.mjs"
import { root } from "./site-build.mjs"

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(" ")}`)
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  })
  return result.status ?? 1
}

// Debian packages the tests drive, installed when missing (CI starts from a fresh machine):
// Chromium's headless shell for Playwright, PostgreSQL and Redis for the server tests' second
// project, a Java runtime for the Nu HTML Checker, and caddy and systemd-analyze for the deploy
// files.
const debianPackages = [
  {
    name: "chromium-headless-shell",
    present: () => existsSync(headlessShellPath),
  },
  {
    name: "default-jre-headless",
    present: () => spawnSync("java", ["-version"]).status === 0,
  },
  {
    name: "postgresql",
    present: () =>
      existsSync("/usr/lib/postgresql") &&
      readdirSync("/usr/lib/postgresql").some((version) =>
        existsSync(`/usr/lib/postgresql/${version}/bin/postgres`)
      ),
  },
  { name: "redis-server", present: () => existsSync("/usr/bin/redis-server") },
  { name: "caddy", present: () => existsSync("/usr/bin/caddy") },
  {
    name: "systemd",
    present: () => existsSync("/usr/bin/systemd-analyze"),
  },
]

function ensureDebianPackages() {
  const missing = debianPackages
    .filter((pkg) => !pkg.present())
    .map((pkg) => pkg.name)
  if (!missing.length) return
  console.log(`Installing Debian's ${missing.join(", ")}: the tests need them`)
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"]
  const apt = (...args) =>
    run(sudo[0] ?? "apt-get", sudo.length ? ["apt-get", ...args] : args, {
      DEBIAN_FRONTEND: "noninteractive",
    })
  if (
    apt("update", "-qq") !== 0 ||
    apt("install", "-y", "-qq", ...missing) !== 0
  ) {
    throw new Error(`Could not install Debian's ${missing.join(", ")}`)
  }
  const still = debianPackages
    .filter((pkg) => !pkg.present())
    .map((pkg) => pkg.name)
  if (still.length)
    throw new Error(`Installed, but still missing: ${still.join(", ")}`)
}

try {
  ensureDebianPackages()
} catch (error) {
  console.error(String(error))
  process.exit(1)
}

// The site is built from the database the end-to-end server then runs on: a fresh one, which holds
// the seeded courses only, so the prebuilt pages are the same on every run; and for the API's
// address the end-to-end server is given (scripts/e2e-server.mjs), as a publish on that server
// builds it: the publishing journey's builds then redo only the pages whose records changed, not
// every script with another address inlined.
const e2eDir = mkdtempSync(join(tmpdir(), "coreval-e2e-"))
const e2eDatabase = `sqlite:${join(e2eDir, "e2e.sqlite")}`
const e2eEnv = {
  DATABASE_URL: e2eDatabase,
  E2E_DATABASE_URL: e2eDatabase,
  GATSBY_API_URL: `http://127.0.0.1:${e2ePort}`,
}

// A command run beside another part (`beside` says which), its output kept in a file of the run's
// and printed once it has ended, not through the other part's; resolves to its exit status.
function startBeside(beside, name, command, args, env) {
  const log = join(e2eDir, `${name}.log`)
  const fd = openSync(log, "w")
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", fd, fd],
    env,
  })
  closeSync(fd)
  const exited = once(child, "exit").then(([code]) => code ?? 1)
  return async () => {
    const code = await exited
    console.log(`\n$ ${[command, ...args].join(" ")} (beside ${beside})`)
    process.stdout.write(readFileSync(log, "utf8"))
    return code
  }
}

// The site builds while Jest runs, at the lowest priority (nice 19): it takes only the CPU that
// Jest leaves idle while its tests wait on sockets, databases and child processes, so Jest's own
// timings stay as they were, and most of the build is done when Jest is.
const startSiteBuild = () =>
  startBeside(
    "Jest",
    "site-build",
    "nice",
    ["-n", "19", process.execPath, join(root, "scripts", "site-build.mjs")],
    { ...process.env, ...e2eEnv }
  )

const givenEnv = { ...process.env }

// Each part's exit status, and the seconds it took, printed at the end.
const results = {}
const seconds = {}
const began = Date.now()
async function part(name, work) {
  const start = Date.now()
  results[name] = await work()
  seconds[name] = Math.round((Date.now() - start) / 1000)
}

const siteBuilt = startSiteBuild()
// The panel's Jest project runs later, beside the publishing journey, whose one browser leaves a
// core mostly idle; the others run here, beside the site's build.
const JEST_NOW = [
  "site",
  "build",
  "scripts",
  "server:sqlite",
  "server:postgres",
]
await part("jest", () =>
  run("npx", ["jest", "--ci", "--selectProjects", ...JEST_NOW])
)
// What is left of the build once Jest is done.
await part("build", siteBuilt)
if (results.build === 0) {
  Object.assign(process.env, e2eEnv)
  // The first-load JavaScript budget of every public page (100 KB gzip, 120 KB on the home page).
  await part("pageWeight", () => run("node", ["scripts/page-weight.mjs"]))
  // Valid HTML on every prebuilt page (the Nu HTML Checker).
  await part("html", () => run("node", ["scripts/check-html.mjs"]))
  await part("playwright", () =>
    run("npx", ["playwright", "test", "--project=chromium"])
  )
  // Publishing rebuilds the site the other journeys read, so it runs once they are done, with
  // the panel's Jest project on one worker beside it.
  // The panel's tests get the environment npm test was given, not the end-to-end server's,
  // which the parts before them add (they read GATSBY_API_URL).
  const panelJest = startBeside(
    "the publishing journey",
    "jest-admin",
    "npx",
    ["jest", "--ci", "-w", "1", "--selectProjects", "admin"],
    givenEnv
  )
  await part("publishing", () =>
    run("npx", ["playwright", "test", "--project=publishing"])
  )
  await part("jestAdmin", panelJest)
}

const failed = Object.entries(results)
  .filter(([, status]) => status !== 0)
  .map(([name]) => name)
console.log(
  `\nSeconds: ${Object.entries(seconds)
    .map(([name, taken]) => `${name} ${taken}`)
    .join(", ")}; in all ${Math.round((Date.now() - began) / 1000)}`
)
console.log(
  failed.length ? `\nFailed: ${failed.join(", ")}` : "\nAll test suites passed"
)
process.exit(failed.length ? 1 : 0)
