import { createHash } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { sql, type Kysely } from "kysely"
import sharp from "sharp"
import { connect } from "../../../server/db/connect"
import { migrate } from "../../../server/db/migrate"
import { newId } from "../../../server/db/ids"
import { blankRecord } from "../../../server/plugins/app/editorial/content-repository"
import {
  contentDigest,
  type PanelResource,
} from "../../../common/panel-content"
import { sourcePanelNodes } from "../source"
import { typeDefs } from "../schema"

// The media library on the site: every image a record shows, in a field or in its rich text,
// carries its library item's alt text ("" when decorative, or when no live item describes it) and
// its focal point, read by the build from a real database made by the server's migrations. An
// edit of an item a published record shows changes the digests, so the pages that show it are
// built again; an edit of an item no published record shows changes nothing.

jest.setTimeout(30_000)

const root = path.resolve(__dirname, "../../..")
let dir: string
let db: Kysely<any>
let url: string

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "source-media-test-"))
  url = `sqlite:${path.join(dir, "site.sqlite")}`
  ;({ db } = connect(url))
  await migrate(db)
  // The seeded courses are published: gone, so that only this test's records are built.
  await sql`DELETE FROM published`.execute(db)
})
afterEach(async () => {
  await db.destroy()
  rmSync(dir, { recursive: true, force: true })
})

type Node = Record<string, any>

async function build() {
  const nodes: Node[] = []
  const helpers = {
    actions: { createNode: (node: Node) => nodes.push(node) },
    createNodeId: (input: string) => `node-${input}`,
    createContentDigest: (input: unknown) =>
      createHash("md5").update(JSON.stringify(input)).digest("hex"),
    cache: { directory: path.join(dir, "cache") },
    reporter: { info: jest.fn(), warn: jest.fn() },
  }
  const { digest } = await sourcePanelNodes(helpers as any, {
    databaseUrl: url,
    directory: root,
  })
  const ofType = (type: string) =>
    nodes.filter((node) => node.internal.type === type)
  return { digest, ofType }
}

async function publish(resource: PanelResource, fields: object) {
  const at = new Date().toISOString()
  const record = {
    id: newId(),
    ...blankRecord(resource),
    ...fields,
    createdAt: at,
    updatedAt: at,
  }
  await db
    .insertInto("published")
    .values({
      resource,
      id: record.id,
      data: JSON.stringify(record),
      version: 1,
      publishedAt: at,
      publishedBy: "test",
    })
    .execute()
  return record
}

async function item(
  src: string,
  fields: Partial<{
    alt: string
    decorative: number
    focalX: number
    focalY: number
    deletedAt: string
  }> = {}
) {
  const at = new Date().toISOString()
  const id = newId()
  await db
    .insertInto("media")
    .values({ id, src, createdAt: at, updatedAt: at, ...fields })
    .execute()
  return id
}

async function upload(id: string) {
  const data = await sharp({
    create: { width: 6, height: 4, channels: 3, background: "#0b1f44" },
  })
    .png()
    .toBuffer()
  await db
    .insertInto("uploads")
    .values({
      id,
      contentType: "image/png",
      size: data.length,
      width: 6,
      height: 4,
      sha256: createHash("sha256").update(data).digest("hex"),
      data,
      createdAt: new Date().toISOString(),
    })
    .execute()
  return `/uploads/${id}`
}

const setAlt = (id: string, alt: string) =>
  db.updateTable("media").set({ alt }).where("id", "=", id).execute()

