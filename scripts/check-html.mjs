// Checks every prebuilt page in public/ with the W3C's Nu HTML Checker (vnu-jar; it needs Java,
// which `npm test` installs from Debian when it is missing) and fails on any error it reports.
// Usage: node scripts/check-html.mjs [public folder]
//
// The checker's CSS parser is older than some of the CSS that Tailwind writes into every page, so
// those messages, and only those, are left out by name: the at-rules and properties it does not
// know, and the colour interpolation of a gradient ("linear-gradient(in oklab, ...)"), which also
// leaves it unable to parse the rest of that stylesheet.
import { spawnSync } from "node:child_process"
import { readdirSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import vnuJar from "vnu-jar"

const publicDir =
  process.argv[2] ?? fileURLToPath(new URL("../public/", import.meta.url))

const unknownCss = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist/,
  /^CSS: “background-image”: “in” is not a “color” value/,
  /^CSS: “background-image”: Parse Error/,
]
// What the checker says after failing on the gradient above: a stylesheet it could not finish.
const unfinishedStylesheet = /^CSS: Parse Error\.$/

// The pages Gatsby prebuilt; _gatsby/ holds fragments of pages (slices), page-data/ their data.
function pages(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory())
      return entry.name === "_gatsby" || entry.name === "page-data"
        ? []
        : pages(path)
    return entry.name.endsWith(".html") ? [path] : []
  })
}

const files = pages(publicDir)
const result = spawnSync(
  "java",
  ["-jar", String(vnuJar), "--errors-only", "--format", "json", ...files],
  {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  }
)
if (result.error || (result.status !== 0 && !result.stderr.startsWith("{"))) {
  console.error(
    `The Nu HTML Checker did not run: ${result.error?.message ?? result.stderr}`
  )
  process.exit(2)
}

const messages = JSON.parse(result.stderr).messages.filter(
  (message) => message.type === "error"
)
const knownCss = (message) =>
  unknownCss.some((pattern) => pattern.test(message.message))
const stylesheetsGivenUp = new Set(
  messages.filter(knownCss).map((message) => message.url)
)
const errors = messages.filter(
  (message) =>
    !knownCss(message) &&
    !(
      unfinishedStylesheet.test(message.message) &&
      stylesheetsGivenUp.has(message.url)
    )
)

for (const error of errors) {
  const page = relative(publicDir, fileURLToPath(error.url))
  console.log(
    `${page}:${error.lastLine}: ${error.message}\n    ${(error.extract ?? "").replace(/\s+/g, " ").trim()}`
  )
}
console.log(
  `Nu HTML Checker: ${errors.length} error(s) in ${files.length} pages` +
    ` (${messages.length - errors.length} about CSS it does not know, left out)`
)
process.exitCode = errors.length ? 1 : 0
