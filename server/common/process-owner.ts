import { randomBytes } from "node:crypto"
import { readFileSync, readlinkSync } from "node:fs"
import os from "node:os"

// Who holds a claim or writes a temporary folder, told apart well enough to know, after a crash,
// that the holder is gone: an e-mail claimed by a process that was killed, or a release copy it
// left half-made, need not wait for a lease or an age to run out when the holder is known dead.
//
// An owner is a host, a process id and that process's start time. The host is the hostname with,
// on Linux, the process-id namespace (two containers may share a hostname but never see each
// other's processes). A process id is reused once its process ends (in a container the server is
// often pid 1 after every restart), so a live process with the holder's id is the holder only if
// it started when the holder did: Linux's /proc/<pid>/stat gives the start in clock ticks since
// boot, with the boot's id beside it. Without /proc, a live process with that id counts as the
// holder: the caller then falls back on its lease or age, which is late but never wrong.
//
// Written as one string, `host~pid~started`, '~' being a character no hostname or number holds,
// and nothing a file name may not: it names claims (plugins/app/jobs/jobs.ts) and folders
// (plugins/app/publishing/site-release.ts).

export interface ProcessOwner {
  host: string
  pid: number
  // "<boot id>.<start tick>" on Linux; "" where it cannot be read.
  started: string
}

const SEPARATOR = "~"

function readOr(read: () => string, otherwise = "") {
  try {
    return read()
  } catch {
    return otherwise
  }
}

const pidNamespace = readOr(
  () => /\[(\d+)\]/.exec(readlinkSync("/proc/self/ns/pid"))?.[1] ?? ""
)
const bootId = readOr(() =>
  readFileSync("/proc/sys/kernel/random/boot_id", "utf8")
    .trim()
    .replace(/-/g, "")
    .slice(0, 12)
)

// The start of process `pid` in clock ticks since boot (field 22 of /proc/<pid>/stat, counted
// after the command name, which may itself hold spaces and parentheses), or null when there is
// no such process or no /proc.
function startTick(pid: number): string | null {
  const stat = readOr(() => readFileSync(`/proc/${pid}/stat`, "utf8"))
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  return fields.length > 19 ? fields[19] : null
}

function startedOf(pid: number) {
  const tick = bootId ? startTick(pid) : null
  return tick ? `${bootId}.${tick}` : ""
}

const sanitize = (text: string) => text.replace(/[^A-Za-z0-9.-]/g, "-")

const host =
  sanitize(os.hostname()) + (pidNamespace ? `.ns${pidNamespace}` : "")

/** The process with this id on this host, as it would name itself. */
export const processOnThisHost = (pid: number): ProcessOwner => ({
  host,
  pid,
  started: startedOf(pid),
})

/** This process. */
export const thisProcess = processOnThisHost(process.pid)

export function ownerTag(owner: ProcessOwner = thisProcess): string {
  return [owner.host, owner.pid, owner.started].join(SEPARATOR)
}

/** A tag of this process with a random part, different for each call (one per job engine). */
export function uniqueTag() {
  return `${ownerTag()}${SEPARATOR}${randomBytes(6).toString("hex")}`
}

/** The owner a tag (or a tag followed by more ~-separated parts) names, or null. */
export function parseOwnerTag(tag: string): ProcessOwner | null {
  const [host, pid, started] = tag.split(SEPARATOR)
  if (!host || started === undefined || !/^\d+$/.test(pid)) return null
  return { host, pid: Number(pid), started }
}

/**
 * What is known of the owner: `gone` when it ran on this host (the same pid namespace) and no
 * process with its id runs, or the one that does started at another time; `alive` when it is
 * this process or one that started when it did; `unknown` otherwise (another host, or no start
 * time to compare with a live process of that id): the caller then waits for a lease or an age.
 */
export function ownerState(owner: ProcessOwner): "alive" | "gone" | "unknown" {
  if (owner.host !== thisProcess.host) return "unknown"
  if (owner.pid === thisProcess.pid)
    return owner.started === thisProcess.started ? "alive" : "gone"
  if (owner.started && thisProcess.started) {
    return startedOf(owner.pid) === owner.started ? "alive" : "gone"
  }
  try {
    process.kill(owner.pid, 0)
    return "unknown"
  } catch (error) {
    // EPERM: a process of another user has that id; perhaps the owner, perhaps not.
    return (error as NodeJS.ErrnoException).code === "ESRCH"
      ? "gone"
      : "unknown"
  }
}
