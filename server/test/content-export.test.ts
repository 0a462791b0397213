import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { SITE_FILES } from "../../common/site-file-text"
import { exportSiteFiles } from "../../common/site-content"
import { build, type TestApp } from "./helper"

// `npm run content:export` (scripts/content-export.ts over common/site-content.ts): the
// published edits of the site's files, from a real database, written into a copy of content/
// (never the checkout's): exactly their texts, and nothing else changes.

const repositoryContent = path.resolve(__dirname, "../../content")

// Every file under `dir` with its bytes, by relative path.
function snapshot(dir: string, prefix = ""): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of readdirSync(path.join(dir, prefix))) {
    const file = path.join(prefix, entry)
    if (statSync(path.join(dir, file)).isDirectory())
      for (const [inner, text] of snapshot(dir, file)) files.set(inner, text)
    else files.set(file, readFileSync(path.join(dir, file)).toString("base64"))
  }
  return files
}

describe("npm run content:export", () => {
  let app: TestApp
  let root: string
  beforeAll(async () => {
    app = await build()
    root = mkdtempSync(path.join(os.tmpdir(), "content-export-"))
    for (const folder of ["pages", "data", "articles/sourcing-strategy"])
      cpSync(
        path.join(repositoryContent, folder),
        path.join(root, "content", folder),
        { recursive: true }
      )
    cpSync(
      path.join(repositoryContent, "site.json"),
      path.join(root, "content/site.json")
    )
  })
  afterAll(async () => {
    rmSync(root, { recursive: true, force: true })
    await app.close()
  })

  const publish = (file: string, kind: string, text: string) =>
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

  it("writes nothing while no edit is published", async () => {
    const before = snapshot(path.join(root, "content"))
    expect(await exportSiteFiles(root, app.config.DATABASE_URL)).toEqual([])
    expect(snapshot(path.join(root, "content"))).toEqual(before)
  })

  it("writes exactly the published texts, and only them", async () => {
    const before = snapshot(path.join(root, "content"))
    // Texts of every shape a file may be left in: other spacing, no final newline, characters
    // outside ASCII, a long one.
    const faq = `{"title":"FAQ — édité","questions":[${'{"q":"?","a":"!"},'.repeat(500)}{"q":"last","a":"end"}]}`
    const article = readFileSync(
      path.join(repositoryContent, "articles/sourcing-strategy/index.mdx"),
      "utf8"
    ).replace("50%", "55%")
    await publish("pages/faq.json", "json", faq)
    await publish("articles/sourcing-strategy/index.mdx", "mdx", article)
    // Not a file of content/, nor one staff may edit: never written.
    await publish("pages/new.json", "json", "{}")
    await publish("../escape.json", "json", "{}")
    await publish("data/routes.json", "json", "{}")

    const written = await exportSiteFiles(root, app.config.DATABASE_URL)
    expect(written.sort()).toEqual([
      "articles/sourcing-strategy/index.mdx",
      "pages/faq.json",
    ])
    const after = snapshot(path.join(root, "content"))
    expect(
      readFileSync(path.join(root, "content/pages/faq.json"), "utf8")
    ).toBe(faq)
    expect(
      readFileSync(
        path.join(root, "content/articles/sourcing-strategy/index.mdx"),
        "utf8"
      )
    ).toBe(article)
    for (const file of written) after.delete(file)
    for (const file of written) before.delete(file)
    expect(after).toEqual(before)
    expect(readdirSync(root)).toEqual(["content"])

    // Run again, it finds the files already as published and writes nothing.
    expect(await exportSiteFiles(root, app.config.DATABASE_URL)).toEqual([])
  })
})
