// Builds the Gatsby site when public/ is missing, older than any of its sources, left with pages
// from an earlier build or unfinished, or built from other records than the database now holds.
// Shared by `npm start` and `npm test`, so both serve what the sources and the database say.
import { spawnSync } from "node:child_process"
import {
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { parseEnv } from "node:util"
import { buildEnvironment } from "../server/plugins/app/publishing/build-environment.mjs"
import { buildRetryingFromCleanCache } from "./clean-cache-retry.mjs"
import { pagesMatchAppData } from "./compilation-hash.mjs"

export const root = fileURLToPath(new URL("..", import.meta.url))
const publicDir = join(root, "public")
// Written after each build this script runs: gatsby build leaves unchanged pages untouched, so no
// file in public/ dates the last build (and it rewrites src/gatsby-types.d.ts after the pages).
const builtStamp = join(root, ".cache", "site-built-at")
const sources = [
  "src",
  "content",
  "static",
  "admin",
  "plugins",
  "common",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package-lock.json",
]
// Written by the source plugin when a build finishes, with the digest of the records it read.
const buildMarker = join(publicDir, ".panel-build.json")

// The environment as the server reads it: the variables of a .env in the project root, when
// there is one, under the environment's own.
function environment() {
  const file = join(root, ".env")
  const dotenv = existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {}
  return { ...dotenv, ...process.env }
}

// What the build is given of it: what it reads (DATABASE_URL, GATSBY_API_URL, PATH, …), never the
// server's secrets (server/plugins/app/publishing/build-environment.mjs).
const buildEnv = () => buildEnvironment(environment())

function newestChange(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === "__tests__") continue
    newest = Math.max(newest, newestChange(join(path, entry)))
  }
  return newest
}

// Migrates the database the build reads (DATABASE_URL), which seeds a fresh one, and returns the
// digest of the records the site shows (scripts/database-state.ts, under tsx).
export function databaseDigest() {
  const result = spawnSync(
    process.execPath,
    [
      join(root, "node_modules", "tsx", "dist", "cli.mjs"),
      join(root, "scripts", "database-state.ts"),
    ],
    {
      cwd: root,
      encoding: "utf8",
      env: buildEnv(),
      stdio: ["ignore", "pipe", "inherit"],
    }
  )
  if (result.status !== 0)
    throw new Error(
      "The site's database could not be opened or migrated (see above)"
    )
  return JSON.parse(result.stdout).digest
}

function builtMarker() {
  try {
    return JSON.parse(readFileSync(buildMarker, "utf8"))
  } catch {
    return null
  }
}

export function siteIsStale(digest = databaseDigest()) {
  if (!existsSync(builtStamp) || !pagesMatchAppData(publicDir)) return true
  const marker = builtMarker()
  if (marker?.digest !== digest) return true
  // The API's address is inlined into the scripts (api-client/index.ts): a site built for another
  // one (the end-to-end server's publishing builds, say) calls the wrong server.
  if ((marker.apiUrl ?? "") !== (environment().GATSBY_API_URL?.trim() ?? ""))
    return true
  const builtAt = statSync(builtStamp).mtimeMs
  return sources.some(
    (source) =>
      existsSync(join(root, source)) &&
      newestChange(join(root, source)) > builtAt
  )
}

export function buildSiteIfStale() {
  if (!siteIsStale(databaseDigest())) {
    console.log("public/ is up to date with its sources: skipping the build")
    return
  }
  console.log("Building the site (gatsby build)...")
  buildRetryingFromCleanCache(gatsby, publicDir)
  writeFileSync(builtStamp, new Date().toISOString())
}

// Gatsby's own CLI, as the server runs it, with what the build reads of the environment.
function gatsby(command) {
  const cli = join(root, "node_modules", "gatsby", "cli.js")
  const result = spawnSync(process.execPath, [cli, command], {
    cwd: root,
    stdio: "inherit",
    env: buildEnv(),
  })
  return result.status ?? 1
}

// Run as a script (npm test does, beside Jest: scripts/test.mjs), it builds when stale and exits
// with 1 when the build failed.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildSiteIfStale()
  } catch (error) {
    console.error(String(error))
    process.exit(1)
  }
}
