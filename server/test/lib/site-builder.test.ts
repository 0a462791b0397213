import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { runSiteBuild } from "../../plugins/app/publishing/site-builder"
import { eventually } from "../eventually"

// A process counts as gone once it has exited, even while nobody has reaped it yet.
function alive(pid: number) {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"))
  } catch {
    return false
  }
}

// A path in a fresh folder of its own, where the fixture writes what the test waits for.
const temporaryFile = (name: string) =>
  path.join(mkdtempSync(path.join(os.tmpdir(), "coreval-build-")), name)

const gone = (pids: number[]) =>
  eventually(
    async () => pids.filter(alive),
    (left) => left.length === 0,
    3_000
  )

it("stops the build and its workers when the server is killed with SIGKILL", async () => {
  const pidsFile = temporaryFile("pids.json")
  const parent = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(__dirname, "..", "fixtures", "build-parent.ts"),
    ],
    { stdio: "inherit", env: { ...process.env, PIDS_FILE: pidsFile } }
  )
  await eventually(
    async () => existsSync(pidsFile) || parent.exitCode !== null,
    Boolean
  )
  const pids = JSON.parse(readFileSync(pidsFile, "utf8"))
  expect(alive(pids.build) && alive(pids.worker)).toBe(true)

  parent.kill("SIGKILL")

  await gone([pids.build, pids.worker])
})

it("reports a build that fails with Gatsby's error, and one that is stopped", async () => {
  const failing = runSiteBuild(
    [
      process.execPath,
      "-e",
      `console.log(" ERROR #85923  GRAPHQL\\n\\nThere was an error in your GraphQL query"); process.exit(1)`,
    ],
    { cwd: process.cwd(), env: process.env }
  )
  await expect(failing.done).rejects.toThrow(
    /failed with exit code 1: ERROR #85923 {2}GRAPHQL\nThere was an error/
  )

  // A build that says it has started (a file appears), then works until it is stopped.
  const started = temporaryFile("started")
  const long = runSiteBuild(
    [
      process.execPath,
      "-e",
      `require("node:fs").writeFileSync(${JSON.stringify(started)}, ""); setInterval(() => {}, 1000)`,
    ],
    { cwd: process.cwd(), env: process.env }
  )
  await eventually(async () => existsSync(started), Boolean)
  long.kill()
  await expect(long.done).rejects.toThrow(/was stopped \(SIGTERM\)/)
})
