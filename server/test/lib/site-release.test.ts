import { spawnSync } from "node:child_process"
import {
  lutimesSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
  mkdirSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  ownerTag,
  thisProcess,
  type ProcessOwner,
} from "../../common/process-owner"
import {
  filesShowing,
  installRelease,
  keptReleases,
  KEPT_RELEASES,
  liveMarker,
  restoreRelease,
  removeAbandoned,
  removeFilesNamed,
  type ReleasePaths,
} from "../../plugins/app/publishing/site-release"

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

it("finds an erased person's words in a build as whole words, in a file's name or text, case aside", async () => {
  const files: Record<string, string> = {
    "annual/index.html": "<h1>Annual report</h1><p>By Joanne</p>",
    "team/index.html": "<p>Our tutor ANN SMITH</p>",
    "static/ab12/ann-smith.webp": "",
    "static/ab12/annotated.webp": "",
    "page-data.json": '{"teacherId":"0af3"}',
  }
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, "public", name)), { recursive: true })
    writeFileSync(path.join(dir, "public", name), text)
  }
  const shown = async (terms: string[]) =>
    (await filesShowing(path.join(dir, "public"), terms))
      .map((file) => path.relative(path.join(dir, "public"), file))
      .sort()
  expect(await shown(["Ann"])).toEqual([
    "static/ab12/ann-smith.webp",
    "team/index.html",
  ])
  expect(await shown(["0af3", ""])).toEqual(["page-data.json"])
  expect(await shown([])).toEqual([])
  expect(await removeFilesNamed(path.join(dir, "public"), ["ann", ""])).toBe(1)
  expect(await shown(["Smith"])).toEqual(["team/index.html"])
})

describe("what crashes leave behind", () => {
  const releasesOf = () => path.join(paths.releasesDir, "releases")
  const aged = (file: string, ms: number) => {
    const then = (Date.now() - ms) / 1000
    utimesSync(file, then, then)
  }
  let copies = 0
  const partial = (owner: ProcessOwner | string, ageMs = 0) => {
    const tag = typeof owner === "string" ? owner : ownerTag(owner)
    const file = path.join(releasesOf(), `b9.partial-${tag}~${++copies}`)
    mkdirSync(file, { recursive: true })
    writeFileSync(path.join(file, "index.html"), "half a copy")
    if (ageMs) aged(file, ageMs)
    return path.basename(file)
  }
  const HOUR = 60 * 60_000

  it("removes a partial copy whose copier has ended on this host, at once, and keeps the ones still being made", async () => {
    const ended = spawnSync(process.execPath, ["-e", ""]).pid!
    const killed = partial({ ...thisProcess, pid: ended, started: "x.1" })
    // The server restarted with the same pid (pid 1 in a container): another start time.
    const restarted = partial({ ...thisProcess, started: "earlier.1" })
    // This very process, copying for an hour and more: still at work.
    const ours = partial(thisProcess, 2 * HOUR)
    const elsewhere = partial({ host: "other-host", pid: 1, started: "" })

    const removed = await removeAbandoned(paths)
    expect(removed.sort()).toEqual([killed, restarted].sort())
    expect(readdirSync(releasesOf()).sort()).toEqual([ours, elsewhere].sort())
  })

  it("removes another host's partial copy, or one it cannot attribute, once it is an hour old", async () => {
    const fresh = partial({ host: "other-host", pid: 1, started: "" })
    const old = partial({ host: "other-host", pid: 1, started: "" }, 2 * HOUR)
    const unnamed = partial("1a2b3c4d", 2 * HOUR)
    const removed = await removeAbandoned(paths)
    expect(removed.sort()).toEqual([old, unnamed].sort())
    expect(readdirSync(releasesOf())).toEqual([fresh])
  })

  it("removes a folder moved aside from the live link, and a link never swapped in, once ten minutes old", async () => {
    build("b1", "one")
    await installRelease(paths)
    const folder = path.dirname(paths.liveLink)
    const old = `live.old-${Date.now() - HOUR}`
    const recent = `live.old-${Date.now() - 1000}`
    for (const name of [old, recent]) mkdirSync(path.join(folder, name))
    symlinkSync("releases/b1", path.join(folder, "live.next-00ff00ff"))
    symlinkSync("releases/b1", path.join(folder, "live.next-11ee11ee"))
    const then = (Date.now() - HOUR) / 1000
    lutimesSync(path.join(folder, "live.next-00ff00ff"), then, then)

    expect((await removeAbandoned(paths)).sort()).toEqual(
      [old, "live.next-00ff00ff"].sort()
    )
    expect(readdirSync(folder).sort()).toEqual(
      ["live", "live.next-11ee11ee", recent, "releases"].sort()
    )
    expect(live()).toBe("one")
  })

  it("cleans up after every swap too", async () => {
    const killed = partial({ ...thisProcess, started: "earlier.1" })
    build("b1", "one")
    await installRelease(paths)
    expect(releases()).toEqual(["b1"])
    expect(releases()).not.toContain(killed)
  })
})
