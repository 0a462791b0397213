import { spawn } from "node:child_process"
import { once } from "node:events"
import {
  ownerState,
  ownerTag,
  parseOwnerTag,
  processOnThisHost,
  thisProcess,
  uniqueTag,
} from "../../common/process-owner"

// Telling, after a crash, that the holder of a claim or a half-made folder is gone: a real
// process killed with SIGKILL, and the pid reuse that makes a bare "is pid N alive?" wrong.

it("knows a process that runs from one that was killed", async () => {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"])
  try {
    const owner = processOnThisHost(child.pid!)
    expect(ownerState(owner)).toBe("alive")
    child.kill("SIGKILL")
    await once(child, "exit")
    expect(ownerState(owner)).toBe("gone")
  } finally {
    child.kill("SIGKILL")
  }
})

it("takes a process with the owner's id but another start time for another process", () => {
  // The server restarted and got its old pid again (pid 1 in a container, say).
  expect(ownerState({ ...thisProcess, started: "0a1b2c3d4e5f.1" })).toBe("gone")
  expect(ownerState(thisProcess)).toBe("alive")
  // pid 1 runs, but did not start when this made-up owner did.
  expect(
    ownerState({ ...processOnThisHost(1), started: "0a1b2c3d4e5f.1" })
  ).toBe("gone")
})

it("cannot tell for another host", () => {
  expect(ownerState({ host: "elsewhere", pid: 1, started: "" })).toBe("unknown")
})

it("reads back the owner from a tag, with or without a random part", () => {
  expect(parseOwnerTag(ownerTag())).toEqual(thisProcess)
  expect(parseOwnerTag(uniqueTag())).toEqual(thisProcess)
  expect(uniqueTag()).not.toBe(uniqueTag())
  // Claims made before owners were named: host:pid:random.
  expect(parseOwnerTag("web-1:4242:0a1b2c3d4e5f")).toBeNull()
})