describe("image fields", () => {
  it("carry their item's alt text and focal point, and '' where no live item describes them", async () => {
    const rig = await upload("0190aaaabbbbccccddddeeee.png")
    await item(rig, { alt: "A drilling rig at dusk", focalX: 30, focalY: 70 })
    await item("https://img.example/texture.jpg", {
      alt: "Said, but decorative",
      decorative: 1,
    })
    await item("https://img.example/gone.jpg", {
      alt: "In Trash",
      deletedAt: new Date().toISOString(),
    })
    const blog = await publish("blogs", { title: "Blog", image: rig })
    const programme = await publish("programmes", {
      Name: "Programme",
      Image: rig,
    })
    await publish("team", {
      name: "Decorated",
      image: "https://img.example/texture.jpg",
    })
    await publish("stories", {
      title: "Not in the library",
      image: "https://img.example/elsewhere.jpg",
    })
    await publish("news", {
      title: "Deleted item",
      image: "https://img.example/gone.jpg",
    })
    await publish("banners", { title: "No image" })
    await publish("courses", {
      title: "Upload gone",
      image: "/uploads/0190ffffffffffffffffffff.png",
    })
    await db
      .insertInto("teachers")
      .values({
        id: "teacher1",
        name: "Lena",
        email: "lena@example.com",
        passwordHash: "x",
        status: "approved",
        photo: rig,
        createdAt: "2024-05-01T10:00:00.000Z",
        updatedAt: "2024-05-01T10:00:00.000Z",
      })
      .execute()

    const { ofType } = await build()
    expect(ofType("PanelBlog")[0]).toMatchObject({
      recordId: blog.id,
      image: rig,
      imageFile: expect.stringMatching(/^node-/),
      imageAlt: "A drilling rig at dusk",
      imageFocus: "30% 70%",
    })
    expect(ofType("PanelProgramme")[0]).toMatchObject({
      recordId: programme.id,
      ImageAlt: "A drilling rig at dusk",
      ImageFocus: "30% 70%",
    })
    expect(ofType("PanelTeacher")[0]).toMatchObject({
      photo: rig,
      photoAlt: "A drilling rig at dusk",
      photoFocus: "30% 70%",
    })
    expect(ofType("PanelTeamMember")[0]).toMatchObject({
      imageAlt: "",
      imageFocus: "50% 50%",
    })
    expect(ofType("PanelStory")[0]).toMatchObject({
      image: "https://img.example/elsewhere.jpg",
      imageAlt: "",
      imageFocus: "50% 50%",
    })
    expect(ofType("PanelNews")[0]).toMatchObject({
      image: "https://img.example/gone.jpg",
      imageAlt: "",
    })
    // No image shown: nothing to describe.
    expect(ofType("PanelBanner")[0]).toMatchObject({
      image: null,
      imageAlt: null,
      imageFocus: null,
    })
    expect(ofType("PanelCourse")[0]).toMatchObject({
      image: null,
      imageAlt: null,
      imageFocus: null,
    })
  })

  it("are declared for every image field, so a query of them runs on an empty database", () => {
    for (const [type, field] of [
      ["PanelBanner", "image"],
      ["PanelProgramme", "Image"],
      ["PanelBlog", "image"],
      ["PanelTeacher", "photo"],
    ]) {
      const body = typeDefs.split(`type ${type} implements Node`)[1]
      const declaration = body.slice(0, body.indexOf("}"))
      expect(declaration).toMatch(new RegExp(`\\b${field}Alt: String\\n`))
      expect(declaration).toMatch(new RegExp(`\\b${field}Focus: String\\n`))
    }
    const event = typeDefs.split("type PanelEvent implements Node")[1]
    expect(event.slice(0, event.indexOf("}"))).not.toMatch(/Alt:/)
  })

  it("keep a focal point stored out of range within the image", async () => {
    await item("https://img.example/edge.jpg", { focalX: -20, focalY: 250 })
    await publish("team", {
      name: "Edge",
      image: "https://img.example/edge.jpg",
    })
    const { ofType } = await build()
    expect(ofType("PanelTeamMember")[0].imageFocus).toBe("0% 100%")
  })
})

