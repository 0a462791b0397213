import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { Kind } from "@sinclair/typebox"
import type { RouteOptions } from "fastify"
import ts from "typescript"
import { root } from "../plugins/external/env"
import { build } from "./helper"

// Every body, query, path and answer the API declares is a TypeBox schema of the top-level
// schemas/, which the panel, the preview page and the tests read too, so a shape is written once:
// - no file of the server (tests aside) imports TypeBox's builders, so none can write a schema
//   of its own; the configuration's schema (env.ts) is no API shape and is the one exception;
// - every schema a route declares is a TypeBox value, so none is written as plain JSON Schema.
// The routes do not depend on the database, so this runs on SQLite only.

const serverDir = path.join(root, "server")
// The configuration is read from the environment, not sent to the API.
const allowed = new Set(["server/plugins/external/env.ts"])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === "test" || entry.name === "node_modules"
        ? []
        : sourceFiles(full)
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)
      ? [full]
      : []
  })
}

// The modules that export TypeBox's builders (`Type`): TypeBox itself, and Fastify's provider,
// which re-exports it. `@sinclair/typebox/value` checks values against a schema and builds none.
const builders = new Set([
  "@sinclair/typebox",
  "@sinclair/typebox/type",
  "@fastify/type-provider-typebox",
])

// The names a file imports from those modules as values (type-only imports build nothing).
function builderImports(file: string) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest
  )
  return source.statements.flatMap((statement) => {
    if (
      !ts.isImportDeclaration(statement) ||
      !builders.has((statement.moduleSpecifier as ts.StringLiteral).text) ||
      !statement.importClause ||
      statement.importClause.isTypeOnly
    )
      return []
    const { name, namedBindings } = statement.importClause
    const names = name ? [name.text] : []
    if (namedBindings && ts.isNamespaceImport(namedBindings))
      names.push(namedBindings.name.text)
    if (namedBindings && ts.isNamedImports(namedBindings))
      for (const element of namedBindings.elements)
        if (!element.isTypeOnly) names.push(element.name.text)
    return names
  })
}

test("no server file builds a schema: the API's shapes are schemas/'s", () => {
  const found = sourceFiles(serverDir)
    .map((file) => path.relative(root, file).split(path.sep).join("/"))
    .filter((file) => !allowed.has(file))
    .flatMap((file) =>
      builderImports(path.join(root, file)).map(
        (name) => `${file} imports ${name}`
      )
    )
  expect(found).toEqual([])
})

test("every schema a route declares is a TypeBox schema", async () => {
  const plain: string[] = []
  let routes = 0
  const onRoute = (route: RouteOptions) => {
    routes++
    const schema = route.schema ?? {}
    const parts: [string, unknown][] = [
      ["body", schema.body],
      ["querystring", schema.querystring],
      ["params", schema.params],
      ["headers", schema.headers],
      ...Object.entries(schema.response ?? {}).map(
        ([code, answer]) => [`response ${code}`, answer] as [string, unknown]
      ),
    ]
    for (const [part, value] of parts)
      if (
        value !== undefined &&
        (typeof value !== "object" || value === null || !(Kind in value))
      )
        plain.push(`${[route.method].flat().join(",")} ${route.url} ${part}`)
  }
  const app = await build({}, { onRoute })
  try {
    // A guard for the collection itself: an onRoute hook added too late would see nothing.
    expect(routes).toBeGreaterThan(80)
    expect(plain).toEqual([])
  } finally {
    await app.close()
  }
})
