import { execFileSync } from "node:child_process"
import { randomBytes } from "node:crypto"
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import BetterSqlite3 from "better-sqlite3"
import * as tar from "tar"
import { writeBackup } from "../../plugins/app/backups/archive"
import {
  erasuresSince,
  recordErasure,
} from "../../plugins/app/backups/erasure-journal"
import {
  restoreBackup,
  RestoreRefused,
  type RestoreTarget,
} from "../../plugins/app/backups/restore"

// What a restore does with an archive it did not write, and the journal with lines it did not
// write: links, paths that climb out, names of its own, manifests of every wrong shape, a file
// cut short or damaged. Each is refused before anything changes: no database file appears, nothing
// is written outside the restore's own folder, and that folder is gone afterwards. Files only, so
// SQLite only.

let dir: string
let good: string
let target: RestoreTarget

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "coreval-hostile-"))
  const source = path.join(dir, "source.sqlite")
  const database = new BetterSqlite3(source)
  database.exec(
    "CREATE TABLE kept (id TEXT PRIMARY KEY); INSERT INTO kept VALUES ('a')"
  )
  database.close()
  good = path.join(dir, "good.tar.gz")
  await writeBackup(
    {
      kind: "sqlite",
      databaseUrl: `sqlite:${source}`,
      sqliteFile: source,
      liveLink: path.join(dir, "no-site"),
      migration: null,
      now: () => new Date(),
    },
    good
  )
  const place = path.join(dir, "target")
  target = {
    kind: "sqlite",
    databaseUrl: `sqlite:${place}/site.sqlite`,
    sqliteFile: path.join(place, "site.sqlite"),
    secretFile: path.join(place, "jwt-secret"),
    release: {
      buildOutputDir: path.join(place, "build"),
      releasesDir: path.join(place, "releases"),
      liveLink: path.join(place, "releases", "live"),
    },
    workDir: place,
    secretSet: true,
    force: false,
  }
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// The good archive's entries unpacked into a folder, changed by `change`, packed again.
async function repacked(
  change: (folder: string) => void,
  entries?: string[]
): Promise<string> {
  const folder = mkdtempSync(path.join(dir, "pack-"))
  await tar.x({ file: good, cwd: folder })
  change(folder)
  const file = path.join(dir, `${randomBytes(4).toString("hex")}.tar.gz`)
  await tar.c({ file, cwd: folder, gzip: true }, entries ?? readdirSync(folder))
  return file
}

async function expectRefused(archive: string, reason: RegExp) {
  await expect(restoreBackup(archive, target)).rejects.toThrow(RestoreRefused)
  await expect(restoreBackup(archive, target)).rejects.toThrow(reason)
  expect(existsSync(target.sqliteFile!)).toBe(false)
  expect(existsSync(path.join(dir, "escaped"))).toBe(false)
  expect(
    readdirSync(target.workDir).filter((name) => name.startsWith(".restore-"))
  ).toEqual([])
}

const manifestOf = (folder: string) =>
  JSON.parse(readFileSync(path.join(folder, "manifest.json"), "utf8"))

it("refuses links, names of its own and paths that climb out", async () => {
  await expectRefused(
    await repacked((folder) => symlinkSync("/", path.join(folder, "site"))),
    /entries no backup writes \(site\)/
  )
  await expectRefused(
    await repacked((folder) =>
      writeFileSync(path.join(folder, "run-me.sh"), "#!/bin/sh\n")
    ),
    /entries no backup writes \(run-me\.sh\)/
  )
  // GNU tar keeps a leading ../ with -P; node-tar, strict, refuses it.
  const climbing = path.join(dir, "climbing.tar.gz")
  const inside = mkdtempSync(path.join(dir, "inside-"))
  await tar.x({ file: good, cwd: inside })
  writeFileSync(path.join(dir, "escaped"), "x")
  execFileSync(
    "tar",
    ["-czPf", climbing, "manifest.json", "database.sqlite", "../escaped"],
    { cwd: inside }
  )
  rmSync(path.join(dir, "escaped"))
  await expectRefused(climbing, /cannot be read|entries no backup writes/)
})

