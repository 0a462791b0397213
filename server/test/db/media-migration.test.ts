/** @dialect-dependent a migration's DDL, partial unique index and data moves, run as each dialect's SQL */
import { migrate } from "../../db/migrate"
import { databaseBefore } from "../databases"

// migrations/021-media.ts on a database with images: every upload, and every https address a
// record, its published copy or its rich text names, becomes one library item flagged as needing
// alt text; site paths and addresses of uploads that are gone make none.

const at = "2030-01-01T00:00:00.000Z"
const upload = (id: string) => ({
  id,
  contentType: "image/png",
  size: 3,
  width: 4,
  height: 2,
  sha256: "x",
  data: Buffer.from([1, 2, 3]),
  createdAt: at,
})

it("makes every image already stored or named a library item that needs alt text", async () => {
  const { db, drop } = await databaseBefore("021")
  try {
    await db
      .insertInto("uploads")
      .values([upload("a.png"), upload("b.png")])
      .execute()
    const blog = {
      title: "Blog",
      excerpt: "",
      category: "",
      createdAt: at,
      updatedAt: at,
    }
    await db
      .insertInto("blogs")
      .values([
        {
          id: "b1",
          slug: "b1",
          ...blog,
          image: "/uploads/a.png",
          content:
            '<p>x</p><img src="https://cdn.example.com/in-text.jpg" alt=""><IMG SRC=\'https://cdn.example.com/quoted.jpg\'>',
        },
        {
          id: "b2",
          slug: "b2",
          ...blog,
          image: "https://cdn.example.com/card.jpg",
          content: '<img src="/uploads/gone.png">',
        },
        {
          id: "b3",
          slug: "b3",
          ...blog,
          image: "/images/shipped.jpg",
          content: "",
        },
      ])
      .execute()
    await db
      .insertInto("published")
      .values({
        resource: "banners",
        id: "n1",
        data: JSON.stringify({ image: "https://cdn.example.com/card.jpg" }),
        version: 1,
        publishedAt: at,
        publishedBy: "office@coreval.test",
      })
      .execute()
    await db
      .insertInto("published")
      .values({
        resource: "programmes",
        id: "p1",
        data: JSON.stringify({
          Image: "https://cdn.example.com/old-programme.jpg",
          description:
            '<figure><img src="https://cdn.example.com/fig.png"></figure>',
        }),
        version: 1,
        publishedAt: at,
        publishedBy: "office@coreval.test",
      })
      .execute()

    await migrate(db)
    const items = await db
      .selectFrom("media")
      .selectAll()
      .orderBy("src")
      .execute()
    expect(items.map((item) => item.src)).toEqual([
      "/uploads/a.png",
      "/uploads/b.png",
      "https://cdn.example.com/card.jpg",
      "https://cdn.example.com/fig.png",
      "https://cdn.example.com/in-text.jpg",
      "https://cdn.example.com/old-programme.jpg",
      "https://cdn.example.com/quoted.jpg",
    ])
    for (const item of items) {
      expect(item).toMatchObject({
        alt: "",
        decorative: 0,
        focalX: 50,
        focalY: 50,
        deletedAt: null,
      })
      expect(item.id).toMatch(/^[0-9a-f]{24}$/)
    }
    expect(items[0]).toMatchObject({
      uploadId: "a.png",
      width: 4,
      height: 2,
      contentType: "image/png",
      size: 3,
      createdAt: at,
    })
    expect(items[2].uploadId).toBeNull()

    // An address names one item while it is out of Trash.
    const again = {
      id: "c".repeat(24),
      src: "/uploads/a.png",
      createdAt: at,
      updatedAt: at,
    }
    // Matched by message: better-sqlite3's errors come from another realm than Jest's Error.
    await expect(
      db.insertInto("media").values(again).execute()
    ).rejects.toHaveProperty(
      "message",
      expect.stringMatching(/unique|duplicate key/i)
    )
    await db
      .updateTable("media")
      .set({ deletedAt: at })
      .where("src", "=", "/uploads/a.png")
      .execute()
    await db.insertInto("media").values(again).execute()
  } finally {
    await drop()
  }
})
