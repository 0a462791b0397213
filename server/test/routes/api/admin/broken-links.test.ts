import path from "node:path"
import {
  buildAsAdmin,
  createPublished,
  writeFiles,
  type TestApp,
} from "../../../helper"

// GET /api/admin/publish lists the internal links of the published rich text that lead to no page
// of the live site. The live site here is a release folder made by hand, as a build leaves one
// (its marker, pages as folders with an index.html, files, the client-only shells), not a
// gatsby build.

const release = (buildId: string) => ({
  ".panel-build.json": JSON.stringify({
    buildId,
    builtAt: "2030-01-01T00:00:00.000Z",
    digest: "fixture",
  }),
  "index.html": "<p>Home</p>",
  "404.html": "<p>Not found</p>",
  "faq/index.html": "<p>FAQ</p>",
  "the-story-of-coreval/index.html": "<p>About</p>",
  "robots.txt": "User-agent: *",
  "blog/[id]/index.html": "<p>Blog shell</p>",
  "service/[id]/index.html": "<p>Programme shell</p>",
  "admin/index.html": "<p>Panel</p>",
})

describe("broken internal links in the publish status", () => {
  let app: TestApp
  let headers: Record<string, string>
  let token: string
  let live: string
  beforeAll(async () => {
    ;({ app, headers, token } = await buildAsAdmin((testDir) => {
      live = path.join(testDir, "live")
      writeFiles(live, release("build-1"))
      return { publicDir: live }
    }))
  })
  afterAll(() => app.close())

  const status = async () => {
    const response = await app.inject({ url: "/api/admin/publish", headers })
    expect(response.statusCode).toBe(200)
    return response.json()
  }

  it("lists each link of a published blog or programme that leads to no page, with its record", async () => {
    const target = await createPublished(app, token, "blogs", {
      title: "Linked to",
      content: "<p>Here.</p>",
    })
    const programme = await createPublished(app, token, "programmes", {
      Name: "Category strategy",
      description:
        '<p><a href="/the-story-of-coreval">About</a> <a href="/no-such-programme-page">gone</a></p>',
    })
    const draft = (
      await app.inject({
        method: "POST",
        url: "/api/admin/programmes",
        headers,
        payload: { Name: "Not yet live", description: "<p>Draft.</p>" },
      })
    ).json()
    const links = [
      "/",
      "/faq",
      "/faq/",
      "/faq?from=blog#top",
      "/robots.txt",
      "/admin/blogs",
      `/blog/${target.id}`,
      `/service/${programme.id}`,
      "/uploads/not-a-page.png",
      "https://example.com/elsewhere",
      "mailto:info@example.com",
      "/no-such-page",
      "/faq/missing",
      `/service/${draft.id}`,
      "/blog/000000000000000000000000",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/a%2F..%2F..%2Fetc%2Fpasswd",
    ]
    const blog = await createPublished(app, token, "blogs", {
      title: "Many links",
      content: links
        .map((href) => `<p><a href="${href}">link</a></p>`)
        .join(""),
    })
    // A draft's links are not on the site: only published rich text is checked.
    await app.inject({
      method: "POST",
      url: "/api/admin/blogs",
      headers,
      payload: {
        title: "Draft",
        content: '<p><a href="/draft-gone">x</a></p>',
      },
    })

    const { brokenLinks } = await status()
    expect(brokenLinks).toEqual(
      expect.arrayContaining([
        {
          resource: "programmes",
          id: programme.id,
          title: "Category strategy",
          href: "/no-such-programme-page",
        },
        ...[
          "/no-such-page",
          "/faq/missing",
          `/service/${draft.id}`,
          "/blog/000000000000000000000000",
          "/a%2F..%2F..%2Fetc%2Fpasswd",
        ].map((href) => ({
          resource: "blogs",
          id: blog.id,
          title: "Many links",
          href,
        })),
      ])
    )
    // The first traversal is read by the URL parser as /etc/passwd, no page of the site either.
    expect(
      brokenLinks.map((link: { href: string }) => link.href).sort()
    ).toEqual(
      [
        "/%2e%2e/%2e%2e/etc/passwd",
        "/a%2F..%2F..%2Fetc%2Fpasswd",
        "/blog/000000000000000000000000",
        "/faq/missing",
        "/no-such-page",
        "/no-such-programme-page",
        `/service/${draft.id}`,
      ].sort()
    )
  })

  it("finds them once per build: a fix shows after the next build goes live", async () => {
    const before = (await status()).brokenLinks
    const fixed = await createPublished(app, token, "blogs", {
      title: "Also broken",
      content: '<p><a href="/another-gone">x</a></p>',
    })
    // Still the list of the build being served.
    expect((await status()).brokenLinks).toEqual(before)

    writeFiles(live, {
      ...release("build-2"),
      "no-such-page/index.html": "<p>Now there is one</p>",
    })
    const after = (await status()).brokenLinks.map(
      (link: { id: string; href: string }) => [link.id, link.href]
    )
    expect(after).toContainEqual([fixed.id, "/another-gone"])
    expect(after.map(([, href]: string[]) => href)).not.toContain(
      "/no-such-page"
    )
  })

  it("answers an empty list when no site is live", async () => {
    const { app: bare, headers: bareHeaders } = await buildAsAdmin()
    try {
      const response = await bare.inject({
        url: "/api/admin/publish",
        headers: bareHeaders,
      })
      expect(response.json().brokenLinks).toEqual([])
    } finally {
      await bare.close()
    }
  })
})
