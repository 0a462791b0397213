/** @jest-environment node */
import fs from "fs"
import { buildWithPlugin } from "../../webpack-test-build"
import { DropSourceMapsPlugin } from "../drop-source-maps-plugin"

// A production build shaped like Gatsby's: an entry, a page it imports on demand, and the admin
// panel that page imports on demand, with a library the panel and the page share.
const sources = {
  "entry.js": `import(/* webpackChunkName: "component---page" */ "./page.js").then((page) => page.render())\n`,
  "page.js": `import { common } from "./common.js"\nexport function render() {\n  console.log("page rendered", common())\n  return import(/* webpackChunkName: "admin" */ "./admin/panel.js")\n}\n`,
  "common.js": `export function common() {\n  return "common " + "x".repeat(40000)\n}\n`,
  "admin/panel.js": `import { common } from "../common.js"\nimport { secret } from "./internal.js"\n// The panel's own comment, which only its source map carries.\nconsole.log("panel loaded", common(), secret())\n`,
  "admin/internal.js": `export function secret() {\n  return "internal"\n}\nexport const editor = () => import(/* webpackChunkName: "admin-editor" */ "./editor.js")\n`,
  "admin/editor.js": `// The editor's own comment, which only its source map carries.\nconsole.log("editor loaded")\n`,
}

let dir: string
let files: string[]
let read: (file: string) => string

beforeAll(async () => {
  ;({ dir, files, read } = await buildWithPlugin(
    sources,
    new DropSourceMapsPlugin("admin")
  ))
}, 30_000)
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

test("the panel's scripts are emitted without source maps or a pointer to one", () => {
  expect(files).toContain("admin.js")
  expect(files).not.toContain("admin.js.map")
  expect(read("admin.js")).not.toMatch(/sourceMappingURL/)
  expect(read("admin.js")).toContain("panel loaded")
  expect(files.filter((file) => file.endsWith(".map")).join()).not.toMatch(
    /admin/
  )
  expect(
    files
      .filter((file) => file.endsWith(".map"))
      .map(read)
      .join()
  ).not.toContain("only its source map carries")
})

test("a part the panel loads on demand ships without its source map too", () => {
  expect(files).toContain("admin-editor.js")
  expect(files).not.toContain("admin-editor.js.map")
  expect(read("admin-editor.js")).not.toMatch(/sourceMappingURL/)
  expect(
    files
      .filter((file) => file.endsWith(".map"))
      .map(read)
      .join()
  ).not.toContain("editor's own comment")
})

test("every other script keeps its source map", () => {
  for (const file of ["app.js", "component---page.js"]) {
    expect(files).toContain(`${file}.map`)
    expect(read(file)).toContain(`//# sourceMappingURL=${file}.map`)
  }
})
