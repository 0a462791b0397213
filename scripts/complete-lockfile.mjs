// Records in package-lock.json the platform binaries (darwin, win32, freebsd...) that this
// machine's npm registry mirror does not serve. `npm install` silently leaves them out when the
// registry answers 404, and `npm ci` then refuses the lock as out of sync with the packages'
// optionalDependencies. Each missing package gets an entry with its os/cpu/libc, read off its
// name, so npm ci skips it here as another platform's binary and other machines fetch it by
// version. Run after `npm install` changes the lock: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs"

const LOCK = new URL("../package-lock.json", import.meta.url)

const OS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "win32",
  "openharmony",
  "netbsd",
  "openbsd",
  "sunos",
  "aix",
]
const CPU = [
  "arm64",
  "x64",
  "ia32",
  "arm",
  "loong64",
  "ppc64",
  "riscv64",
  "s390x",
  "mips64el",
]

/** os, cpu and libc of a platform package, from the tokens of its name. */
function platformOf(name) {
  const tokens = name.split("/").pop().split("-")
  if (tokens.includes("wasm32")) return { cpu: ["wasm32"] }
  const platform = {}
  const os = tokens.find((token) => OS.includes(token))
  const cpu = tokens.find((token) => CPU.includes(token))
  if (os) platform.os = [os]
  if (cpu) platform.cpu = [cpu]
  if (tokens.some((token) => token.startsWith("musl"))) platform.libc = ["musl"]
  else if (os === "linux" && tokens.some((token) => token.startsWith("gnu")))
    platform.libc = ["glibc"]
  return platform
}

function completeLockfile() {
  const lock = JSON.parse(readFileSync(LOCK, "utf8"))
  const added = []
  for (const [path, entry] of Object.entries(lock.packages)) {
    const prefix = path ? `${path}/node_modules/` : "node_modules/"
    for (const [name, version] of Object.entries(
      entry.optionalDependencies ?? {}
    )) {
      const resolvable = [prefix + name, `node_modules/${name}`].some(
        (at) => lock.packages[at]
      )
      const platform = platformOf(name)
      if (resolvable || !platform.cpu) continue
      const at = `node_modules/${name}`
      // Keys in the order npm itself writes them, so a later npm install leaves the entry as is.
      lock.packages[at] = {
        version,
        ...(platform.cpu ? { cpu: platform.cpu } : {}),
        ...(entry.dev ? { dev: true } : {}),
        ...(entry.devOptional ? { devOptional: true } : {}),
        ...(platform.libc ? { libc: platform.libc } : {}),
        optional: true,
        ...(platform.os ? { os: platform.os } : {}),
      }
      added.push(`${name}@${version}`)
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === "" ? -1 : b === "" ? 1 : a.localeCompare(b)
    )
  )
  writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(
    added.length
      ? `recorded ${added.length} platform packages:\n  ${added.join("\n  ")}`
      : "lock complete"
  )
}

completeLockfile()
