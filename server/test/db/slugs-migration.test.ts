/** @dialect-dependent a migration's DDL and data moves, run as each dialect's SQL */
import type { Kysely } from "kysely"
import { databaseBefore } from "../databases"
import { build } from "../helper"

// Migration 020 on a database with blog posts and programmes already: each gets a slug from its
// title (the oldest the plain one, later ones with the same title -2, -3), its live version the
// same slug and empty snippet fields, and the live slug is recorded, so the id answers 301 to it.

const at = (day: number) => `2026-01-0${day}T00:00:00.000Z`

describe("migration 020 on existing records", () => {
  let before: Awaited<ReturnType<typeof databaseBefore>>
  beforeAll(async () => {
    before = await databaseBefore("020")
  })
  afterAll(() => before.drop())

  it("backfills unique slugs from the titles, in the records and their live versions", async () => {
    const { db } = before
    const blogs = [
      ["b3", "Énergie & Öl", 3, true],
      ["b1", "Energie Öl", 1, true],
      ["b2", "ENERGIE ÖL!", 2, false],
      ["b4", "🚀", 4, true],
      ["b5", "2024", 5, false],
    ] as const
    for (const [id, title, day, live] of blogs) {
      await db
        .insertInto("blogs")
        .values({
          id,
          title,
          excerpt: "",
          content: "<p>x</p>",
          image: "",
          category: "",
          createdAt: at(day),
          updatedAt: at(day),
          status: live ? "published" : "draft",
          state: live ? "published" : "draft",
          version: 1,
          publishedVersion: live ? 1 : null,
        })
        .execute()
      if (live)
        await db
          .insertInto("published")
          .values({
            resource: "blogs",
            id,
            data: JSON.stringify({
              id,
              title,
              content: "<p>x</p>",
              createdAt: at(day),
              updatedAt: at(day),
            }),
            version: 1,
            publishedAt: at(day),
            publishedBy: "system",
          })
          .execute()
    }
    await db
      .insertInto("programmes")
      .values({
        id: "p1",
        Name: "Énergie & Öl",
        Image: "",
        description: "",
        createdAt: at(1),
        updatedAt: at(1),
      })
      .execute()
    await before.close()

    const app = await build({ DATABASE_URL: before.url })
    try {
      const records = app.db as unknown as Kysely<any>
      const slugsOf = (table: string) =>
        records.selectFrom(table).select(["id", "slug"]).orderBy("id").execute()
      expect(await slugsOf("blogs")).toEqual([
        { id: "b1", slug: "energie-ol" },
        { id: "b2", slug: "energie-ol-2" },
        { id: "b3", slug: "energie-ol-3" },
        { id: "b4", slug: "post" },
        { id: "b5", slug: "post-2024" },
      ])
      // Unique within its own resource only.
      expect(await slugsOf("programmes")).toEqual([
        { id: "p1", slug: "energie-ol" },
      ])
      const programme = await app.inject("/api/v1/admin/getsingleProgramme/p1")
      // Not live: the migration does not publish anything.
      expect(programme.statusCode).toBe(404)

      const live = await app.inject("/api/v1/admin/getSingleblog/energie-ol-3")
      expect(live.statusCode).toBe(200)
      expect(live.json().data).toMatchObject({
        id: "b3",
        slug: "energie-ol-3",
        seoTitle: "",
        seoDescription: "",
        socialImage: "",
        author: "",
      })
      expect(
        await app.db
          .selectFrom("slugs")
          .select(["recordId", "slug", "live"])
          .orderBy("recordId")
          .execute()
      ).toEqual([
        { recordId: "b1", slug: "energie-ol", live: 1 },
        { recordId: "b3", slug: "energie-ol-3", live: 1 },
        { recordId: "b4", slug: "post", live: 1 },
      ])
      // The id leads to the page's slug now.
      expect(await app.editorialRepository.page("blogs", "b1")).toEqual({
        recordId: "b1",
        slug: "energie-ol",
      })
    } finally {
      await app.close()
    }
  })
})
