import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseEnv } from "node:util"
import { readConfig, root } from "../plugins/external/env"

// The files of deploy/ (docs/deploy.md), checked by their own tools: systemd's unit by
// `systemd-analyze verify`, the Caddyfiles by `caddy validate` and `caddy fmt`. npm test installs
// Debian's caddy (scripts/test.mjs); a tool that is missing fails the test rather than skipping it.
// Each check is also shown a broken copy, so it is known to catch one. It reads files only, so it
// runs on SQLite only.

const deploy = path.join(root, "deploy")
const read = (name: string) => readFileSync(path.join(deploy, name), "utf8")

// Issue #46's variables, read by the metrics and the backups' plugins.
const OPERATIONS = ["METRICS_TOKEN", "BACKUP_DIR", "BACKUP_KEEP"]

let dir: string
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "coreval-deploy-"))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function run(tool: string, args: string[]) {
  const result = spawnSync(tool, args, {
    encoding: "utf8",
    // caddy keeps its state under HOME: the test's folder, not the user's.
    env: { PATH: process.env.PATH, HOME: dir },
  })
  if (result.error)
    throw new Error(
      `${tool} could not run (${result.error.message}): npm test installs it`
    )
  return result
}

describe("deploy/coreval.service", () => {
  // verify checks that ExecStart's program exists: /usr/bin/npm on Debian with NodeSource's
  // Node, elsewhere on a machine with another Node. The copy runs this machine's npm; the rest
  // of the unit is as shipped.
  const npm = () => run("sh", ["-c", "command -v npm"]).stdout.trim()
  const verify = (unit: string) => {
    const file = path.join(dir, "coreval.service")
    writeFileSync(
      file,
      unit.replace("ExecStart=/usr/bin/npm ", `ExecStart=${npm()} `)
    )
    const result = run("systemd-analyze", ["verify", file])
    // verify exits 0 on an unknown key or a value it cannot parse, and says so on stderr.
    const problems = result.stderr
      .split("\n")
      .filter((line) => line.includes("coreval.service"))
    return { status: result.status, problems }
  }

  it("passes systemd-analyze verify", () => {
    expect(npm()).toMatch(/\/npm$/)
    expect(verify(read("coreval.service"))).toEqual({ status: 0, problems: [] })
  })

  it("is known to fail a misspelt key or a wrong value", () => {
    const unit = read("coreval.service")
    expect(
      verify(unit.replace("ProtectSystem=", "ProtectSystm=")).problems
    ).toEqual([expect.stringContaining("Unknown key 'ProtectSystm'")])
    expect(
      verify(unit.replace("ProtectSystem=strict", "ProtectSystem=stricter"))
        .problems
    ).toEqual([expect.stringContaining("protect system value")])
  })

  it("can write where the example environment keeps the database, the releases and the backups", () => {
    const writable = /^ReadWritePaths=(.*)$/m
      .exec(read("coreval.service"))![1]
      .split(/\s+/)
    const env = parseEnv(read("coreval.env.example"))
    const places = [
      path.dirname(env.DATABASE_URL!.slice("sqlite:".length)),
      env.RELEASES_DIR!,
      env.BACKUP_DIR!,
    ]
    for (const place of places)
      expect(
        writable.some((folder) => `${place}/`.startsWith(`${folder}/`))
      ).toBe(true)
    expect(read("coreval.service")).toMatch(
      /^EnvironmentFile=\/etc\/coreval\/coreval\.env$/m
    )
  })
})

describe("deploy/coreval.env.example", () => {
  it("sets every variable the server reads, and no other", () => {
    const example = Object.keys(parseEnv(read("coreval.env.example")))
    const variables = Object.keys(readConfig({})).filter((key) =>
      /^[A-Z_]+$/.test(key)
    )
    expect(example).toEqual(expect.arrayContaining(variables))
    expect(variables.concat(OPERATIONS)).toEqual(
      expect.arrayContaining(example)
    )
  })
})

describe.each(["Caddyfile", "Caddyfile.balancer"])("deploy/%s", (name) => {
  const validate = (text: string) => {
    const file = path.join(dir, name)
    writeFileSync(file, text)
    return run("caddy", [
      "validate",
      "--config",
      file,
      "--adapter",
      "caddyfile",
    ])
  }

  it("passes caddy validate, formatted as caddy fmt writes it", () => {
    const result = validate(read(name))
    expect({ status: result.status, stdout: result.stdout }).toEqual({
      status: 0,
      stdout: "Valid configuration\n",
    })
    expect(run("caddy", ["fmt", path.join(deploy, name)]).stdout).toBe(
      read(name)
    )
  })

  it("is known to fail a directive caddy does not know", () => {
    const broken = validate(read(name).replace("health_uri", "health_url"))
    expect(broken.status).not.toBe(0)
    expect(broken.stderr).toContain("health_url")
  })

  it("checks the servers on /healthz and keeps /metrics from the public", () => {
    const text = read(name)
    expect(text).toMatch(/^\s*health_uri \/healthz$/m)
    expect(text).toMatch(/^\s*@metrics path \/metrics \/metrics\/\*$/m)
    expect(text).toMatch(/^\s*respond @metrics 404$/m)
  })
})
