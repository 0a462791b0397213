import { createHash } from "node:crypto"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
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
  panelResources,
  panelTypes,
  type PanelResource,
} from "../../../common/panel-content"
import { pngOfZeros } from "../../../server/test/fixtures/images"
import { sourcePanelNodes, summaryOf } from "../source"
import { typeDefs } from "../schema"

// The source plugin against real databases made by the server's own migrations: none at all,
// one with no published records, one with every field of every resource filled in, and one with
// only the required fields.

jest.setTimeout(30_000)

const root = path.resolve(__dirname, "../../..")
let dir: string

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "source-panel-test-"))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

type Node = Record<string, any>

function fakeGatsby() {
  const nodes: Node[] = []
  const owners: Array<string | undefined> = []
  const helpers = {
    actions: {
      createNode: jest.fn((node: Node, plugin?: { name: string }) => {
        nodes.push(node)
        owners.push(plugin?.name)
      }),
    },
    createNodeId: (input: string) => `node-${input}`,
    createContentDigest: (input: unknown) =>
      createHash("md5").update(JSON.stringify(input)).digest("hex"),
    cache: { directory: path.join(dir, "cache") },
    reporter: { info: jest.fn(), warn: jest.fn() },
  }
  const ofType = (type: string) =>
    nodes.filter((node) => node.internal.type === type)
  return { helpers: helpers as any, nodes, owners, ofType }
}

