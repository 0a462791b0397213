import sharp from "sharp"
import { pngOfZeros } from "../../../fixtures/images"
import { UPLOADS_PER_MINUTE } from "../../../../routes/uploads"
import {
  adminToken,
  bearer,
  build,
  buildAsAdmin,
  type TestApp,
} from "../../../helper"

// Uploading an image from the panel, and serving it under /uploads/: checked by its content, JPEG,
// PNG, WebP or AVIF only, at most 10 MB and 40 megapixels, decoded whole and stored encoded afresh
// (without its metadata) under a name the server chooses.

const image = (format: "jpeg" | "png" | "webp" | "avif") =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: "#0b1f44" } })
    .toFormat(format)
    .toBuffer()

describe("POST /api/admin/uploads", () => {
  let app: TestApp
  let token: string
  beforeAll(async () => ({ app, token } = await buildAsAdmin()))
  afterAll(() => app.close())

  const upload = (
    payload: Buffer | string,
    contentType = "application/octet-stream",
    headers = bearer(token)
  ) =>
    app.inject({
      method: "POST",
      url: "/api/admin/uploads",
      headers: { ...headers, "content-type": contentType },
      payload,
    })

  it.each([
    ["jpeg", "jpg", "image/jpeg"],
    ["png", "png", "image/png"],
    ["webp", "webp", "image/webp"],
    // AVIF is stored as WebP: encoding AVIF takes many times longer.
    ["avif", "webp", "image/webp"],
  ] as const)(
    "stores a %s image under its own name and serves it",
    async (format, extension, type) => {
      const bytes = await image(format)
      // The declared type does not matter: the content does.
      const response = await upload(bytes, "image/png")
      expect(response.statusCode).toBe(201)
      const stored = response.json()
      expect(stored).toMatchObject({ contentType: type, width: 8, height: 6 })
      expect(stored.id).toMatch(new RegExp(`^[0-9a-f]{24}\\.${extension}$`))
      expect(stored.url).toBe(`/uploads/${stored.id}`)

      const served = await app.inject(stored.url)
      expect(served.statusCode).toBe(200)
      expect(served.headers["content-type"]).toBe(type)
      // Checked again at each use, so that a deleted image is gone at once (routes/uploads).
      expect(served.headers["cache-control"]).toBe("public, no-cache")
      // Encoded afresh: the same picture, in the stored format.
      expect(served.rawPayload.length).toBe(stored.size)
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        width: 8,
        height: 6,
      })
      const again = await app.inject({
        url: stored.url,
        headers: { "if-none-match": served.headers.etag as string },
      })
      expect(again.statusCode).toBe(304)
    }
  )

  it.each([
    ["a GIF", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1")],
    [
      "an SVG",
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
      ),
    ],
    [
      "text named like a JPEG",
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from("not really an image at all"),
      ]),
    ],
    ["an HTML page", Buffer.from("<!DOCTYPE html><script>alert(1)</script>")],
  ])("refuses %s with 415", async (_name, bytes) => {
    const response = await upload(bytes, "image/jpeg")
    expect(response.statusCode).toBe(415)
    expect(response.json().message).toMatch(/JPEG, PNG, WebP or AVIF/)
  })

  it("refuses an image cut short with 422, before it can break a build", async () => {
    const whole = await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#0b1f44" },
    })
      .png()
      .toBuffer()
    // The header, and so the format and size, are intact: only a full decode finds the loss.
    const response = await upload(whole.subarray(0, whole.length - 200))
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toMatch(/could not be read whole/)
    const photo = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 3,
        background: "#0b1f44",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer()
    const cut = await upload(photo.subarray(0, Math.floor(photo.length * 0.6)))
    expect(cut.statusCode).toBe(422)
    expect(cut.json().message).toMatch(/premature end of JPEG/)
  })

  it("refuses a 16000 × 16000 PNG with 413, naming its size", async () => {
    // Its header says 16000 × 16000; what follows is never read (lib/images.test.ts shows the
    // same with a whole one, and how little memory refusing it takes).
    const response = await upload(await pngOfZeros(16_000, 16_000, 1))
    expect(response.statusCode).toBe(413)
    expect(response.json().message).toBe(
      "The image is 16000 × 16000 pixels (256 megapixels); at most 40 megapixels are taken"
    )
  })

  it("drops a photo's EXIF, its GPS position among it, and turns it upright", async () => {
    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#336699" },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Copyright: "The photographer" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "52/1 22/1 30/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "4/1 53/1 10/1",
        },
      })
      .toBuffer()
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const response = await upload(photo)
    expect(response.statusCode).toBe(201)
    // Orientation 6: the camera was turned; the stored picture is upright, 30 wide.
    expect(response.json()).toMatchObject({ width: 30, height: 40 })
    const served = await app.inject(response.json().url)
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata.exif).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
    expect(served.rawPayload.includes("Exif")).toBe(false)
    expect(served.rawPayload.includes("photographer")).toBe(false)
  })

  it("refuses a file over 10 MB with 413, naming this route's limit", async () => {
    const response = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 1))
    expect(response.statusCode).toBe(413)
    expect(response.json().message).toBe(
      "The request body is larger than 10 MB"
    )
  })

  it("refuses an empty body, or one that is JSON, with 400", async () => {
    expect((await upload(Buffer.alloc(0))).statusCode).toBe(400)
    expect(
      (await upload(JSON.stringify({ image: "x" }), "application/json"))
        .statusCode
    ).toBe(400)
  })

  it("needs an administrator", async () => {
    const response = await upload(
      await image("png"),
      "image/png",
      {} as ReturnType<typeof bearer>
    )
    expect(response.statusCode).toBe(401)
  })

  it("answers 404 for an image that does not exist", async () => {
    expect(
      (await app.inject("/uploads/0190aaaabbbbccccddddeeee.png")).statusCode
    ).toBe(404)
  })
})

