import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { contentDigest, openPanelStore } from "../../common/panel-content"
import { SITE_FILES } from "../../common/site-file-text"
import {
  prepareSiteContent,
  SITE_CONTENT_FOLDER,
} from "../../common/site-content"
import { bearer, buildAsAdmin, type TestApp } from "./helper"

// The build's content folder (common/site-content.ts), on a real database: with no published
// edit of a site file the build reads content/ itself; a published edit is laid over a copy, a
// draft never is; a library image is copied beside the content and its alt fills the file's.
// The site folder is a temporary one whose content/ is the repository's (a link), so the
// checkout is never written.

const repositoryContent = path.resolve(__dirname, "../../content")
const shipped = (file: string) =>
  readFileSync(path.join(repositoryContent, file), "utf8")

describe("the content a build reads", () => {
  let app: TestApp
  let token: string
  let root: string
  beforeAll(async () => {
    ;({ app, token } = await buildAsAdmin())
    root = mkdtempSync(path.join(os.tmpdir(), "site-content-"))
    symlinkSync(repositoryContent, path.join(root, "content"))
  })
  afterAll(async () => {
    rmSync(root, { recursive: true, force: true })
    await app.close()
  })

  const publish = (file: string, kind: "json" | "mdx", text: string) =>
    app.db
      .insertInto("published")
      .values({
        resource: SITE_FILES,
        id: file,
        data: JSON.stringify({ path: file, kind, text }),
        version: 1,
        publishedAt: new Date().toISOString(),
        publishedBy: "test",
      })
      .execute()
  const unpublish = (file: string) =>
    app.db
      .deleteFrom("published")
      .where("resource", "=", SITE_FILES)
      .where("id", "=", file)
      .execute()
  const prepare = () => prepareSiteContent(root, app.config.DATABASE_URL)
  const overlay = (file: string) =>
    readFileSync(path.join(root, SITE_CONTENT_FOLDER, file), "utf8")

  it("reads content/ itself while no edit is published, and a published edit from a copy until it is unpublished", async () => {
    const before = await contentDigest(app.config.DATABASE_URL)
    expect(await prepare()).toBe(path.join(root, "content"))
    expect(existsSync(path.join(root, SITE_CONTENT_FOLDER))).toBe(false)

    const faq = JSON.parse(shipped("pages/faq.json"))
    const edited = `${JSON.stringify({ ...faq, title: "Edited FAQ" }, null, 2)}\n`
    await publish("pages/faq.json", "json", edited)
    expect(await contentDigest(app.config.DATABASE_URL)).not.toBe(before)
    expect(await prepare()).toBe(path.join(root, SITE_CONTENT_FOLDER))
    expect(overlay("pages/faq.json")).toBe(edited)
    // Everything else is content/ as it is, images' bytes included.
    expect(overlay("pages/about.json")).toBe(shipped("pages/about.json"))
    expect(
      readFileSync(
        path.join(
          root,
          SITE_CONTENT_FOLDER,
          "images/theme-category-strategy.jpg"
        )
      ).equals(
        readFileSync(
          path.join(repositoryContent, "images/theme-category-strategy.jpg")
        )
      )
    ).toBe(true)

    await unpublish("pages/faq.json")
    expect(await prepare()).toBe(path.join(root, "content"))
    expect(existsSync(path.join(root, SITE_CONTENT_FOLDER))).toBe(false)
    expect(await contentDigest(app.config.DATABASE_URL)).toBe(before)
  })

  it("never lays a draft over the shipped file", async () => {
    // A draft lives in the working copy, never in `published`: a row of another resource with
    // the same id is no site file either.
    await app.db
      .insertInto("published")
      .values({
        resource: "blogs",
        id: "pages/faq.json",
        data: JSON.stringify({ id: "pages/faq.json", title: "Not a file" }),
        version: 1,
        publishedAt: new Date().toISOString(),
        publishedBy: "test",
      })
      .execute()
    expect(await prepare()).toBe(path.join(root, "content"))
    await app.db
      .deleteFrom("published")
      .where("resource", "=", "blogs")
      .execute()
  })

  it("keeps what staff never edit as shipped, whatever a row says", async () => {
    const site = JSON.parse(shipped("site.json"))
    await publish(
      "site.json",
      "json",
      JSON.stringify({
        ...site,
        name: "Edited name",
        brand: "hijacked",
        siteUrl: "https://evil.example",
      })
    )
    // Hostile paths and kinds: out of content/, hidden steps, the route table, seed records, a
    // file that does not exist, a kind that is not the file's.
    for (const file of [
      "../package.json",
      "/etc/passwd.json",
      "pages/../site.json",
      "./site.json",
      "data/routes.json",
      "seed/courses.json",
      "pages/new-page.json",
      "pages/a\u0000.json",
      `${"a/".repeat(200)}x.json`,
    ])
      await publish(file, "json", '{"hijacked": true}')
    await publish("pages/faq.json", "mdx", "---\ntitle: x\n---\n")

    expect(await prepare()).toBe(path.join(root, SITE_CONTENT_FOLDER))
    const written = JSON.parse(overlay("site.json"))
    expect(written).toMatchObject({
      name: "Edited name",
      brand: site.brand,
      siteUrl: site.siteUrl,
      scripts: site.scripts,
    })
    expect(overlay("data/routes.json")).toBe(shipped("data/routes.json"))
    expect(overlay("pages/faq.json")).toBe(shipped("pages/faq.json"))
    expect(
      existsSync(path.join(root, SITE_CONTENT_FOLDER, "pages/new-page.json"))
    ).toBe(false)
    expect(existsSync(path.join(root, "package.json"))).toBe(false)
    await app.db
      .deleteFrom("published")
      .where("resource", "=", SITE_FILES)
      .execute()
  })

  it("copies a library image into the folder, names it by a relative path and fills its alt", async () => {
    const bytes = await sharp({
      create: { width: 16, height: 9, channels: 3, background: "#0b1f44" },
    })
      .png()
      .toBuffer()
    const upload = await app.inject({
      method: "POST",
      url: "/api/admin/uploads",
      headers: { ...bearer(token), "content-type": "image/png" },
      payload: bytes,
    })
    expect(upload.statusCode).toBe(201)
    const { id, url } = upload.json() as { id: string; url: string }
    const listed = await app.inject({
      url: "/api/admin/media",
      headers: bearer(token),
    })
    const item = (listed.json() as { id: string; src: string }[]).find(
      (entry) => entry.src === url
    )!
    const described = await app.inject({
      method: "PUT",
      url: `/api/admin/media/${item.id}`,
      headers: bearer(token),
      payload: { alt: "A navy rectangle" },
    })
    expect(described.statusCode).toBe(200)

    const service = JSON.parse(shipped("services/cost-recovery.json"))
    service.hero.image = url
    await publish(
      "services/cost-recovery.json",
      "json",
      JSON.stringify(service)
    )
    const article = shipped("articles/sourcing-strategy/index.mdx").replace(
      /^image: .*$/m,
      `image: "${url}"`
    )
    await publish("articles/sourcing-strategy/index.mdx", "mdx", article)

    expect(await prepare()).toBe(path.join(root, SITE_CONTENT_FOLDER))
    const written = JSON.parse(overlay("services/cost-recovery.json"))
    expect(written.hero).toMatchObject({
      image: `../images/uploads/${id}`,
      imageAlt: "A navy rectangle",
    })
    const mdx = overlay("articles/sourcing-strategy/index.mdx")
    expect(mdx).toContain(`image: "../../images/uploads/${id}"\n`)
    expect(mdx).toContain(`imageAlt: "A navy rectangle"\n`)
    // The body is the text as published.
    expect(mdx.split("\n---\n")[1]).toBe(article.split("\n---\n")[1])
    const copied = readFileSync(
      path.join(root, SITE_CONTENT_FOLDER, "images/uploads", id)
    )
    expect(copied.equals(await uploadBytes(id))).toBe(true)
  })

  const uploadBytes = async (id: string) => {
    const store = openPanelStore(app.config.DATABASE_URL)
    try {
      return (await store.uploadData(id))!
    } finally {
      await store.close()
    }
  }

  // The folder holds exactly content/ and the edits, and a second preparation leaves an
  // unchanged file's time alone (Gatsby's cache keys on it).
  it("removes what is no longer content and leaves unchanged files untouched", async () => {
    // Rows of files this folder lacks (the earlier tests') are left out of it.
    const root = mkdtempSync(path.join(os.tmpdir(), "site-content-"))
    try {
      mkdirSync(path.join(root, "content/pages"), { recursive: true })
      writeFileSync(path.join(root, "content/pages/a.json"), '{"a": 1}\n')
      writeFileSync(path.join(root, "content/pages/b.json"), '{"b": 1}\n')
      await app.db
        .insertInto("published")
        .values({
          resource: SITE_FILES,
          id: "pages/a.json",
          data: JSON.stringify({
            path: "pages/a.json",
            kind: "json",
            text: '{"a": 2}\n',
          }),
          version: 1,
          publishedAt: new Date().toISOString(),
          publishedBy: "test",
        })
        .execute()
      const folder = path.join(root, SITE_CONTENT_FOLDER)
      mkdirSync(path.join(folder, "old"), { recursive: true })
      writeFileSync(path.join(folder, "old/left.json"), "{}")
      expect(await prepareSiteContent(root, app.config.DATABASE_URL)).toBe(
        folder
      )
      expect(existsSync(path.join(folder, "old"))).toBe(false)
      expect(readFileSync(path.join(folder, "pages/a.json"), "utf8")).toBe(
        '{"a": 2}\n'
      )
      const first = statSync(path.join(folder, "pages/b.json")).mtimeMs
      writeFileSync(path.join(root, "content/pages/b.json"), '{"b": 1}\n')
      await prepareSiteContent(root, app.config.DATABASE_URL)
      expect(statSync(path.join(folder, "pages/b.json")).mtimeMs).toBe(first)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
