import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { BRAND, build, validContact } from "../helper"

// The database, its journal files and the kept secret hold hashes and visitors' messages: they are
// 0600, in a 0700 folder, whatever the umask, and an earlier version's looser files are tightened
// at start.

const mode = (file: string) => statSync(file).mode & 0o777

describe("the SQLite files", () => {
  let dir: string
  let umask: number
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "coreval-modes-"))
    umask = process.umask(0o022)
  })
  afterEach(() => {
    process.umask(umask)
    rmSync(dir, { recursive: true, force: true })
  })

  it("are readable by their owner only, in a folder of mode 0700", async () => {
    const folder = path.join(dir, "data")
    const file = path.join(folder, "site.sqlite")
    const app = await build({ DATABASE_URL: `sqlite:${file}`, JWT_SECRET: "" })
    try {
      // A write, so the journal files exist.
      await app.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: validContact,
      })
      expect(mode(folder)).toBe(0o700)
      for (const name of [
        "site.sqlite",
        "site.sqlite-wal",
        "site.sqlite-shm",
        "jwt-secret",
      ]) {
        expect(existsSync(path.join(folder, name))).toBe(true)
        expect([name, mode(path.join(folder, name))]).toEqual([name, 0o600])
      }
    } finally {
      await app.close()
    }
  })

  it("are tightened at start when an earlier version left them open", async () => {
    const folder = path.join(dir, "data")
    mkdirSync(folder, { mode: 0o755 })
    chmodSync(folder, 0o755)
    const file = path.join(folder, "site.sqlite")
    writeFileSync(file, "")
    chmodSync(file, 0o644)
    writeFileSync(path.join(folder, "jwt-secret"), `${"s".repeat(48)}\n`)
    chmodSync(path.join(folder, "jwt-secret"), 0o644)
    const app = await build({ DATABASE_URL: `sqlite:${file}`, JWT_SECRET: "" })
    try {
      expect(mode(folder)).toBe(0o700)
      expect(mode(file)).toBe(0o600)
      expect(mode(path.join(folder, "jwt-secret"))).toBe(0o600)
    } finally {
      await app.close()
    }
  })
})
