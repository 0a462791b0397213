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
  keptReleases,
  KEPT_RELEASES,
  liveMarker,
  restoreRelease,
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

it("makes a finished build live, once, and keeps the last ten releases, each restorable at once", async () => {
  build("b01", "one")
  expect(await installRelease(paths)).toMatchObject({ buildId: "b01" })
  expect(live()).toBe("one")
  expect(await installRelease(paths)).toMatchObject({ buildId: "b01" })
  expect(releases()).toEqual(["b01"])

  build("b02", "two")
  await installRelease(paths)
  expect(live()).toBe("two")
  expect(releases()).toEqual(["b01", "b02"])

  for (let n = 3; n <= 11; n++) {
    build(`b${String(n).padStart(2, "0")}`, `build ${n}`)
    await installRelease(paths)
  }
  expect(releases()).toHaveLength(KEPT_RELEASES)
  expect(releases()).not.toContain("b01")
  expect([...(await keptReleases(paths))].sort()).toEqual(releases())

  expect(await restoreRelease(paths, "b02")).toMatchObject({ buildId: "b02" })
  expect(live()).toBe("two")
  expect(await restoreRelease(paths, "b01")).toBeNull()
  expect(live()).toBe("two")
})

it("does not put an older build over a newer live one when asked only for a newer one", async () => {
  build("b2", "two")
  await installRelease(paths)
  writeFileSync(
    path.join(paths.buildOutputDir, ".panel-build.json"),
    JSON.stringify({ buildId: "b1", builtAt: "b0-time", digest: "d" })
  )
  expect(await installRelease(paths, { onlyIfNewer: true })).toMatchObject({
    buildId: "b2",
  })
  expect(live()).toBe("two")
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
