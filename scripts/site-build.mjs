// Builds the Gatsby site when public/ is missing or older than any of its sources.
// Shared by `npm start` and `npm test`, so both serve what the sources say.
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { pagesMatchAppData } from "./built-site.mjs"

export const root = fileURLToPath(new URL("..", import.meta.url))
const sources = ["src", "content", "static", "admin", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "package-lock.json"]

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

export function siteIsStale() {
  const built = join(root, "public", "index.html")
  if (!existsSync(built) || !pagesMatchAppData(join(root, "public"))) return true
  const builtAt = statSync(built).mtimeMs
  return sources.some((source) => existsSync(join(root, source)) && newestChange(join(root, source)) > builtAt)
}

export function buildSiteIfStale() {
  if (!siteIsStale()) {
    console.log("public/ is up to date with its sources: skipping the build")
    return
  }
  console.log("Building the site (gatsby build)...")
  gatsby("build")
  if (pagesMatchAppData(join(root, "public"))) return
  console.log("The pages and app-data.json name different builds (a failed build leaves them so): building from a clean cache...")
  gatsby("clean")
  gatsby("build")
  if (!pagesMatchAppData(join(root, "public"))) throw new Error("gatsby build left pages and app-data.json from different builds")
}

function gatsby(command) {
  const result = spawnSync("npx", ["gatsby", command], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
  if (result.status !== 0) throw new Error(`gatsby ${command} failed with exit code ${result.status}`)
}
