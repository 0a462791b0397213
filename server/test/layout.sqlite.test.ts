import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import ts from "typescript"
import { isPluginFile } from "../common/plugin-files"

// The rules of server/plugins/README.md, kept as the docs test keeps the docs:
// - no import circle among the server's files, type-only imports and re-exports included;
// - no helper (a file of server/common/, server/db/, the migrations, or of plugins/ that is not a
//   plugin) imports a plugin file, so a helper can be used, and tested, without Fastify;
// - SQL (Kysely's query builder or its sql`` template) only in *-repository.ts, server/db/ and
//   the migrations.
// It reads files only, so it runs on SQLite only.

const serverDir = path.join(__dirname, "..")
const relative = (file: string) => path.relative(serverDir, file)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory())
      return name === "test" && dir === serverDir ? [] : sourceFiles(file)
    return /\.(ts|mts|mjs)$/.test(name) ? [file] : []
  })
}

// A relative specifier as TypeScript resolves it here ("bundler"): as written, or with an
// extension, or a folder's index; a .mjs whose types are in a .d.mts counts as the .mjs.
function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier)
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.mts`,
    `${base}/index.ts`,
  ])
    if (existsSync(candidate) && statSync(candidate).isFile())
      return candidate.replace(/\.d\.mts$/, ".mjs")
  return null
}

// Each file's imports among the server's own files: `import`, `import type`, `export … from` and
// `import()` alike (TypeScript's own pre-processor finds them all).
function importGraph(files: string[]): Map<string, string[]> {
  const inServer = new Set(files)
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(
        readFileSync(file, "utf8"),
        true,
        true
      )
      const targets = importedFiles
        .filter(({ fileName }) => fileName.startsWith("."))
        .map(({ fileName }) => resolve(file, fileName))
        .filter((target): target is string => !!target && inServer.has(target))
      return [file, [...new Set(targets)]]
    })
  )
}

// Every circle, each written as the files it passes through (a → b → a); one per set of files
// that reach each other (Tarjan's strongly connected components, then a path round each).
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next))
        low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || graph.get(file)?.includes(file))
      components.push(component)
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return components.map((component) => circleThrough(graph, component))
}

// A shortest way from the component's first file back to itself, within the component.
function circleThrough(graph: Map<string, string[]>, component: string[]) {
  const members = new Set(component)
  const start = component[0]
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length) {
    const file = queue.shift()!
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next) || cameFrom.has(next)) continue
      cameFrom.set(next, file)
      if (next === start) queue.length = 0
      else queue.push(next)
    }
  }
  const way: string[] = []
  for (
    let file = cameFrom.get(start)!;
    file !== start;
    file = cameFrom.get(file)!
  )
    way.unshift(file)
  return [start, ...way, start]
}

// Helpers: what is not a plugin, a route, the app or an entry point.
function isHelper(file: string) {
  const where = relative(file)
  if (/^(common|db|migrations)\//.test(where)) return true
  return where.startsWith("plugins/") && !isPluginFile(file)
}

function helpersImportingPlugins(graph: Map<string, string[]>) {
  return [...graph].flatMap(([file, targets]) =>
    isHelper(file)
      ? targets
          .filter((target) => isPluginFile(target))
          .map((target) => `${relative(file)} imports ${relative(target)}`)
      : []
  )
}

// Kysely's query builder and its sql`` template (sql<T>`…` and sql.raw/ref/lit/… included).
const SQL =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>]*>)?`|\bsql\.(raw|ref|lit|id|table|join|val)\(/

function filesWithSql(files: string[]) {
  return files
    .filter((file) => {
      const where = relative(file)
      if (/-repository\.ts$/.test(where)) return false
      if (/^(db|migrations)\//.test(where)) return false
      return SQL.test(readFileSync(file, "utf8"))
    })
    .map(relative)
}

const files = sourceFiles(serverDir)

test("the server's imports have no circle, type-only imports included", () => {
  const found = circles(importGraph(files)).map((circle) =>
    circle.map(relative).join(" → ")
  )
  expect(found).toEqual([])
})

test("no helper imports a plugin file, not even for a type", () => {
  expect(helpersImportingPlugins(importGraph(files))).toEqual([])
})

test("SQL is only in the repositories, server/db/ and the migrations", () => {
  expect(filesWithSql(files)).toEqual([])
})

test("a circle is found and named, through a type-only import too", () => {
  // A planted circle a → b → c → a (c imports a's type) beside a file outside it.
  const graph = new Map([
    ["a", ["b"]],
    ["b", ["c", "d"]],
    ["c", ["a"]],
    ["d", []],
  ])
  expect(circles(graph)).toEqual([["c", "a", "b", "c"]])
  expect(circles(new Map([["d", ["d"]]]))).toEqual([["d", "d"]])
})

test("the walk sees the server: its plugins, helpers, imports and SQL", () => {
  // So that the rules above cannot pass by reading nothing.
  const graph = importGraph(files)
  const auth = path.join(serverDir, "plugins/app/people/auth.ts")
  expect(isPluginFile(auth)).toBe(true)
  expect(graph.get(auth)?.length).toBeGreaterThan(0)
  expect(files.filter((file) => isPluginFile(file)).length).toBeGreaterThan(30)
  const repository = path.join(
    serverDir,
    "plugins/app/people/users-repository.ts"
  )
  expect(SQL.test(readFileSync(repository, "utf8"))).toBe(true)
})
