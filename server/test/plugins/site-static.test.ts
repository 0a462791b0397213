import { createHash } from "node:crypto"
import path from "node:path"
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
} from "node:zlib"
import { DOCUMENT_ONLY_HEADERS } from "../../plugins/external/helmet"
import {
  adminToken,
  bearer,
  build,
  buildForTests,
  createPublished,
  type TestApp,
  writeFiles,
} from "../helper"

const inlineScript = 'window.pagePath="/faq";'
const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title><script>${inlineScript}</script>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script>` +
  `<script src="/app-0123456789abcdef0123.js"></script></head><body>${title}</body></html>`

// Pagefind's data as the build writes it (plugins/gatsby-plugin-pagefind): unpacked, with its gzip
// beside it as `<file>.gz` and, where the build made one, a Brotli copy as `<file>.br`.
const searchData = Buffer.from("pagefind_dcd".repeat(200))
function searchFile(file: string, { brotli = false } = {}) {
  return {
    [file]: searchData,
    [`${file}.gz`]: gzipSync(searchData),
    ...(brotli ? { [`${file}.br`]: brotliCompressSync(searchData) } : {}),
  }
}

// A small stand-in for Gatsby's public/, with the names a real build writes.
const publicFiles = {
  "index.html": page("Home"),
  "404.html": page("Unexpected Application Error! 404 Not Found"),
  "404/index.html": page("Unexpected Application Error! 404 Not Found"),
  "faq/index.html": page("FAQ"),
  "blog-articles-business-cases/Materials-Management/index.html": page(
    "Materials Management"
  ),
  "service/[id]/index.html": page("Service shell"),
  "blog/[id]/index.html": page("Blog shell"),
  "blog/0190aaaabbbbccccddddeeee/index.html": page("Prebuilt blog"),
  "admin/[...]/index.html": page("Admin shell"),
  "page-data/app-data.json": '{"webpackCompilationHash":"abc"}',
  "page-data/faq/page-data.json": '{"path":"/faq"}',
  "app-0123456789abcdef0123.js": `console.log(${JSON.stringify("x".repeat(4000))})`,
  "app-0123456789abcdef0123.js.map":
    '{"version":3,"sources":["webpack://site/app.tsx"]}',
  "admin-0123456789abcdef0123.js": "console.log('panel')",
  "admin-0123456789abcdef0123.js.map":
    '{"version":3,"sources":["webpack://site/admin/App.tsx"],"sourcesContent":["// the panel\'s source"]}',
  "webpack-runtime-0123456789abcdef0123.js": "/* runtime */",
  "styles.0123456789abcdef0123.css": "body{margin:0}",
  "static/d/abc123/hero.png": Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  "favicon-32x32.png": Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  "robots.txt": "User-agent: *\nAllow: /\n",
  // Not the build's: a stray copy beside a file outside pagefind/, which the server must not send.
  "robots.txt.br": brotliCompressSync("User-agent: *\nDisallow: /\n"),
  "pagefind/pagefind.js": "export const search = () => {}",
  "pagefind/pagefind.js.br": brotliCompressSync(
    "export const search = () => {}"
  ),
  "pagefind/pagefind-worker.js": "self.onmessage = () => {}",
  "pagefind/pagefind-entry.json": '{"languages":{"en":{"hash":"en_1"}}}',
  ...searchFile("pagefind/wasm.en.pagefind", { brotli: true }),
  ...searchFile("pagefind/pagefind.en_e152308b5e.pf_meta"),
  ...searchFile("pagefind/index/en_d219a51.pf_index"),
  ...searchFile("pagefind/fragment/en_4c773ba.pf_fragment"),
  ...searchFile("pagefind/filter/en_2b6e3f2.pf_filter"),
  "manifest.webmanifest": "{}",
  ".env": "SECRET=1",
}

const REVALIDATE = "public, max-age=0, must-revalidate"
const FOREVER = "public, max-age=31536000, immutable"

describe("the static site (site-static.ts)", () => {
  let app: TestApp
  // A programme and a blog saved after the last build: no page of their own yet.
  let programmeId: string
  let blogId: string
  beforeAll(async () => {
    app = await build()
    writeFiles(path.join(app.testDir, "public"), publicFiles)
    const token = await adminToken(app)
    programmeId = (
      await createPublished(app, token, "programmes", {
        Name: "New",
        slug: "new-programme",
        description: "<p>Two days.</p>",
      })
    ).id
    // Renamed and published twice: two earlier slugs.
    for (const slug of ["interim", "renamed"]) {
      await app.inject({
        method: "PUT",
        url: `/api/admin/programmes/${programmeId}`,
        headers: bearer(token),
        payload: { slug },
      })
      await app.inject({
        method: "POST",
        url: `/api/admin/programmes/${programmeId}/publish`,
        headers: bearer(token),
      })
    }
    blogId = (
      await createPublished(app, token, "blogs", {
        title: "New post",
        content: "<p>Rates.</p>",
      })
    ).id
  })
  afterAll(() => app.close())

  it.each([
    ["/", "Home"],
    ["/faq", "FAQ"],
    [
      "/blog-articles-business-cases/Materials-Management",
      "Materials Management",
    ],
  ])("serves %s as HTML, revalidated on every use", async (url, text) => {
    const response = await app.inject(url)
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(response.headers["cache-control"]).toBe(REVALIDATE)
    expect(response.body).toContain(text)
  })

  it.each([
    ["/page-data/app-data.json", REVALIDATE],
    ["/page-data/faq/page-data.json", REVALIDATE],
    ["/app-0123456789abcdef0123.js", FOREVER],
    ["/webpack-runtime-0123456789abcdef0123.js", FOREVER],
    ["/styles.0123456789abcdef0123.css", FOREVER],
    ["/static/d/abc123/hero.png", FOREVER],
    ["/favicon-32x32.png", REVALIDATE],
    ["/robots.txt", REVALIDATE],
    ["/pagefind/pagefind.js", REVALIDATE],
    ["/pagefind/pagefind-entry.json", REVALIDATE],
    ["/pagefind/wasm.en.pagefind", REVALIDATE],
    ["/pagefind/pagefind.en_e152308b5e.pf_meta", FOREVER],
    ["/pagefind/index/en_d219a51.pf_index", FOREVER],
    ["/pagefind/fragment/en_4c773ba.pf_fragment", FOREVER],
    ["/pagefind/filter/en_2b6e3f2.pf_filter", FOREVER],
  ])("serves %s with cache-control %s", async (url, cacheControl) => {
    const response = await app.inject(url)
    expect(response.statusCode).toBe(200)
    expect(response.headers["cache-control"]).toBe(cacheControl)
  })

  it.each([
    ["gzip, deflate, br", "gzip"],
    ["br;q=1, gzip;q=0.5", "gzip"],
    ["*", "gzip"],
    ["br", "br"],
    ["gzip;q=0, br", "br"],
    ["identity", undefined],
    [undefined, undefined],
  ])(
    "sends the search index's files encoded once, as labelled: Pagefind's gzip where taken (accept-encoding %s)",
    async (acceptEncoding, encoding) => {
      // Files the build wrote no Brotli copy of: Brotli, where asked for, is the compression
      // plugin's, made as they are sent.
      for (const url of [
        "/pagefind/index/en_d219a51.pf_index",
        "/pagefind/fragment/en_4c773ba.pf_fragment",
      ]) {
        const response = await app.inject({
          url,
          headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
        })
        expect(response.statusCode).toBe(200)
        expect(response.headers["content-encoding"]).toBe(encoding)
        expect(response.headers["content-type"]).toBe(
          "application/octet-stream"
        )
        expect(response.headers.vary).toMatch(/accept-encoding/i)
        const decode =
          encoding === "gzip"
            ? gunzipSync
            : encoding === "br"
              ? brotliDecompressSync
              : (body: Buffer) => body
        expect(decode(response.rawPayload)).toEqual(searchData)
        // Pagefind's gzip as the build stored it, not compressed again.
        if (encoding === "gzip")
          expect(response.rawPayload).toEqual(
            publicFiles[`${url.slice(1)}.gz` as keyof typeof publicFiles]
          )
      }
    }
  )

  it.each([
    ["/pagefind/wasm.en.pagefind", "application/octet-stream"],
    ["/pagefind/pagefind.js", "application/javascript; charset=utf-8"],
  ])(
    "sends %s's Brotli copy to a client that takes Brotli, gzip to one that does not",
    async (url, type) => {
      const brotli = await app.inject({
        url,
        headers: { "accept-encoding": "gzip, deflate, br, zstd" },
      })
      expect(brotli.statusCode).toBe(200)
      expect(brotli.headers["content-encoding"]).toBe("br")
      expect(brotli.headers["content-type"]).toBe(type)
      expect(brotli.headers.vary).toMatch(/accept-encoding/i)
      expect(brotli.headers["cache-control"]).toBe(REVALIDATE)
      expect(brotli.rawPayload).toEqual(
        Buffer.from(
          publicFiles[`${url.slice(1)}.br` as keyof typeof publicFiles]
        )
      )
      const gzip = await app.inject({
        url,
        headers: { "accept-encoding": "gzip" },
      })
      expect(gzip.headers["content-encoding"]).toBe("gzip")
    }
  )

  // Only pagefind/ has compressed copies, so only there are they looked for: every other file (a
  // bundle on every page load) is opened once, not after two siblings that are not there.
  it("sends a file outside the search's from the file itself, whatever lies beside it", async () => {
    const response = await app.inject({
      url: "/robots.txt",
      headers: { "accept-encoding": "br" },
    })
    expect(response.statusCode).toBe(200)
    // Compressed as it is sent, by the compression plugin.
    expect(response.headers["content-encoding"]).toBe("br")
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(
      publicFiles["robots.txt"]
    )
  })

  // pagefind.js, its WebAssembly and the index's entry keep their names from build to build, so
  // the browser must ask each time whether they changed: the answer is a 304 while they have not,
  // and the new file once a publish has rebuilt them (the stale index's bug: a deleted page found
  // by a page that kept the old index).
  it.each([
    ["/pagefind/wasm.en.pagefind", "gzip, deflate, br"],
    ["/pagefind/wasm.en.pagefind", "gzip"],
    ["/pagefind/wasm.en.pagefind", "identity"],
    ["/pagefind/pagefind.js", "gzip, deflate, br"],
    ["/pagefind/pagefind-entry.json?ts=live", "identity"],
  ])(
    "revalidates %s (accept-encoding %s): 304 while unchanged, the new file after a rebuild",
    async (url, acceptEncoding) => {
      const headers = { "accept-encoding": acceptEncoding }
      const first = await app.inject({ url, headers })
      expect(first.statusCode).toBe(200)
      expect(first.headers["cache-control"]).toBe(REVALIDATE)
      const etag = first.headers.etag as string
      expect(etag).toBeTruthy()
      const again = await app.inject({
        url,
        headers: { ...headers, "if-none-match": etag },
      })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe("")

      // A rebuild writes the file and each of its compressed copies anew.
      const file = url.slice(1).split("?")[0]
      const copies = Object.keys(publicFiles).filter((name) =>
        [file, `${file}.br`, `${file}.gz`].includes(name)
      )
      const rebuilt = Buffer.from(
        url.includes("entry")
          ? '{"languages":{"en":{"hash":"en_2"}}}'
          : "export const rebuilt = 1"
      )
      const rebuiltCopies = (name: string) =>
        name.endsWith(".br")
          ? brotliCompressSync(rebuilt)
          : name.endsWith(".gz")
            ? gzipSync(rebuilt)
            : rebuilt
      const publicDir = path.join(app.testDir, "public")
      writeFiles(
        publicDir,
        Object.fromEntries(copies.map((name) => [name, rebuiltCopies(name)]))
      )
      try {
        const after = await app.inject({
          url,
          headers: { ...headers, "if-none-match": etag },
        })
        expect(after.statusCode).toBe(200)
        expect(after.headers.etag).not.toBe(etag)
        expect(after.rawPayload).toEqual(
          rebuiltCopies(
            ({ br: ".br", gzip: ".gz" } as Record<string, string>)[
              after.headers["content-encoding"] as string
            ] ?? ""
          )
        )
      } finally {
        writeFiles(
          publicDir,
          Object.fromEntries(
            copies.map((name) => [
              name,
              publicFiles[name as keyof typeof publicFiles],
            ])
          )
        )
      }
    }
  )

  it("matches paths case-sensitively, as Gatsby writes them", async () => {
    expect((await app.inject("/FAQ")).statusCode).toBe(404)
    expect(
      (await app.inject("/blog-articles-business-cases/materials-management"))
        .statusCode
    ).toBe(404)
  })

  it("serves a page whatever its query holds, the NUL character included", async () => {
    const response = await app.inject("/faq?q=drill%00ing%E2%80%AE%3Cscript%3E")
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain("FAQ")
  })

  it("redirects a trailing slash with 301, keeping the query", async () => {
    const response = await app.inject("/faq/?utm=x")
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe("/faq?utm=x")
  })

  it("never redirects to another host", async () => {
    const response = await app.inject("//evil.example/")
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe("/evil.example")
  })

  it.each([
    [() => "/service/renamed", "Service shell"],
    [() => "/blog/new-post", "Blog shell"],
  ])(
    "answers a record saved after the last build with the client-only shell and 200",
    async (url, text) => {
      const response = await app.inject(url())
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain(text)
    }
  )

  // The id and every earlier slug lead to the page's address now, for good, query and all.
  it.each([
    [() => `/blog/${blogId}`, "/blog/new-post"],
    [() => `/blog/${blogId}?utm_source=x`, "/blog/new-post?utm_source=x"],
    [() => `/service/${programmeId}`, "/service/renamed"],
    [() => "/service/new-programme", "/service/renamed"],
    [() => "/service/interim", "/service/renamed"],
  ])(
    "answers an earlier address with a 301 to the current one",
    async (url, to) => {
      const response = await app.inject(url())
      expect(response.statusCode).toBe(301)
      expect(response.headers.location).toBe(to)
    }
  )

  it("serves a record's prebuilt page", async () => {
    const response = await app.inject("/blog/0190aaaabbbbccccddddeeee")
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain("Prebuilt blog")
  })

  // An id with no record and no page gets a real 404 with the shell, whose page says so.
  it.each([
    ["/service/64b7f0c2a1", "Service shell", 404],
    ["/blog/no-such-post", "Blog shell", 404],
    ["/blog/64b7f0c2a1", "Blog shell", 404],
    ["/admin", "Admin shell", 200],
    ["/admin/banners/64b7f0c2a1/show", "Admin shell", 200],
    ["/admin/register", "Admin shell", 200],
  ])(
    "answers the client-only route %s with its shell (%s) and %i",
    async (url, text, status) => {
      const response = await app.inject(url)
      expect(response.statusCode).toBe(status)
      expect(response.body).toContain(text)
    }
  )

  it.each([
    "/nothing-here",
    "/service",
    "/service/a/b",
    "/faq/extra",
    "/.env",
    "/%2e%2e/package.json",
    "/static/../../package.json",
  ])("answers %s with the error page and a real 404", async (url) => {
    const response = await app.inject(url)
    expect(response.statusCode).toBe(404)
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(response.body).toContain("404 Not Found")
    expect(response.body).not.toContain("SECRET")
  })

  it("serves the panel's script but no source map, the panel's or any other", async () => {
    expect(
      (await app.inject("/admin-0123456789abcdef0123.js")).statusCode
    ).toBe(200)
    for (const url of [
      "/admin-0123456789abcdef0123.js.map",
      "/app-0123456789abcdef0123.js.map",
    ]) {
      const response = await app.inject(url)
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain("sourcesContent")
      expect(response.body).not.toContain("webpack://")
    }
  })

  it("answers a URL that cannot be decoded with a JSON 400", async () => {
    const response = await app.inject("/%E0%A4%A")
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      message: expect.stringMatching(/not a valid url/),
    })
  })

  it("answers /404 itself with 404", async () => {
    expect((await app.inject("/404")).statusCode).toBe(404)
    expect((await app.inject("/404.html")).statusCode).toBe(404)
  })

  it("answers an unknown /api path with JSON, not the error page", async () => {
    const response = await app.inject("/api/nothing/here")
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      message: expect.stringMatching(/no API endpoint/),
    })
    expect((await app.inject("/api")).statusCode).toBe(404)
  })

  it("answers a method the site does not take with a JSON 405", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/faq",
      payload: {},
    })
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe("GET, HEAD")
    expect(response.json().message).toMatch(/POST/)
  })

  it("compresses with brotli or gzip as the client asks", async () => {
    const br = await app.inject({
      url: "/app-0123456789abcdef0123.js",
      headers: { "accept-encoding": "br, gzip" },
    })
    expect(br.headers["content-encoding"]).toBe("br")
    const gzip = await app.inject({
      url: "/app-0123456789abcdef0123.js",
      headers: { "accept-encoding": "gzip" },
    })
    expect(gzip.headers["content-encoding"]).toBe("gzip")
    const html = await app.inject({
      url: "/",
      headers: { "accept-encoding": "gzip" },
    })
    expect(html.statusCode).toBe(200)
  })

  it("answers a repeated HTML request with 304 when the ETag matches", async () => {
    const first = await app.inject("/faq")
    const again = await app.inject({
      url: "/faq",
      headers: { "if-none-match": first.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe("")
  })

  it("sends a page anew once a rebuild has changed it, whatever ETag the client holds", async () => {
    const publicDir = path.join(app.testDir, "public")
    const first = await app.inject("/faq")
    writeFiles(publicDir, { "faq/index.html": page("FAQ, rebuilt") })
    try {
      const after = await app.inject({
        url: "/faq",
        headers: { "if-none-match": first.headers.etag as string },
      })
      expect(after.statusCode).toBe(200)
      expect(after.body).toContain("FAQ, rebuilt")
    } finally {
      writeFiles(publicDir, { "faq/index.html": publicFiles["faq/index.html"] })
    }
  })

  // A precondition applies to a page that would be sent with 200 only (RFC 9110, 13.2.1): a 304
  // would keep a browser on its stored 404 for a record published since.
  it.each(["/no-such-page", "/service/64b7f0c2a1"])(
    "answers %s with the whole 404 page even to its own ETag",
    async (url) => {
      const first = await app.inject(url)
      expect(first.statusCode).toBe(404)
      const again = await app.inject({
        url,
        headers: { "if-none-match": first.headers.etag as string },
      })
      expect(again.statusCode).toBe(404)
      expect(again.body).toBe(first.body)
    }
  )

  it("answers HEAD like GET, without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/faq" })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe("")
  })

  it("allows exactly the page's inline scripts in its CSP", async () => {
    const response = await app.inject("/faq")
    const csp = response.headers["content-security-policy"] as string
    const hash = createHash("sha256").update(inlineScript).digest("base64")
    const scriptSrc = csp
      .split(";")
      .find((d) => d.trim().startsWith("script-src"))!
    expect(scriptSrc.trim()).toBe(
      `script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}'`
    )
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  // Helmet's document-only headers (helmet.ts) go with pages, not with the files pages fetch.
  // (The list itself is helmet.ts's; that it holds the CSP at least is checked below.)
  const documentOnly = DOCUMENT_ONLY_HEADERS
  it("counts the CSP and the framing rule as a document's headers", () => {
    expect(documentOnly).toEqual(
      expect.arrayContaining(["content-security-policy", "x-frame-options"])
    )
  })
  const forEveryResponse = {
    "x-content-type-options": "nosniff",
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": "strict-origin-when-cross-origin",
  }

  it.each(["/faq", "/", "/404", "/no-such-page", "/service/abc"])(
    "sends a page (%s) the CSP and the other document headers",
    async (url) => {
      const response = await app.inject(url)
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
      for (const name of documentOnly)
        expect(response.headers[name]).toBeDefined()
      expect(response.headers).toMatchObject(forEveryResponse)
    }
  )

  it.each([
    ["a bundle", "/app-0123456789abcdef0123.js", "br"],
    ["a stylesheet", "/styles.0123456789abcdef0123.css", "gzip"],
    ["page data", "/page-data/faq/page-data.json", "br"],
    ["an image", "/static/d/abc123/hero.png", "br"],
    ["Pagefind's script", "/pagefind/pagefind.js", "br"],
    ["the WebAssembly", "/pagefind/wasm.en.pagefind", "br"],
    ["an index chunk", "/pagefind/index/en_d219a51.pf_index", "gzip"],
    ["a fragment", "/pagefind/fragment/en_4c773ba.pf_fragment", "identity"],
    ["the index's entry", "/pagefind/pagefind-entry.json?ts=live", "br"],
  ])(
    "sends %s without the document-only headers, with those every response needs",
    async (_, url, acceptEncoding) => {
      const response = await app.inject({
        url,
        headers: { "accept-encoding": acceptEncoding },
      })
      expect(response.statusCode).toBe(200)
      for (const name of documentOnly)
        expect(response.headers[name]).toBeUndefined()
      expect(response.headers).toMatchObject(forEveryResponse)
      // ...a revalidation's 304 as well.
      const again = await app.inject({
        url,
        headers: {
          "accept-encoding": acceptEncoding,
          "if-none-match": response.headers.etag as string,
        },
      })
      expect(again.statusCode).toBe(304)
      for (const name of documentOnly)
        expect(again.headers[name]).toBeUndefined()
    }
  )

  it("keeps the CSP on a worker's script, which runs under its own", async () => {
    const response = await app.inject("/pagefind/pagefind-worker.js")
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-security-policy"]).toMatch(
      /default-src 'self'/
    )
  })

  it("keeps them on files a browser may render as a page", async () => {
    for (const url of ["/robots.txt", "/manifest.webmanifest"]) {
      const response = await app.inject(url)
      expect(response.statusCode).toBe(200)
      expect(response.headers["content-security-policy"]).toBeDefined()
      expect(response.headers["x-frame-options"]).toBe("DENY")
    }
  })
})

describe("the static site before the first build", () => {
  let app: TestApp
  buildForTests((built) => (app = built))

  it("answers / with 503 and a short JSON message", async () => {
    const response = await app.inject("/")
    expect(response.statusCode).toBe(503)
    expect(response.json().message).toMatch(/not built/)
  })

  it("still answers the API", async () => {
    expect((await app.inject("/api/v1/admin/getallBanner")).statusCode).toBe(
      200
    )
  })
})
