import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pagesMatchAppData } from "../compilation-hash.mjs"

describe("pagesMatchAppData", () => {
  let publicDir
  const build = ({ page, appData }) => {
    mkdirSync(join(publicDir, "page-data"), { recursive: true })
    if (page)
      writeFileSync(
        join(publicDir, "index.html"),
        `<html><body><script>window.___webpackCompilationHash="${page}";</script></body></html>`
      )
    if (appData)
      writeFileSync(
        join(publicDir, "page-data", "app-data.json"),
        JSON.stringify({ webpackCompilationHash: appData })
      )
  }

  beforeEach(() => {
    publicDir = mkdtempSync(join(tmpdir(), "public-"))
  })
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }))

  it("accepts pages and app-data.json from the same compilation", () => {
    build({ page: "aa7dbbc708bd00377b17", appData: "aa7dbbc708bd00377b17" })
    expect(pagesMatchAppData(publicDir)).toBe(true)
  })

  it("rejects pages left by an earlier compilation, as a failed build leaves them", () => {
    build({ page: "aa7dbbc708bd00377b17", appData: "63a375a46902269bb794" })
    expect(pagesMatchAppData(publicDir)).toBe(false)
  })

  it("rejects a public/ without app-data.json or without a home page", () => {
    build({ page: "aa7dbbc708bd00377b17" })
    expect(pagesMatchAppData(publicDir)).toBe(false)
    rmSync(join(publicDir, "index.html"))
    build({ appData: "aa7dbbc708bd00377b17" })
    expect(pagesMatchAppData(publicDir)).toBe(false)
  })
})
