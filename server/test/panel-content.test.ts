/** @dialect-dependent the build reads the database through each dialect's driver */
import sharp from "sharp"
import {
  contentDigest,
  openPanelStore,
  panelResources,
} from "../../common/panel-content"
import { bearer, buildAsAdmin, describeImages, type TestApp } from "./helper"

// What the build reads of the server's database (common/panel-content.ts, the source plugin's
// reader), on the database this project runs on: SQLite, and PostgreSQL with its own driver. The
// records and the uploaded bytes are written through the admin API, as an administrator would; it
// reads the published version of each record, never a draft.

describe("the build's reading of the server's database", () => {
  let app: TestApp
  let token: string
  beforeAll(async () => ({ app, token } = await buildAsAdmin()))
  afterAll(() => app.close())

  const read = async () => {
    const store = openPanelStore(app.config.DATABASE_URL)
    try {
      return await store.content()
    } finally {
      await store.close()
    }
  }

  it("reads a fresh database as the 8 seeded courses and nothing else", async () => {
    const content = await read()
    expect(Object.keys(content.records).sort()).toEqual(
      [...panelResources].sort()
    )
    for (const resource of panelResources) {
      expect(content.records[resource]).toHaveLength(
        resource === "courses" ? 8 : 0
      )
    }
    expect(content.records.courses[0]).toMatchObject({
      durationDays: expect.any(Number),
    })
    expect(content.uploads).toEqual([])
  })

  it("reads what the admin API wrote, uploaded bytes included, and its digest follows changes", async () => {
    const before = await contentDigest(app.config.DATABASE_URL)
    const bytes = await sharp({
      create: { width: 12, height: 9, channels: 3, background: "#0b1f44" },
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
    const { id: uploadId, url } = upload.json()
    const created = await app.inject({
      method: "POST",
      url: "/api/admin/team",
      headers: bearer(token),
      payload: { name: "Ada Okafor", role: "Principal", image: url },
    })
    expect(created.statusCode).toBe(201)
    // A draft is not what the site shows: the build reads nothing new yet.
    expect((await read()).records.team).toEqual([])
    expect(await contentDigest(app.config.DATABASE_URL)).toBe(before)
    const publish = () =>
      app.inject({
        method: "POST",
        url: `/api/admin/team/${created.json().id}/publish`,
        headers: bearer(token),
      })
    await describeImages(app, bearer(token))
    expect((await publish()).statusCode).toBe(200)

    const content = await read()
    expect(content.records.team).toEqual([
      expect.objectContaining({
        id: created.json().id,
        name: "Ada Okafor",
        role: "Principal",
        image: url,
      }),
    ])
    expect(content.uploads).toEqual([
      expect.objectContaining({
        id: uploadId,
        contentType: "image/png",
        width: 12,
        height: 9,
      }),
    ])
    const store = openPanelStore(app.config.DATABASE_URL)
    try {
      expect(Buffer.compare((await store.uploadData(uploadId))!, bytes)).toBe(0)
      expect(await store.uploadData("missing.png")).toBeNull()
    } finally {
      await store.close()
    }
    expect(content.digest).not.toBe(before)
    expect(await contentDigest(app.config.DATABASE_URL)).toBe(content.digest)

    const updated = await app.inject({
      method: "PUT",
      url: `/api/admin/team/${created.json().id}`,
      headers: bearer(token),
      payload: { role: "Partner" },
    })
    expect(updated.statusCode).toBe(200)
    // The edit is a draft until it is published.
    expect(await contentDigest(app.config.DATABASE_URL)).toBe(content.digest)
    expect((await publish()).statusCode).toBe(200)
    expect(await contentDigest(app.config.DATABASE_URL)).not.toBe(
      content.digest
    )
    expect((await read()).records.team[0]).toMatchObject({ role: "Partner" })
  })
})