// Anyone may ask for an image: a HEAD or a 304 reads no bytes from the database, the bytes are read
// once and then served from memory, and an address that asks too often is told to wait.
describe("GET /uploads/:id", () => {
  let app: TestApp
  let url: string
  let bytes: Buffer
  let etag: string
  let queries: string[]
  beforeAll(async () => {
    app = await build()
    const token = await adminToken(app)
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/uploads",
      headers: { ...bearer(token), "content-type": "image/png" },
      payload: await image("png"),
    })
    url = response.json().url
    const served = await app.inject(url)
    bytes = served.rawPayload
    etag = served.headers.etag as string
    // The SQL the app sends from here on.
    const executor = app.db.getExecutor()
    const execute = executor.executeQuery.bind(executor)
    jest
      .spyOn(executor, "executeQuery")
      .mockImplementation((query, ...rest) => {
        queries.push(query.sql)
        return execute(query, ...rest)
      })
  })
  beforeEach(() => {
    queries = []
  })
  afterAll(() => app.close())

  const readsBytes = () => queries.filter((sql) => /"data"/.test(sql))

  it("answers a current copy with 304 without reading the image's bytes", async () => {
    const response = await app.inject({
      url,
      headers: { "if-none-match": etag },
    })
    expect(response.statusCode).toBe(304)
    expect(response.rawPayload.length).toBe(0)
    expect(queries.length).toBeGreaterThan(0)
    expect(readsBytes()).toEqual([])
  })

  it("answers HEAD with the type and length, without reading the bytes", async () => {
    const response = await app.inject({ method: "HEAD", url })
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-type"]).toBe("image/png")
    expect(Number(response.headers["content-length"])).toBe(bytes.length)
    expect(response.headers.etag).toBe(etag)
    expect(readsBytes()).toEqual([])
  })

  it("reads the bytes of an image once, then serves them from memory", async () => {
    for (let i = 0; i < 3; i++) {
      const response = await app.inject(url)
      expect(response.statusCode).toBe(200)
      expect(response.rawPayload.equals(bytes)).toBe(true)
    }
    // The first GET, before the spy, read them.
    expect(readsBytes()).toEqual([])
  })

  it("limits each address, with Retry-After", async () => {
    const ask = () => app.inject({ url, headers: { "if-none-match": etag } })
    const statuses: number[] = []
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++)
      statuses.push((await ask()).statusCode)
    // Earlier tests asked too; what counts is that the limit was reached, and holds.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(
      0
    )
    const refused = await ask()
    expect(refused.statusCode).toBe(429)
    expect(refused.headers["retry-after"]).toBeDefined()
    expect(refused.json().message).toMatch(/Too many requests/)
    const other = await app.inject({
      url,
      headers: { "if-none-match": etag },
      remoteAddress: "192.0.2.7",
    })
    expect(other.statusCode).toBe(304)
  })
})