describe("rich text", () => {
  it("gives every image its item's alt text, in place of what the HTML says", async () => {
    const rig = await upload("0190aaaabbbbccccddddeeee.png")
    await item(rig, { alt: 'A rig, "at dusk" <script>alert(1)</script>' })
    await item("https://img.example/texture.jpg", {
      alt: "Said, but decorative",
      decorative: 1,
    })
    await item("https://img.example/chart.png?w=800&h=400", {
      alt: "Costs by quarter",
    })
    await item("https://img.example/trashed.jpg", {
      alt: "In Trash",
      deletedAt: new Date().toISOString(),
    })
    await publish("blogs", {
      title: "Blog",
      content: [
        `<p>Intro</p><figure><img src="${rig}" alt="written by hand"><figcaption>Rig</figcaption></figure>`,
        `<img src="https://img.example/texture.jpg" alt="a texture">`,
        `<img src="https://img.example/chart.png?w=800&amp;h=400">`,
        `<img src="https://img.example/unknown.jpg" alt="its own words">`,
        `<img src="https://img.example/bare.jpg">`,
        `<img src="https://img.example/trashed.jpg" alt="kept">`,
      ].join(""),
    })
    await publish("programmes", {
      Name: "Programme",
      description: `<p>Scope</p><img src="${rig}" alt="">`,
    })

    const { ofType } = await build()
    const html: string = ofType("PanelBlog")[0].content
    // Attribute values are quoted, and a quote within one is written &quot;.
    const alts = [...html.matchAll(/<img src="[^"]*" alt="([^"]*)">/g)].map(
      ([, alt]) => alt
    )
    expect(alts).toEqual([
      "A rig, &quot;at dusk&quot; <script>alert(1)</script>",
      "",
      "Costs by quarter",
      "its own words",
      "",
      "kept",
    ])
    // The alt text is an attribute's value, never markup.
    expect(html.replace(/alt="[^"]*"/g, "")).not.toMatch(/<script/)
    expect(html).toContain("<figcaption>Rig</figcaption>")
    expect(ofType("PanelProgramme")[0].description).toBe(
      `<p>Scope</p><img src="${rig}" alt="A rig, &quot;at dusk&quot; <script>alert(1)</script>">`
    )
  })

  it("leaves HTML without images as it was cleaned", async () => {
    await publish("blogs", {
      title: "Blog",
      content: "<p>Just <em>text</em></p>",
    })
    const { ofType } = await build()
    expect(ofType("PanelBlog")[0].content).toBe("<p>Just <em>text</em></p>")
  })
})

describe("digests", () => {
  it("change when an image a published record shows is described anew, and only that record's node", async () => {
    const rig = await upload("0190aaaabbbbccccddddeeee.png")
    const shown = await item(rig, { alt: "A rig" })
    const inText = await item("https://img.example/chart.png", { alt: "Costs" })
    const unused = await item("https://img.example/spare.jpg", { alt: "Spare" })
    await publish("blogs", { title: "With the rig", image: rig })
    await publish("programmes", {
      Name: "With the chart",
      description: '<p>See</p><img src="https://img.example/chart.png">',
    })
    await publish("team", { name: "Without images" })

    const first = await build()
    const digests = (built: typeof first) =>
      Object.fromEntries(
        ["PanelBlog", "PanelProgramme", "PanelTeamMember"].map((type) => [
          type,
          built.ofType(type)[0].internal.contentDigest,
        ])
      )
    expect(first.digest).toBe(await contentDigest(url))

    // An item no published record shows: the live site still shows the database.
    await setAlt(unused, "Spare, described")
    expect(await contentDigest(url)).toBe(first.digest)

    await setAlt(shown, "A rig at dusk")
    const second = await build()
    expect(second.digest).not.toBe(first.digest)
    expect(second.ofType("PanelBlog")[0].imageAlt).toBe("A rig at dusk")
    expect(digests(second)).toEqual({
      ...digests(first),
      PanelBlog: expect.not.stringMatching(digests(first).PanelBlog),
    })

    await db
      .updateTable("media")
      .set({ focalY: 20 })
      .where("id", "=", inText)
      .execute()
    const third = await build()
    expect(third.digest).not.toBe(second.digest)
    await setAlt(inText, "Costs by quarter")
    const fourth = await build()
    expect(fourth.digest).not.toBe(third.digest)
    expect(fourth.ofType("PanelProgramme")[0].description).toContain(
      'alt="Costs by quarter"'
    )
    expect(digests(fourth).PanelProgramme).not.toBe(
      digests(third).PanelProgramme
    )
    expect(digests(fourth).PanelBlog).toBe(digests(third).PanelBlog)
  })

  it("reads a database without a media library as one whose images are not described", async () => {
    const rig = await upload("0190aaaabbbbccccddddeeee.png")
    await publish("blogs", { title: "Blog", image: rig })
    await sql`DROP TABLE media`.execute(db)
    const { ofType, digest } = await build()
    expect(ofType("PanelBlog")[0]).toMatchObject({
      imageAlt: "",
      imageFocus: "50% 50%",
    })
    expect(digest).toBe(await contentDigest(url))
  })
})
