import { spawn, spawnSync } from "node:child_process"
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import pg from "pg"
import { freePort, stopChild, waitFor } from "./process"

// A throw-away PostgreSQL cluster for one test run: Debian's postgresql binaries, a data folder,
// socket folder and port of its own (the port chosen now, so several checkouts can test at once
// on one machine), and no durability, which tests do not need. PostgreSQL refuses to run as root,
// so under root the cluster belongs to the `postgres` user the Debian package creates.

export interface PostgresCluster {
  url: string
  stop(): Promise<void>
}

export function postgresBinaries(): string | null {
  const root = "/usr/lib/postgresql"
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, "bin", "postgres")))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? path.join(root, versions[0], "bin") : null
}

export function serviceUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const id = (flag: string) =>
    Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout)
  const uid = id("-u")
  if (!uid)
    throw new Error(
      "PostgreSQL cannot run as root and there is no postgres user"
    )
  return { uid, gid: id("-g") }
}

// A new, empty cluster's folder (`dir`, its data in `dir/data`), owned by the user PostgreSQL runs
// as, initialised for tests: trusted local logins, UTF-8, nothing synced to disk.
export function initCluster(prefix: string) {
  const bin = postgresBinaries()
  if (!bin)
    throw new Error(
      "PostgreSQL is not installed: npm test installs it (apt-get install postgresql)"
    )
  const user = serviceUser()
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  if (user) chownSync(dir, user.uid, user.gid)
  const data = path.join(dir, "data")
  const init = spawnSync(
    path.join(bin, "initdb"),
    [
      "-D",
      data,
      "-U",
      "postgres",
      "-A",
      "trust",
      "-E",
      "UTF8",
      "--no-sync",
      "--locale=C",
    ],
    { ...user, cwd: dir, encoding: "utf8" }
  )
  if (init.status !== 0)
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`)
  return { bin, user, dir, data }
}

export async function startPostgres(): Promise<PostgresCluster> {
  const { bin, user, dir, data } = initCluster("coreval-pg-")

  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort()
    const child = spawn(
      path.join(bin, "postgres"),
      [
        "-D",
        data,
        "-p",
        String(port),
        "-k",
        dir,
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        "fsync=off",
        "-c",
        "synchronous_commit=off",
        "-c",
        "full_page_writes=off",
        "-c",
        "max_connections=400",
      ],
      { ...user, cwd: dir, stdio: ["ignore", "ignore", "pipe"] }
    )
    let log = ""
    child.stderr!.on("data", (chunk) => (log += chunk))
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`
    try {
      await waitFor(
        child,
        () => canConnect(url),
        30_000,
        () => log
      )
      return {
        url,
        stop: async () => {
          await stopChild(child, "SIGINT")
          rmSync(dir, { recursive: true, force: true })
        },
      }
    } catch (error) {
      lastError = error
      await stopChild(child, "SIGINT")
    }
  }
  rmSync(dir, { recursive: true, force: true })
  throw lastError
}

async function canConnect(url: string) {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}
