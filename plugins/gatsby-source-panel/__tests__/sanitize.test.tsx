import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import * as React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { connect } from "../../../server/db/connect"
import { migrate } from "../../../server/db/migrate"
import { createEditorialRepository } from "../../../server/plugins/app/editorial/editorial-repository"
import { sourcePanelNodes } from "../source"
import PanelBlogPage from "../../../src/pages/blog/{PanelBlog.slug}"
import PanelProgrammePage from "../../../src/pages/service/{PanelProgramme.slug}"

// What a visitor gets is the prebuilt page. Hostile HTML goes in through the repository (which
// stores it cleaned), is published, goes through the build's sourcing (which cleans it again, for
// records stored before) and out of the pages' server render: none of it may reach the page.

jest.setTimeout(30_000)

const payloads = [
  `<script>alert("script")</script>`,
  `<img src="x.png" onerror="alert('handler')">`,
  `<p onclick="alert('click')">Click</p>`,
  `<a href="javascript:alert('url')">link</a>`,
  `<a href="JaVaScRiPt:alert('url')">link</a>`,
  `<svg><script>alert("svg")</script></svg>`,
  `<style>body { display: none }</style>`,
  `<p style="position:fixed;inset:0">overlay</p>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<form action="https://evil.example"><input name="password"><button>Go</button></form>`,
  `<object data="x.swf"></object><embed src="x.swf">`,
]
const forbidden = [
  /<script/i,
  /\bon[a-z]+\s*=/i,
  /javascript:/i,
  /<style/i,
  /style=/i,
  /<iframe/i,
  /<form/i,
  /<input/i,
  /<button/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
]

let dir: string
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "source-panel-sanitize-"))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it("keeps script, event handlers, javascript: URLs, styles, frames and forms out of the built pages", async () => {
  const url = `sqlite:${path.join(dir, "site.sqlite")}`
  const { db } = connect(url)
  await migrate(db)
  const editorial = createEditorialRepository(db, { dialect: "sqlite" })
  const editor = { id: null, email: "editor@coreval.test", ip: "" }
  const hostile = `<h2>Heading</h2><p>Kept text.</p>${payloads.join("")}`
  for (const [resource, fields] of [
    ["blogs", { title: "Blog", content: hostile }],
    ["programmes", { Name: "Programme", description: hostile }],
  ] as const) {
    const draft = await editorial.create(resource, fields, editor)
    await editorial.publish(resource, draft.id, editor)
  }
  await db.destroy()

  const nodes: Record<string, any>[] = []
  await sourcePanelNodes(
    {
      actions: { createNode: (node: Record<string, any>) => nodes.push(node) },
      createNodeId: (input: string) => input,
      createContentDigest: () => "digest",
      cache: { directory: path.join(dir, "cache") },
      reporter: { info: () => {}, warn: () => {} },
    } as any,
    { databaseUrl: url, directory: path.resolve(__dirname, "../../..") }
  )
  const blog = nodes.find((node) => node.internal.type === "PanelBlog")!
  const programme = nodes.find(
    (node) => node.internal.type === "PanelProgramme"
  )!

  const pages = [
    renderToStaticMarkup(
      <PanelBlogPage {...({ data: { panelBlog: blog } } as any)} />
    ),
    renderToStaticMarkup(
      <PanelProgrammePage
        {...({ data: { panelProgramme: programme } } as any)}
      />
    ),
  ]
  for (const html of pages) {
    expect(html).toContain("<h2>Heading</h2><p>Kept text.</p>")
    expect(html).toContain("Click")
    expect(html).toContain("overlay")
    for (const pattern of forbidden) expect(html).not.toMatch(pattern)
  }
  expect(programme.summary).not.toMatch(/alert/)
})
