import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import ts from "typescript"

// The size rule of server/plugins/README.md: every hand-written server file (not the tests, not
// the migrations) is under 400 lines, and no named function (a declaration, a method, an arrow or
// function expression given to a name or an object's member, a plugin's body) spans more than 80
// lines unless the comment right above it starts with `// long:` and says why.
// It reads files only, so it runs on SQLite only.

const serverDir = path.join(__dirname, "..")
const MAX_FILE_LINES = 399
const MAX_FUNCTION_LINES = 80

function handWritten(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory())
      return dir === serverDir && ["test", "migrations"].includes(name)
        ? []
        : handWritten(file)
    return /\.m?ts$/.test(name) && !/\.d\.m?ts$/.test(name) ? [file] : []
  })
}

const lineCount = (text: string) => text.replace(/\n$/, "").split("\n").length

// What a function is called, or null for a callback nobody names (`.map((row) => …)`). A plugin's
// body is named by the plugin: the function `fp(…)` wraps, or the file's default export.
function nameOf(node: ts.FunctionLikeDeclaration): string | null {
  if (node.name) return node.name.getText()
  // `export default function (fastify) {…}`, the only declaration without a name.
  if (ts.isFunctionDeclaration(node)) return "default export"
  const parent = node.parent
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  )
    return parent.name.getText()
  if (ts.isExportAssignment(parent)) return "default export"
  if (
    ts.isCallExpression(parent) &&
    ts.isIdentifier(parent.expression) &&
    parent.expression.text === "fp"
  )
    return "plugin body"
  return null
}

// The comments right above the function, or above the statement or member that names it.
function commentsAbove(node: ts.Node, text: string): string[] {
  const anchors: ts.Node[] = [node]
  for (let up = node.parent; up && !ts.isSourceFile(up); up = up.parent) {
    anchors.push(up)
    if (ts.isStatement(up) || ts.isObjectLiteralElement(up)) break
    if (ts.isClassElement(up)) break
  }
  return anchors.flatMap((anchor) =>
    (ts.getLeadingCommentRanges(text, anchor.getFullStart()) ?? []).map(
      (range) => text.slice(range.pos, range.end)
    )
  )
}

const REASON = /^\/\/ long: \S.{10,}/

// "file:line name (N lines)" for each named function over the limit without a reason.
function longFunctions(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true
  )
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const name = nameOf(node as ts.FunctionLikeDeclaration)
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line
      const lines = last - first + 1
      if (
        name &&
        lines > MAX_FUNCTION_LINES &&
        !commentsAbove(node, text).some((comment) => REASON.test(comment))
      )
        found.push(`${fileName}:${first + 1} ${name} (${lines} lines)`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const files = handWritten(serverDir).map((file) => ({
  name: path.relative(serverDir, file),
  text: readFileSync(file, "utf8"),
}))

test("every hand-written server file is under 400 lines", () => {
  expect(
    files
      .filter(({ text }) => lineCount(text) > MAX_FILE_LINES)
      .map(({ name, text }) => `${name} (${lineCount(text)} lines)`)
  ).toEqual([])
})

test("no named function is over 80 lines without a `// long:` reason", () => {
  expect(files.flatMap(({ name, text }) => longFunctions(name, text))).toEqual(
    []
  )
})

// A body of `count` statements, each on its own line.
const body = (count: number) =>
  Array.from({ length: count }, (_, i) => `  step(${i})`).join("\n")

test("a long function is found by its name, in every form, unless a reason is above it", () => {
  const long = body(80)
  const source = [
    `function declared() {\n${long}\n}`,
    `const arrow = async () => {\n${long}\n}`,
    `export const repository = {\n  member: () => {\n${long}\n  },\n  method() {\n${long}\n  },\n}`,
    `export default fp(async (fastify) => {\n${long}\n})`,
    `export default async function (fastify) {\n${long}\n}`,
    `rows.map((row) => {\n${long}\n})`,
    `// long: a list of route registrations, each already short\nfunction routes() {\n${long}\n}`,
    `// long:\nfunction noReason() {\n${long}\n}`,
    `function short() {\n${body(78)}\n}`,
  ].join("\n")
  expect(
    longFunctions("planted.ts", source).map((line) => line.split(" ")[1])
  ).toEqual([
    "declared",
    "arrow",
    "member",
    "method",
    "plugin",
    "default",
    "noReason",
  ])
})

test("the walk reads the server's files, but not its tests or migrations", () => {
  const names = files.map(({ name }) => name)
  expect(names).toContain("plugins/app/publishing/site-publisher.ts")
  expect(names).toContain("app.ts")
  expect(names.some((name) => /^(test|migrations)\//.test(name))).toBe(false)
  expect(names.length).toBeGreaterThan(100)
})
