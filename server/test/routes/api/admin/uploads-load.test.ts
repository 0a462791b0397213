/** @dialect-dependent the per-account upload limit counts in Redis on PostgreSQL */
import { sql } from "kysely"
import sharp from "sharp"
import { bearer, buildForTests, type TestApp } from "../../../helper"
import { staff, teacher, type Person } from "../../../people"

// Uploads cannot wear the server down (docs/limits.md): decoding is bounded like the password
// hashing, so a burst of large images gets 429 with Retry-After instead of the server's memory,
// and each account has its own number of uploads a minute.

const upload = (app: TestApp, person: Person, payload: Buffer) =>
  app.inject({
    method: "POST",
    url: "/api/admin/uploads",
    headers: { ...person.headers, "content-type": "application/octet-stream" },
    payload,
  })

const MiB = 1024 * 1024

const smallImage = () =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: "#0b1f44" } })
    .png()
    .toBuffer()

describe("twenty parallel 40-megapixel uploads", () => {
  let app: TestApp
  // Production's one decoding at a time; one waiting keeps the test short.
  buildForTests((built) => (app = built), { imageQueue: 1 })

  it("answer 201 or 429 with Retry-After, and the server's memory stays bounded", async () => {
    const lena = await teacher(app)
    // 8,000 × 5,000 pixels in a JPEG of a few hundred kilobytes: small to send, 120 MB decoded.
    const photo = await sharp({
      create: { width: 8000, height: 5000, channels: 3, background: "#0b1f44" },
    })
      .jpeg({ quality: 50 })
      .toBuffer()
    expect(photo.length).toBeLessThan(MiB)

    const before = process.memoryUsage.rss()
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss())
    }, 5)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => upload(app, lena, photo))
    ).finally(() => clearInterval(sampler))

    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.every((code) => code === 201 || code === 429)).toBe(true)
    expect(codes.filter((code) => code === 201).length).toBeGreaterThan(0)
    const refused = answers.filter((answer) => answer.statusCode === 429)
    expect(refused.length).toBeGreaterThan(0)
    for (const answer of refused) {
      expect(Number(answer.headers["retry-after"])).toBeGreaterThanOrEqual(1)
      expect(answer.json().message).toMatch(/busy/)
    }
    // Twenty decoded at once add about a gigabyte; the bound keeps it to one image's worth, some
    // 350 MB, so a server that starts at 300 MB stays under 1 GiB. What the uploads add is what is
    // bounded: this worker's RSS before them holds whatever Jest kept from earlier test files.
    expect(Math.round((peak - before) / MiB)).toBeLessThan(512)

    // The places free up again.
    expect((await upload(app, lena, await smallImage())).statusCode).toBe(201)
  })
})

describe("the uploads of one account", () => {
  let app: TestApp
  buildForTests((built) => (app = built), { RATE_LIMIT_UPLOADS: 3 })

  it("are limited per minute, per account: past the limit 429 with Retry-After, and nothing stored", async () => {
    const lena = await teacher(app)
    const editor = await staff(app)
    const small = await smallImage()
    const stored = async () =>
      Number(
        (
          await sql<{
            count: number | string
          }>`SELECT count(*) AS "count" FROM uploads`.execute(app.db)
        ).rows[0].count
      )
    for (let i = 0; i < 3; i++)
      expect((await upload(app, lena, small)).statusCode).toBe(201)
    const refused = await upload(app, lena, small)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1)
    expect(await stored()).toBe(3)

    // Another account, from the same address, has its own count.
    expect((await upload(app, editor, small)).statusCode).toBe(201)
    // A request without a valid token is refused as before, and uses no one's count.
    expect(
      (await upload(app, { ...lena, headers: bearer("forged") }, small))
        .statusCode
    ).toBe(401)
  })
})
