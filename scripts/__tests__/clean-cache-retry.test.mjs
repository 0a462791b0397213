import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { serialize } from "node:v8"
import { buildRetryingFromCleanCache } from "../clean-cache-retry.mjs"

// npm start's build when Gatsby's cache no longer fits: a stand-in for the Gatsby CLI that, while
// .cache/moved exists (like Gatsby in a checkout moved to another folder), fails every build until
// `gatsby clean` has removed .cache and public/.
describe("buildRetryingFromCleanCache", () => {
  let site
  let calls
  const publicDir = () => join(site, "public")
  const write = (file, text) => {
    mkdirSync(join(file, ".."), { recursive: true })
    writeFileSync(file, text)
  }
  // A finished build: the home page and app-data.json of one compilation (or of two).
  const output = (page, appData = page) => {
    write(
      join(publicDir(), "index.html"),
      `<script>window.___webpackCompilationHash="${page}";</script>`
    )
    write(
      join(publicDir(), "page-data", "app-data.json"),
      JSON.stringify({ webpackCompilationHash: appData })
    )
  }
  const gatsby =
    ({ alwaysFails = false, mismatched = false } = {}) =>
    (command) => {
      calls.push(command)
      if (command === "clean") {
        rmSync(join(site, ".cache"), { recursive: true, force: true })
        rmSync(publicDir(), { recursive: true, force: true })
        return 0
      }
      if (alwaysFails || existsSync(join(site, ".cache", "moved"))) return 1
      if (mismatched && calls.length === 1) output("new", "old")
      else output(`build-${calls.length}`)
      return 0
    }
  const log = jest.fn()

  beforeEach(() => {
    site = mkdtempSync(join(tmpdir(), "site-"))
    calls = []
    log.mockClear()
  })
  afterEach(() => rmSync(site, { recursive: true, force: true }))

  it("builds once when the build succeeds", () => {
    buildRetryingFromCleanCache(gatsby(), publicDir(), log)
    expect(calls).toEqual(["build"])
    expect(log).not.toHaveBeenCalled()
  })

  it("builds again from a clean cache when the cache no longer fits the checkout (a build cut short)", () => {
    write(join(site, ".cache", "moved"), "/the/old/folder")
    buildRetryingFromCleanCache(gatsby(), publicDir(), log)
    expect(calls).toEqual(["build", "clean", "build"])
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/gatsby build failed.*clean cache/)
    )
  })

  // Gatsby's saved state after a build of the site in `folder`: its pages' components by path.
  const gatsbyState = (folder) =>
    write(
      join(site, ".cache", "redux", "redux.rest.state"),
      serialize({
        components: new Map([[join(folder, "src/pages/index.tsx"), {}]]),
        staticQueryComponents: new Map(),
      })
    )

  it("cleans first, and builds once, when the cache was built in another folder", () => {
    gatsbyState("/the/old/folder")
    write(join(site, ".cache", "moved"), "/the/old/folder")
    buildRetryingFromCleanCache(gatsby(), publicDir(), log)
    expect(calls).toEqual(["clean", "build"])
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/built in another folder/)
    )
  })

  it("keeps a cache built in this folder", () => {
    gatsbyState(site)
    buildRetryingFromCleanCache(gatsby(), publicDir(), log)
    expect(calls).toEqual(["build"])
  })

  it("builds again from a clean cache when the pages and app-data.json differ", () => {
    buildRetryingFromCleanCache(gatsby({ mismatched: true }), publicDir(), log)
    expect(calls).toEqual(["build", "clean", "build"])
  })

  it("fails when the build from a clean cache fails too, once", () => {
    expect(() =>
      buildRetryingFromCleanCache(
        gatsby({ alwaysFails: true }),
        publicDir(),
        log
      )
    ).toThrow(/gatsby build failed with exit code 1, from a clean cache too/)
    expect(calls).toEqual(["build", "clean", "build"])
  })
})
