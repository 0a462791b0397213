import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { readConfig } from "../../plugins/external/env"
import {
  ADMIN,
  BRAND,
  build,
  buildForTests,
  logLines,
  type TestApp,
  validContact,
  writeFiles,
} from "../helper"

const siteOrigin = "https://www.coreval.example"

describe("security headers (helmet.ts)", () => {
  let app: TestApp
  buildForTests((built) => (app = built), { TRUST_PROXY: "loopback" })

  it("sends nosniff, frame-ancestors 'none', DENY, a referrer policy and a CSP", async () => {
    const response = await app.inject("/api/v1/admin/getallBanner")
    expect(response.headers["x-content-type-options"]).toBe("nosniff")
    expect(response.headers["x-frame-options"]).toBe("DENY")
    expect(response.headers["referrer-policy"]).toBe(
      "strict-origin-when-cross-origin"
    )
    const csp = response.headers["content-security-policy"] as string
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("img-src 'self' data: https: blob:")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    // WebAssembly (the site search's Pagefind) may compile; JavaScript's eval() may not.
    expect(csp).toMatch(/script-src [^;]*'wasm-unsafe-eval'/)
    expect(csp).not.toMatch(/'unsafe-eval'/)
  })

  it("sends HSTS only when the request came over TLS", async () => {
    const plain = await app.inject("/api/v1/admin/getallBanner")
    expect(plain.headers["strict-transport-security"]).toBeUndefined()
    const proxied = await app.inject({
      url: "/api/v1/admin/getallBanner",
      headers: { "x-forwarded-proto": "https" },
    })
    expect(proxied.headers["strict-transport-security"]).toMatch(
      /max-age=31536000/
    )
  })

  it("gives every response a request id and keeps API answers out of caches", async () => {
    const response = await app.inject("/api/v1/admin/getallBanner")
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/)
    expect(response.headers["cache-control"]).toBe("no-store")
  })
})

describe("HSTS without TRUST_PROXY", () => {
  it("ignores X-Forwarded-Proto from a client", async () => {
    const app = await build()
    try {
      const response = await app.inject({
        url: "/api/v1/admin/getallBanner",
        headers: { "x-forwarded-proto": "https" },
      })
      expect(response.headers["strict-transport-security"]).toBeUndefined()
    } finally {
      await app.close()
    }
  })
})

