import { execFileSync } from "node:child_process"
import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import type { RouteOptions } from "fastify"
import { readConfig, root } from "../plugins/external/env"
import { resourceNames } from "../../schemas/content"
import { build } from "./helper"

// The repository stands alone: docs/ describes the server as it is, and nothing points outside.
// - Every route the server registers is written in some docs/*.md as `METHOD /path`: the method in
//   capitals, one space, the path exactly as Fastify registers it, `:param` placeholders and all.
//   The admin CRUD routes may be written once with `:resource`, which stands for each resource of
//   schemas/content.ts. HEAD (which Fastify adds beside every GET) and the catch-alls under /api
//   (routes/api/index.ts, which answer 404 or 405 for paths no route claims) are not listed.
// - Every route written there exists, so the docs cannot describe a route that has gone.
// - Every variable env.ts reads is explained in docs/configuration.md, and every package of
//   package.json in docs/dependencies.md.
// - No tracked file refers to the documents the project was first described in, which a clone
//   does not have.
// The routes do not depend on the database, so this runs on SQLite only.

const docsDir = path.join(root, "docs")
const docs = readdirSync(docsDir)
  .filter((name) => name.endsWith(".md"))
  .map((name) => ({
    name,
    text: readFileSync(path.join(docsDir, name), "utf8"),
  }))

const METHODS = "GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS"

// The routes the docs write down, with `:resource` expanded, each with the file that has it.
function documentedRoutes() {
  const found = new Map<string, string>()
  const pattern = new RegExp(`\`(${METHODS}) (/[^\`\\s]*|\\*)\``, "g")
  for (const { name, text } of docs) {
    for (const [, method, url] of text.matchAll(pattern)) {
      const urls = url.includes(":resource")
        ? resourceNames.map((resource) => url.replace(":resource", resource))
        : [url]
      for (const each of urls) found.set(`${method} ${each}`, name)
    }
  }
  return found
}

// The routes the server registers, as `METHOD /path`.
async function registeredRoutes() {
  const routes = new Set<string>()
  const onRoute = (route: RouteOptions) => {
    const methods = [route.method].flat()
    const catchAll =
      route.url === "/api" || route.url === "/api/" || route.url === "/api/*"
    if (catchAll) return
    for (const method of methods)
      if (method !== "HEAD") routes.add(`${method} ${route.url}`)
  }
  const app = await build({}, { onRoute })
  await app.close()
  return routes
}

describe("docs/ and the server", () => {
  let registered: Set<string>
  let documented: Map<string, string>
  beforeAll(async () => {
    registered = await registeredRoutes()
    documented = documentedRoutes()
  })

  it("sees the routes it checks", () => {
    // A guard for the collection itself: an onRoute hook added too late would see nothing.
    expect(registered).toContain("POST /api/admin/auth/login")
    expect(registered).toContain("GET /api/admin/banners/:id")
    expect(registered.size).toBeGreaterThan(40)
  })

  it("documents every route the server registers, as `METHOD /path`", () => {
    const missing = [...registered].filter((route) => !documented.has(route))
    expect(missing).toEqual([])
  })

  it("documents no route the server does not have", () => {
    const stale = [...documented]
      .filter(([route]) => !registered.has(route))
      .map(([route, file]) => `${route} (docs/${file})`)
    expect(stale).toEqual([])
  })

  it("says why each package of package.json is there, in docs/dependencies.md", () => {
    const manifest = JSON.parse(
      readFileSync(path.join(root, "package.json"), "utf8")
    )
    const packages = Object.keys({
      ...manifest.dependencies,
      ...manifest.devDependencies,
    })
    const dependencies = readFileSync(
      path.join(docsDir, "dependencies.md"),
      "utf8"
    )
    const missing = packages.filter(
      (name) => !dependencies.includes(`\`${name}\``)
    )
    expect(missing).toEqual([])
  })

  it("explains every variable the server reads in docs/configuration.md", () => {
    const configuration = readFileSync(
      path.join(docsDir, "configuration.md"),
      "utf8"
    )
    const variables = Object.keys(readConfig({})).filter((key) =>
      /^[A-Z][A-Z0-9_]*$/.test(key)
    )
    expect(variables).toContain("DATABASE_URL")
    const missing = variables.filter(
      (name) => !configuration.includes(`\`${name}\``)
    )
    expect(missing).toEqual([])
  })
})

describe("the repository", () => {
  // Spelt in pieces, so that this file does not name what it looks for.
  const documents = ["CONTRACT", "SPEC", "DECISIONS", "STYLE"]
  const outside = [
    new RegExp(`\\.\\./${"shared"}\\b`),
    new RegExp(`\\b(${documents.join("|")})\\.md\\b`),
    // "the CONTRACT's defaults", "CONTRACT 'Accounts'": the documents by their bare names.
    new RegExp(`\\b(${documents.join("|")})\\b`),
  ]

  it("refers to no document outside itself", () => {
    const hits: string[] = []
    for (const file of trackedFiles()) {
      if (file === path.relative(root, __filename)) continue
      const text = readText(path.join(root, file))
      if (text === null) continue
      text.split("\n").forEach((line, index) => {
        if (outside.some((pattern) => pattern.test(line)))
          hits.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`)
      })
    }
    expect(hits).toEqual([])
  })
})

// The files git tracks; in a copy without git, every file but the generated and installed ones.
function trackedFiles(): string[] {
  try {
    return execFileSync("git", ["ls-files", "-z"], { cwd: root })
      .toString("utf8")
      .split("\0")
      .filter(Boolean)
  } catch {
    const skipped = new Set([
      ".git",
      "node_modules",
      "public",
      ".cache",
      ".site",
    ])
    const walk = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap(
        (entry) => {
          const relative = path.join(dir, entry.name)
          if (entry.isDirectory())
            return skipped.has(entry.name) ? [] : walk(relative)
          return entry.isFile() ? [relative] : []
        }
      )
    return walk("")
  }
}

// A text file's content; null for what is not text (images, fonts) or is gone from the tree.
function readText(file: string): string | null {
  try {
    if (statSync(file).size > 4 * 1024 * 1024) return null
    const bytes = readFileSync(file)
    return bytes.subarray(0, 8000).includes(0) ? null : bytes.toString("utf8")
  } catch {
    return null
  }
}
