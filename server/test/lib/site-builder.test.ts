import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { runSiteBuild } from "../../lib/site-builder"

// A process counts as gone once it has exited, even while nobody has reaped it yet.
function alive(pid: number) {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"))
  } catch {
    return false
  }
}

async function gone(pids: number[], withinMs = 3_000) {
  const until = Date.now() + withinMs
  while (pids.some(alive) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return pids.filter(alive)
}

it("stops the build and its workers when the server is killed with SIGKILL", async () => {
  const pidsFile = path.join(
    mkdtempSync(path.join(os.tmpdir(), "coreval-build-")),
    "pids.json"
  )
  const parent = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(__dirname, "..", "fixtures", "build-parent.ts"),
    ],
    { stdio: "inherit", env: { ...process.env, PIDS_FILE: pidsFile } }
  )
  while (!existsSync(pidsFile) && parent.exitCode === null) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const pids = JSON.parse(readFileSync(pidsFile, "utf8"))
  expect(alive(pids.build) && alive(pids.worker)).toBe(true)

  parent.kill("SIGKILL")

  expect(await gone([pids.build, pids.worker])).toEqual([])
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

  const long = runSiteBuild(
    [process.execPath, "-e", "setInterval(() => {}, 1000)"],
    { cwd: process.cwd(), env: process.env }
  )
  setTimeout(() => long.kill(), 300)
  await expect(long.done).rejects.toThrow(/was stopped \(SIGTERM\)/)
})