describe("the CSP with third-party scripts configured", () => {
  it("allows the configured vendors' origins and the API origin, except on a preview", async () => {
    const site = {
      ...JSON.parse(
        readFileSync(path.join(__dirname, "../../../content/site.json"), "utf8")
      ),
      scripts: {
        analyticsId: "abc",
        tagManagerId: "GTM-1",
        chatbotUrl: "https://bot.example.net/embed?id=7",
      },
    }
    const dir = mkdtempSync(path.join(os.tmpdir(), "coreval-site-json-"))
    const siteConfigFile = path.join(dir, "site.json")
    writeFileSync(siteConfigFile, JSON.stringify(site))
    const configured = await build({
      siteConfigFile,
      GATSBY_API_URL: "https://api.coreval.example",
    })
    try {
      const csp = (await configured.inject("/api/v1/admin/getallBanner"))
        .headers["content-security-policy"] as string
      expect(csp).toMatch(
        /script-src [^;]*https:\/\/www\.googletagmanager\.com/
      )
      expect(csp).toMatch(/script-src [^;]*https:\/\/bot\.example\.net/)
      expect(csp).toMatch(/frame-src [^;]*https:\/\/bot\.example\.net/)
      expect(csp).toMatch(/script-src [^;]*clarity\.ms/)
      expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.coreval\.example/)

      // A preview's page, whose address holds its token, admits none of them.
      writeFiles(path.join(configured.testDir, "public"), {
        "index.html": "<!DOCTYPE html><title>Home</title>",
        "preview/[token]/index.html": "<!DOCTYPE html><title>Preview</title>",
      })
      const { token } = (
        await configured.inject({
          method: "POST",
          url: "/api/admin/auth/login",
          payload: ADMIN,
        })
      ).json()
      const { url } = (
        await configured.inject({
          method: "POST",
          url: "/api/admin/news/preview",
          headers: { authorization: `Bearer ${token}` },
          payload: { data: { title: "A draft" } },
        })
      ).json()
      const preview = await configured.inject(url)
      expect(preview.statusCode).toBe(200)
      const previewCsp = preview.headers["content-security-policy"] as string
      expect(previewCsp).toMatch(/connect-src [^;]*api\.coreval\.example/)
      expect(previewCsp).not.toMatch(/googletagmanager|clarity|bot\.example/)
    } finally {
      await configured.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("CORS (cors.ts)", () => {
  let app: TestApp
  buildForTests((built) => (app = built))

  it("allows the site's origin and exposes Content-Range", async () => {
    const response = await app.inject({
      url: "/api/v1/admin/getallBanner",
      headers: { origin: siteOrigin },
    })
    expect(response.headers["access-control-allow-origin"]).toBe(siteOrigin)
    expect(response.headers["access-control-expose-headers"]).toMatch(
      /Content-Range/i
    )
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined()
  })

  const preflight = (method: string, requestHeaders: string) =>
    app.inject({
      method: "OPTIONS",
      url: "/api/admin/banners",
      headers: {
        origin: siteOrigin,
        "access-control-request-method": method,
        "access-control-request-headers": requestHeaders,
      },
    })

  it("answers the site's preflight for an admin write with a bearer token", async () => {
    const response = await preflight("POST", "authorization, content-type")
    expect(response.statusCode).toBe(204)
    expect(response.headers["access-control-allow-origin"]).toBe(siteOrigin)
    expect(response.headers["access-control-allow-headers"]).toMatch(
      /Authorization/i
    )
    expect(response.headers["access-control-allow-methods"]).toMatch(/POST/)
  })

  // ra-data-simple-rest sends `Range: banners=0-24` with every list read, which is not a
  // CORS-safelisted header: without it in the grant, a site on a CDN lists nothing.
  it("answers the panel's preflight for a list read with its Range header", async () => {
    const response = await preflight("GET", "authorization, range")
    expect(response.statusCode).toBe(204)
    const allowed = String(response.headers["access-control-allow-headers"])
      .toLowerCase()
      .split(/\s*,\s*/)
    expect(allowed).toEqual(expect.arrayContaining(["authorization", "range"]))
  })

  it.each(["https://evil.example", "http://www.coreval.example", "null"])(
    "gives no CORS grant to %s",
    async (origin) => {
      const response = await app.inject({
        url: "/api/v1/admin/getallBanner",
        headers: { origin },
      })
      expect(response.headers["access-control-allow-origin"]).toBeUndefined()
    }
  )
})

describe("logs", () => {
  it("carry request ids and never a password, token or Authorization header", async () => {
    const { lines, stream } = logLines()
    const app = await build({}, { logger: { level: "trace", stream } })
    try {
      const login = await app.inject({
        method: "POST",
        url: "/api/admin/auth/login",
        payload: ADMIN,
      })
      const { token } = login.json()
      await app.inject({
        url: "/api/admin/contacts",
        headers: { authorization: `Bearer ${token}` },
      })
      await app.inject({
        method: "POST",
        url: "/api/teacher/auth/register",
        payload: {
          name: "T",
          email: "t@example.com",
          password: "teacher password 1",
        },
      })
      await app.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: { ...validContact, name: "" },
      })
      const log = lines.join("")
      expect(log).toContain('"reqId"')
      expect(log).not.toContain(ADMIN.password)
      expect(log).not.toContain("teacher password 1")
      expect(log).not.toContain(token)
      expect(log).not.toContain(token.split(".")[2])
    } finally {
      await app.close()
    }
  })
})

describe("CORS_ORIGIN", () => {
  it("allows that origin instead of siteUrl's", async () => {
    const app = await build({ CORS_ORIGIN: "http://localhost:8123" })
    try {
      const read = (origin: string) =>
        app.inject({ url: "/api/v1/admin/getallBanner", headers: { origin } })
      expect(
        (await read("http://localhost:8123")).headers[
          "access-control-allow-origin"
        ]
      ).toBe("http://localhost:8123")
      expect(
        (await read(siteOrigin)).headers["access-control-allow-origin"]
      ).toBeUndefined()
    } finally {
      await app.close()
    }
  })

  it.each(["localhost:8123", "ftp://example.com", "not a url"])(
    "is refused at start when it is %s",
    (value) => {
      expect(() => readConfig({ CORS_ORIGIN: value })).toThrow(/CORS_ORIGIN/)
    }
  )
})
