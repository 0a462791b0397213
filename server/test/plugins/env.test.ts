import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseEnv } from "node:util"
import { environment, readConfig, root } from "../../plugins/external/env"

// The environment (docs/configuration.md): weak secrets stop the server, .env is read when present
// and the environment wins over it, and .env.example lists every variable.

describe("weak secrets", () => {
  it.each([
    ["JWT_SECRET", "only-31-characters-long-secret!", 32],
    ["ADMIN_PASSWORD", "eleven char", 12],
  ])(
    "refuses %s when it is set and too short, naming it",
    (name, value, min) => {
      expect(value.length).toBe(min - 1)
      expect(() => readConfig({ [name]: value })).toThrow(
        new RegExp(`^${name} must be at least ${min} characters`)
      )
      expect(() => readConfig({ [name]: value + "x" })).not.toThrow()
    }
  )

  it("takes them unset as before: a kept or generated secret, a generated password", () => {
    expect(readConfig({ JWT_SECRET: "", ADMIN_PASSWORD: "" })).toMatchObject({
      JWT_SECRET: "",
      ADMIN_PASSWORD: "",
    })
  })

  it("stop the server from starting, with a message that names the variable", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "coreval-weak-"))
    try {
      const result = spawnSync(
        process.execPath,
        ["--import", "tsx", path.join(root, "server", "server.ts")],
        {
          cwd: root,
          encoding: "utf8",
          timeout: 60_000,
          env: {
            PATH: process.env.PATH,
            FASTIFY_AUTOLOAD_TYPESCRIPT: "1",
            PORT: "0",
            // A test never builds the real site: its server would build this checkout.
            SITE_BUILD: "off",
            DATABASE_URL: `sqlite:${path.join(dir, "site.sqlite")}`,
            JWT_SECRET: "short",
          },
        }
      )
      expect(result.status).toBe(1)
      expect(result.stderr).toMatch(/JWT_SECRET must be at least 32 characters/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe(".env", () => {
  it("is read when present, and the environment wins over it", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "coreval-dotenv-"))
    try {
      const file = path.join(dir, ".env")
      writeFileSync(
        file,
        '# a comment\nPORT=9100\nRATE_LIMIT_FORMS=5\nGATSBY_API_URL="https://api.example"\n'
      )
      const config = readConfig(environment(file, { PORT: "9200" }))
      expect(config.PORT).toBe(9200)
      expect(config.RATE_LIMIT_FORMS).toBe(5)
      expect(config.GATSBY_API_URL).toBe("https://api.example")
      expect(environment(path.join(dir, "missing"), { PORT: "1" })).toEqual({
        PORT: "1",
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("has an example that lists every variable the server reads", () => {
    const example = parseEnv(
      readFileSync(path.join(root, ".env.example"), "utf8")
    )
    const read = Object.keys(readConfig({})).filter((key) =>
      /^[A-Z_]+$/.test(key)
    )
    expect(Object.keys(example).sort()).toEqual(
      expect.arrayContaining(read.sort())
    )
  })
})

// Publishing: what a saved change triggers, and after how much quiet.
describe("SITE_BUILD and PUBLISH_DELAY_MS", () => {
  it("build locally after 3 s of quiet by default", () => {
    expect(readConfig({})).toMatchObject({
      SITE_BUILD: { kind: "local" },
      PUBLISH_DELAY_MS: 3000,
    })
  })

  it("take off, a build hook's URL and a delay", () => {
    expect(readConfig({ SITE_BUILD: "off" }).SITE_BUILD).toEqual({
      kind: "off",
    })
    expect(
      readConfig({ SITE_BUILD: " https://api.example/hooks/build?token=x " })
        .SITE_BUILD
    ).toEqual({ kind: "hook", url: "https://api.example/hooks/build?token=x" })
    expect(readConfig({ PUBLISH_DELAY_MS: "0" }).PUBLISH_DELAY_MS).toBe(0)
  })

  it("take a plain http:// build hook only on this machine", () => {
    for (const url of [
      "http://127.0.0.1:9000/hooks/build",
      "http://127.0.0.2/hooks/build",
      "http://[::1]:9000/hooks/build",
      "http://localhost:9000/hooks/build",
    ]) {
      expect(readConfig({ SITE_BUILD: url }).SITE_BUILD).toEqual({
        kind: "hook",
        url,
      })
    }
    for (const url of [
      "http://build.example.com/hooks/build?token=tok-4711",
      "http://10.0.0.5/hooks/build?token=tok-4711",
      "http://localhost.example.com/hooks/build?token=tok-4711",
    ]) {
      expect(() => readConfig({ SITE_BUILD: url })).toThrow(
        /^SITE_BUILD may be an http:\/\/ build hook URL only on a loopback address/
      )
    }
  })

  it("never repeat a value they refuse: it may hold the hook's token", () => {
    for (const value of [
      "http://build.example.com/hooks/build?token=tok-4711",
      "ftp://ci:tok-4711@example.com/hook",
      "https//build.example.com/hooks/tok-4711",
      "tok-4711",
    ]) {
      let message = ""
      try {
        readConfig({ SITE_BUILD: value })
      } catch (error) {
        message = (error as Error).message
      }
      expect(message).toMatch(/^SITE_BUILD /)
      expect(message).not.toContain("tok-4711")
    }
  })

  it("refuse anything else, naming the variable", () => {
    expect(() => readConfig({ SITE_BUILD: "sometimes" })).toThrow(
      /^SITE_BUILD must be local, off or an https:\/\/ build hook URL/
    )
    expect(() => readConfig({ SITE_BUILD: "ftp://example.com" })).toThrow(
      /SITE_BUILD/
    )
    expect(() => readConfig({ PUBLISH_DELAY_MS: "-1" })).toThrow(
      /PUBLISH_DELAY_MS/
    )
    expect(() => readConfig({ PUBLISH_DELAY_MS: "soon" })).toThrow(
      /PUBLISH_DELAY_MS/
    )
  })
})