it("refuses manifests of every wrong shape", async () => {
  const shapes: unknown[] = [
    null,
    [],
    "manifest",
    42,
    { format: 2 },
    { kind: "mysql" },
    { createdAt: "yesterday" },
    { createdAt: 12 },
    { files: {} },
    { files: [] },
    { files: [{ path: "../../etc/passwd", bytes: 1, sha256: "0" }] },
    { files: [{ path: "database.dump", bytes: 1, sha256: "0" }] },
    { files: [null] },
    { kind: "x".repeat(100_000) },
  ]
  for (const shape of shapes) {
    const archive = await repacked((folder) => {
      const manifest = manifestOf(folder)
      const changed =
        shape && typeof shape === "object" && !Array.isArray(shape)
          ? { ...manifest, ...shape }
          : shape
      writeFileSync(path.join(folder, "manifest.json"), JSON.stringify(changed))
    })
    await expectRefused(archive, /not an archive of `npm run backup`/)
  }
  for (const text of ["{ not json", "{}", ""])
    await expectRefused(
      await repacked((folder) =>
        writeFileSync(path.join(folder, "manifest.json"), text)
      ),
      /not an archive/
    )
})

it("refuses a damaged database, a file cut short, and bytes that are no archive", async () => {
  await expectRefused(
    await repacked((folder) =>
      writeFileSync(path.join(folder, "database.sqlite"), randomBytes(4096))
    ),
    /database\.sqlite is missing or damaged/
  )
  await expectRefused(
    await repacked(() => {}, ["manifest.json"]),
    /database\.sqlite is missing or damaged/
  )
  const whole = readFileSync(good)
  for (const bytes of [
    whole.subarray(0, Math.floor(whole.length / 2)),
    randomBytes(10_000),
    Buffer.alloc(0),
  ]) {
    const file = path.join(dir, "cut.tar.gz")
    writeFileSync(file, bytes)
    await expect(restoreBackup(file, target)).rejects.toThrow(RestoreRefused)
  }
  expect(existsSync(target.sqliteFile!)).toBe(false)
})

it("refuses an archive whose secret stayed with its operator while JWT_SECRET is unset", async () => {
  await expect(
    restoreBackup(good, { ...target, secretSet: false })
  ).rejects.toThrow(/set the same JWT_SECRET/)
  expect(existsSync(target.sqliteFile!)).toBe(false)
})

it("restores the good archive after all that", async () => {
  mkdirSync(target.workDir, { recursive: true })
  const manifest = await restoreBackup(good, target)
  expect(manifest).toMatchObject({ kind: "sqlite", secret: "environment" })
  const database = new BetterSqlite3(target.sqliteFile!, { readonly: true })
  expect(database.prepare("SELECT id FROM kept").all()).toEqual([{ id: "a" }])
  database.close()
})

it("reads only whole, well-formed lines of the erasure journal", async () => {
  const journal = path.join(dir, "journal", "erasures.jsonl")
  const hash = (n: number) => n.toString(16).padStart(64, "0")
  await recordErasure(journal, {
    at: "2027-01-01T00:00:00.000Z",
    hash: hash(1),
  })
  const junk = [
    "",
    "not json",
    "{}",
    "[]",
    "null",
    JSON.stringify({ at: "2027-01-02T00:00:00.000Z", hash: "ABC" }),
    JSON.stringify({ at: 5, hash: hash(9) }),
    JSON.stringify({ at: "2027-01-02T00:00:00.000Z", hash: hash(2).repeat(2) }),
    JSON.stringify({ at: "2027-01-02T00:00:00.000Z" }),
    "x".repeat(100_000),
  ]
  writeFileSync(journal, `${junk.join("\n")}\n`, { flag: "a" })
  await recordErasure(journal, {
    at: "2027-01-03T00:00:00.000Z",
    hash: hash(3),
  })
  // A line cut short by a crash, and the next erasure after it.
  writeFileSync(journal, '{"at":"2027-01-04T00:00:00.000Z","ha', { flag: "a" })
  await recordErasure(journal, {
    at: "2027-01-05T00:00:00.000Z",
    hash: hash(5),
  })
  expect(await erasuresSince(journal, "2026-12-31T00:00:00.000Z")).toEqual([
    { at: "2027-01-01T00:00:00.000Z", hash: hash(1) },
    { at: "2027-01-03T00:00:00.000Z", hash: hash(3) },
    { at: "2027-01-05T00:00:00.000Z", hash: hash(5) },
  ])
  expect(await erasuresSince(journal, "2027-01-04T00:00:00.000Z")).toEqual([
    { at: "2027-01-05T00:00:00.000Z", hash: hash(5) },
  ])
  expect(await erasuresSince(path.join(dir, "none.jsonl"), "")).toEqual([])
})