// A database the server's migrations made, with `publish` putting a record's live version where
// the server's publish puts it (migrations/012-editorial.ts): the build reads only those.
async function database() {
  const url = `sqlite:${path.join(dir, "site.sqlite")}`
  const { db } = connect(url)
  await migrate(db)
  const publish = async (
    resource: string,
    fields: Record<string, string | number>
  ) => {
    const at = new Date().toISOString()
    const record = {
      id: newId(),
      ...blankRecord(resource as PanelResource),
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
  // The seeded courses are published: gone, for a database without them.
  const withoutCourses = () => sql`DELETE FROM published`.execute(db)
  return { url, db, publish, withoutCourses }
}

const records = (nodes: Node[]) =>
  nodes.filter((node) => node.internal.type !== "PanelSite")

const source = async (helpers: unknown, url: string) =>
  (
    await sourcePanelNodes(helpers as any, {
      databaseUrl: url,
      directory: root,
    })
  ).digest

async function storeUpload(db: Kysely<any>, id: string, bytes?: Buffer) {
  const data =
    bytes ??
    (await sharp({
      create: { width: 6, height: 4, channels: 3, background: "#0b1f44" },
    })
      .png()
      .toBuffer())
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
}

describe("an empty database", () => {
  it("builds with no nodes when no database exists yet", async () => {
    const gatsby = fakeGatsby()
    const url = `sqlite:${path.join(dir, "missing.sqlite")}`
    const digest = await source(gatsby.helpers, url)
    expect(records(gatsby.nodes)).toEqual([])
    expect(digest).toBe(await contentDigest(url))
    // Reading never creates the server's database.
    expect(existsSync(path.join(dir, "missing.sqlite"))).toBe(false)
  })

  it("builds with no nodes when no record is published, drafts included", async () => {
    const { url, db, withoutCourses } = await database()
    await withoutCourses()
    await sql`INSERT INTO blogs ("id", "title", "createdAt", "updatedAt")
      VALUES ('0190aaaabbbbccccddddeeee', 'A draft', '2030-01-01', '2030-01-01')`.execute(
      db
    )
    await db.destroy()
    const gatsby = fakeGatsby()
    await source(gatsby.helpers, url)
    expect(records(gatsby.nodes)).toEqual([])
  })

  it("gives the day the build is made on, in Amsterdam, as the PanelSite node", async () => {
    const gatsby = fakeGatsby()
    await sourcePanelNodes(gatsby.helpers, {
      databaseUrl: `sqlite:${path.join(dir, "missing.sqlite")}`,
      directory: root,
      now: () => new Date("2031-05-10T22:30:00Z"),
    })
    expect(gatsby.ofType("PanelSite")).toEqual([
      expect.objectContaining({ today: "2031-05-11" }),
    ])
    expect(typeDefs).toMatch(/type PanelSite implements Node @dontInfer/)
  })

  it("declares a type for every resource, so queries run on empty tables", () => {
    for (const type of Object.values(panelTypes)) {
      expect(typeDefs).toMatch(
        new RegExp(`type ${type} implements Node @dontInfer`)
      )
    }
  })
})

it("seeds a fresh database with the 8 courses of the content, the same ones every time", async () => {
  const first = await database()
  const gatsby = fakeGatsby()
  const digest = await source(gatsby.helpers, first.url)
  await first.db.destroy()
  const courses = gatsby.ofType("PanelCourse")
  expect(courses).toHaveLength(8)
  expect(courses[0]).toMatchObject({
    title: "Cost and Value Philosophy in practice",
    durationDays: 1,
    image: null,
    imageFile: null,
  })
  // A site built from one fresh database fits another.
  const other = path.join(dir, "other")
  const { db } = connect(`sqlite:${other}/site.sqlite`)
  await migrate(db)
  await db.destroy()
  expect(await contentDigest(`sqlite:${other}/site.sqlite`)).toBe(digest)
})

describe("every field present", () => {
  it("gives each record a node of its type with all of its fields and its uploaded image", async () => {
    const { url, db, publish, withoutCourses } = await database()
    await withoutCourses()
    await storeUpload(db, "0190aaaabbbbccccddddeeee.png")
    const upload = "/uploads/0190aaaabbbbccccddddeeee.png"
    const created = {
      banners: await publish("banners", {
        title: "Banner",
        subtitle: "Sub",
        image: upload,
        link: "/faq",
        order: 2,
      }),
      stories: await publish("stories", {
        title: "Story",
        content: "Line one\nLine two",
        image: "https://images.example/story.jpg",
      }),
      templates: await publish("templates", {
        title: "Picture",
        image: upload,
        category: "Workshops",
      }),
      programmes: await publish("programmes", {
        Name: "Programme",
        Image: upload,
        description: "<h2>Scope</h2><p>What it <strong>covers</strong>.</p>",
        slug: "programme",
        seoTitle: "Programme: the search title",
        seoDescription: "The search description",
        socialImage: "https://images.example/card.jpg",
      }),
      team: await publish("team", {
        name: "Ada Lovelace",
        role: "Partner",
        bio: "Bio",
        image: upload,
      }),
      events: await publish("events", {
        title: "Event",
        date: "2030-05-01T09:30:00Z",
        location: "Rotterdam",
        description: "Agenda",
      }),
      news: await publish("news", {
        title: "News",
        content: "Text",
        image: upload,
        date: "2030-04-01",
      }),
      blogs: await publish("blogs", {
        title: "Blog",
        excerpt: "Excerpt",
        content: "<p>Body</p>",
        image: upload,
        category: "Thinking",
        slug: "blog",
        seoTitle: "Blog: the search title",
        seoDescription: "The search description",
        socialImage: upload,
        author: "Ada Lovelace",
      }),
      courses: await publish("courses", {
        title: "Course",
        description: "Description",
        durationDays: 3,
        image: upload,
      }),
    }
    await db.destroy()

    const gatsby = fakeGatsby()
    await source(gatsby.helpers, url)

    const files = gatsby.ofType("File")
    expect(files).toHaveLength(1)
    expect(files[0].extension).toBe("png")
    expect(gatsby.owners[gatsby.nodes.indexOf(files[0])]).toBe(
      "gatsby-source-filesystem"
    )
    for (const resource of panelResources) {
      const [node, ...others] = gatsby.ofType(panelTypes[resource])
      expect(others).toEqual([])
      const record = created[resource]
      expect(node.recordId).toBe(record.id)
      expect(node.id).not.toBe(record.id)
      expect(node.createdAt).toBe(record.createdAt)
      for (const [field, value] of Object.entries(record)) {
        if (["id", "description", "content"].includes(field)) continue
        if (resource !== "stories" && /^image$/i.test(field)) continue
        expect([field, node[field]]).toEqual([field, value])
      }
    }
    expect(gatsby.ofType("PanelStory")[0]).toMatchObject({
      image: "https://images.example/story.jpg",
      imageFile: null,
      content: "Line one\nLine two",
    })
    for (const type of ["PanelBanner", "PanelTeamMember", "PanelBlog"]) {
      expect(gatsby.ofType(type)[0]).toMatchObject({
        image: upload,
        imageFile: files[0].id,
      })
    }
    expect(gatsby.ofType("PanelProgramme")[0]).toMatchObject({
      Image: upload,
      imageFile: files[0].id,
      description: "<h2>Scope</h2><p>What it <strong>covers</strong>.</p>",
      summary: "Scope What it covers.",
    })
    expect(gatsby.ofType("PanelBlog")[0]).toMatchObject({
      content: "<p>Body</p>",
      summary: "Excerpt",
    })

    // A second build finds the image in its cache and makes the same nodes: nothing to rebuild.
    const again = fakeGatsby()
    await source(again.helpers, url)
    const digests = (nodes: Node[]) =>
      nodes.map((node) => [node.id, node.internal.contentDigest])
    expect(digests(again.nodes)).toEqual(digests(gatsby.nodes))
  })
})

describe("every optional field missing", () => {
  it("gives null for each optional field and no image", async () => {
    const { url, db, publish, withoutCourses } = await database()
    await withoutCourses()
    const required: Record<string, Record<string, string>> = {
      banners: { title: "Banner" },
      stories: { title: "Story" },
      templates: { title: "Picture" },
      programmes: { Name: "Programme" },
      team: { name: "Ada" },
      events: { title: "Event" },
      news: { title: "News" },
      blogs: { title: "Blog" },
      courses: { title: "Course" },
    }
    for (const resource of panelResources) {
      await publish(resource, required[resource])
    }
    await db.destroy()

    const gatsby = fakeGatsby()
    await source(gatsby.helpers, url)
    expect(gatsby.ofType("File")).toEqual([])
    for (const resource of panelResources) {
      const [node] = gatsby.ofType(panelTypes[resource])
      const optional = Object.keys(node).filter(
        (field) =>
          ![
            "id",
            "recordId",
            "parent",
            "children",
            "internal",
            "createdAt",
            "updatedAt",
            // A page's address is never null: a version from before slugs keeps its id's.
            "slug",
            ...Object.keys(required[resource]),
          ].includes(field)
      )
      if ("slug" in node) expect(node.slug).toBe(node.recordId)
      expect(optional.length).toBeGreaterThan(0)
      for (const field of optional) {
        expect([resource, field, node[field]]).toEqual([resource, field, null])
      }
    }
  })

  it("publishes a link that is not a path on this site or an http(s) URL as no link", async () => {
    const { url, db, publish } = await database()
    // Stored before the API refused them, or written to the database by other means.
    const links = {
      "/faq": "/faq",
      "https://partner.example/offer": "https://partner.example/offer",
      "http://partner.example/": "http://partner.example/",
      "/\\evil.example/x": null,
      "//evil.example/x": null,
      "javascript:alert(1)": null,
      "data:text/html,<script>alert(1)</script>": null,
      "ftp://files.example/x": null,
      "/a b": null,
    }
    for (const [order, link] of Object.keys(links).entries())
      await publish("banners", { title: `Banner ${order}`, link, order })
    await db.destroy()
    const gatsby = fakeGatsby()
    await source(gatsby.helpers, url)
    const published = Object.fromEntries(
      gatsby
        .ofType("PanelBanner")
        .sort((a, b) => a.order - b.order)
        .map((node, i) => [Object.keys(links)[i], node.link])
    )
    expect(published).toEqual(links)
  })

  it("shows no image for an upload the database does not hold, or an address that is not https", async () => {
    const { url, db, publish } = await database()
    await publish("team", { name: "A", image: "/uploads/gone.png" })
    await publish("team", {
      name: "B",
      image: "http://insecure.example/b.jpg",
    })
    await db.destroy()
    const gatsby = fakeGatsby()
    await source(gatsby.helpers, url)
    expect(gatsby.ofType("PanelTeamMember").map((node) => node.image)).toEqual([
      null,
      null,
    ])
    expect(gatsby.helpers.reporter.warn).toHaveBeenCalledWith(
      expect.stringContaining("/uploads/gone.png")
    )
  })
})

describe("a page's search and social fields", () => {
  it("publishes a social image that is neither an upload nor https as none, as the record's image is", async () => {
    const { url, db, publish, withoutCourses } = await database()
    await withoutCourses()
    for (const socialImage of [
      "javascript:alert(1)",
      "http://insecure.example/card.jpg",
      "https://cdn.example/card.jpg",
      "/uploads/0190aaaabbbbccccddddeeee.png",
    ])
      await publish("blogs", { title: socialImage, socialImage })
    await db.destroy()
    const gatsby = fakeGatsby()
    await source(gatsby.helpers, url)
    const cards = Object.fromEntries(
      gatsby.ofType("PanelBlog").map((node) => [node.title, node.socialImage])
    )
    expect(cards).toEqual({
      "javascript:alert(1)": null,
      "http://insecure.example/card.jpg": null,
      "https://cdn.example/card.jpg": "https://cdn.example/card.jpg",
      "/uploads/0190aaaabbbbccccddddeeee.png":
        "/uploads/0190aaaabbbbccccddddeeee.png",
    })
  })
})

describe("an image that cannot be read", () => {
  it("publishes the record without it, with a warning that names the record, and builds", async () => {
    const { url, db, publish, withoutCourses } = await database()
    await withoutCourses()
    // Stored before uploads were decoded whole, or by other means: a PNG cut short, whose header
    // still says 300 × 200.
    const whole = await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#0b1f44" },
    })
      .png()
      .toBuffer()
    await storeUpload(
      db,
      "0190badbadbadbadbadbadba.png",
      whole.subarray(0, 300)
    )
    await storeUpload(db, "0190aaaabbbbccccddddeeee.png")
    const broken = await publish("blogs", {
      title: "Tender season",
      content: "<p>Body</p>",
      image: "/uploads/0190badbadbadbadbadbadba.png",
    })
    const fine = await publish("team", {
      name: "Ada Lovelace",
      image: "/uploads/0190aaaabbbbccccddddeeee.png",
    })
    await db.destroy()

    const gatsby = fakeGatsby()
    const { warnings } = await sourcePanelNodes(gatsby.helpers, {
      databaseUrl: url,
      directory: root,
    })
    expect(gatsby.ofType("PanelBlog")[0]).toMatchObject({
      recordId: broken.id,
      title: "Tender season",
      image: null,
      imageFile: null,
    })
    const files = gatsby.ofType("File")
    expect(files).toHaveLength(1)
    expect(gatsby.ofType("PanelTeamMember")[0]).toMatchObject({
      recordId: fine.id,
      imageFile: files[0].id,
    })
    expect(warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Blog "Tender season" \\(${broken.id}\\) is published without its image: /uploads/0190badbadbadbadbadbadba.png cannot be read as an image \\(.+\\); upload it again$`
        )
      ),
    ])
    expect(gatsby.helpers.reporter.warn).toHaveBeenCalledWith(
      `gatsby-source-panel: ${warnings[0]}`
    )
  })

  it("does not decode an image of more pixels than an upload may have", async () => {
    const { url, db, publish, withoutCourses } = await database()
    await withoutCourses()
    // A header that claims 16000 × 16000 (768 MB decoded), over a few rows.
    await storeUpload(
      db,
      "0190b0b0b0b0b0b0b0b0b0b0.png",
      await pngOfZeros(16_000, 16_000, 1)
    )
    await publish("news", {
      title: "Site visit",
      image: "/uploads/0190b0b0b0b0b0b0b0b0b0b0.png",
    })
    await db.destroy()
    const gatsby = fakeGatsby()
    const { warnings } = await sourcePanelNodes(gatsby.helpers, {
      databaseUrl: url,
      directory: root,
    })
    expect(gatsby.ofType("PanelNews")[0].image).toBeNull()
    expect(warnings).toEqual([
      expect.stringMatching(/^News "Site visit".*pixel limit/),
    ])
  })
})

it("cuts a summary at a word, with an ellipsis", () => {
  expect(summaryOf("  short   text ")).toBe("short text")
  const long = `${"word ".repeat(60)}end`
  const summary = summaryOf(long)
  expect(summary.length).toBeLessThanOrEqual(201)
  expect(summary).toMatch(/word…$/)
})

describe("teachers", () => {
  it("gives each approved teacher a node of their public profile, and nothing of their account", async () => {
    const { url, db } = await database()
    const teacher = (
      id: string,
      status: "pending" | "approved" | "rejected",
      photo = ""
    ) =>
      db
        .insertInto("teachers")
        .values({
          id,
          name: `Teacher ${id}`,
          email: `${id}@example.com`,
          phone: "+31 70 123 4567",
          subject: "Contract law",
          passwordHash: "scrypt$secret-hash",
          status,
          photo,
          bio: "Twenty years of drilling contracts.",
          createdAt: "2024-05-01T10:00:00.000Z",
          updatedAt: "2024-05-01T10:00:00.000Z",
        })
        .execute()
    await storeUpload(db, "lena.png")
    await teacher("approved1", "approved", "/uploads/lena.png")
    await teacher("pending1", "pending")
    await teacher("rejected1", "rejected")
    const before = await contentDigest(url)
    // The course's published version names the teacher (its draft alone would not reach the site).
    await sql`UPDATE published SET "data" = json_set("data", '$.teacherId', 'approved1') WHERE "resource" = 'courses' AND "id" = '018cc251f400000000000001'`.execute(
      db
    )
    expect(await contentDigest(url)).not.toBe(before)
    await db.destroy()

    const gatsby = fakeGatsby()
    await source(gatsby.helpers, url)
    const teachers = gatsby.ofType("PanelTeacher")
    expect(teachers).toHaveLength(1)
    const [node] = teachers
    expect(node).toMatchObject({
      recordId: "approved1",
      name: "Teacher approved1",
      subject: "Contract law",
      bio: "Twenty years of drilling contracts.",
      photo: "/uploads/lena.png",
      photoFile: expect.stringMatching(/^node-/),
    })
    expect(JSON.stringify(node)).not.toMatch(
      /example\.com|scrypt|70 123|status/
    )
    const course = gatsby
      .ofType("PanelCourse")
      .find((c) => c.recordId === "018cc251f400000000000001")
    expect(course?.teacherId).toBe("approved1")
    expect(typeDefs).toMatch(
      /courses: \[PanelCourse\] @link\(by: "teacherId", from: "recordId"\)/
    )
  })
})
