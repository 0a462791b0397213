import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  mkdirSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  installRelease,
  liveMarker,
  type ReleasePaths,
} from "../../lib/site-release"

// How a finished build becomes the live site: copied whole, then the live link swapped to it.

let dir: string
let paths: ReleasePaths
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "site-release-test-"))
  paths = {
    buildOutputDir: path.join(dir, "public"),
    releasesDir: path.join(dir, ".site"),
    liveLink: path.join(dir, ".site", "live"),
  }
  mkdirSync(paths.buildOutputDir)
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const build = (buildId: string, page: string) => {
  writeFileSync(path.join(paths.buildOutputDir, "index.html"), page)
  writeFileSync(
    path.join(paths.buildOutputDir, ".panel-build.json"),
    JSON.stringify({ buildId, builtAt: `${buildId}-time`, digest: "d" })
  )
}
const unfinish = () =>
  rmSync(path.join(paths.buildOutputDir, ".panel-build.json"))
const live = () => readFileSync(path.join(paths.liveLink, "index.html"), "utf8")
const releases = () =>
  readdirSync(path.join(paths.releasesDir, "releases")).sort()

it("installs nothing from an unfinished build", async () => {
  writeFileSync(path.join(paths.buildOutputDir, "index.html"), "half")
  expect(await installRelease(paths)).toBeNull()
  expect(await liveMarker(paths)).toBeNull()
})

it("makes a finished build live, once, and keeps the previous release for requests still reading it", async () => {
  build("b1", "one")
  expect(await installRelease(paths)).toMatchObject({ buildId: "b1" })
  expect(live()).toBe("one")
  expect(await installRelease(paths)).toMatchObject({ buildId: "b1" })
  expect(releases()).toEqual(["b1"])

  build("b2", "two")
  await installRelease(paths)
  expect(live()).toBe("two")
  expect(releases()).toEqual(["b1", "b2"])

  build("b3", "three")
  await installRelease(paths)
  expect(releases()).toEqual(["b2", "b3"])
})

it("keeps the live site when the next build stops half-way", async () => {
  build("b1", "one")
  await installRelease(paths)
  build("b2", "two, half-written")
  unfinish()
  expect(await installRelease(paths)).toMatchObject({ buildId: "b1" })
  expect(live()).toBe("one")
})

it("copies, so the next build writing in place does not change the live site", async () => {
  build("b1", "one")
  await installRelease(paths)
  writeFileSync(
    path.join(paths.buildOutputDir, "index.html"),
    "rewritten in place"
  )
  expect(live()).toBe("one")
})
