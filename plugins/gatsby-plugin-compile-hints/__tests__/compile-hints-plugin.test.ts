/** @jest-environment node */
import { SourceMapConsumer } from "source-map"
import { buildWithPlugin } from "../../webpack-test-build"
import { COMPILE_HINT, CompileHintsPlugin } from "../compile-hints-plugin"

// A production build shaped like Gatsby's: an entry, a page chunk it imports on demand, and an
// admin panel that page imports on demand in turn.
const sources = {
  "entry.js": `import(/* webpackChunkName: "component---page" */ "./page.js").then((page) => page.render())\n`,
  "page.js": `export function render() {\n  console.log("page rendered")\n  return import(/* webpackChunkName: "panel" */ "./admin/panel.js")\n}\n`,
  "admin/panel.js": `console.log("panel loaded")\n`,
}

let read: (file: string) => string

beforeAll(async () => {
  ;({ read } = await buildWithPlugin(
    sources,
    new CompileHintsPlugin({ exclude: /\/admin\// })
  ))
}, 30_000)

test("every script starts with the hint, except the excluded admin panel's", () => {
  expect(read("app.js").startsWith(COMPILE_HINT)).toBe(true)
  expect(read("component---page.js").startsWith(COMPILE_HINT)).toBe(true)
  expect(read("panel.js")).not.toContain("allFunctionsCalledOnLoad")
})

test("source maps still point at the original lines after the added one", async () => {
  const code = read("component---page.js")
  const lines = code.split("\n")
  const line = lines.findIndex((text) => text.includes('"page rendered"'))
  const column = lines[line].indexOf("console.log")
  const map = await new SourceMapConsumer(
    JSON.parse(read("component---page.js.map"))
  )
  const original = map.originalPositionFor({ line: line + 1, column })
  map.destroy()
  expect(line).toBeGreaterThan(0)
  expect(original.source).toMatch(/page\.js$/)
  expect(original.line).toBe(2)
})
