import { MAX_UPLOAD_BYTES } from "../../../common/uploads"
import { ImageRefused, prepareImage } from "../../lib/images"
import { pngOfZeros } from "../fixtures/images"

// The decompression bomb of an upload: a whole 16000 × 16000 PNG (256 megapixels, 768 MB once
// decoded) in a few megabytes. It is refused from its header, at once and without decoding.

it("refuses a whole 16000 × 16000 PNG quickly, within bounded memory", async () => {
  const bomb = await pngOfZeros(16_000, 16_000)
  expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES)
  const rssBefore = process.memoryUsage().rss
  const started = Date.now()
  const refusal = await prepareImage(bomb).catch((error: unknown) => error)
  const ms = Date.now() - started
  expect(refusal).toBeInstanceOf(ImageRefused)
  expect(refusal).toMatchObject({ statusCode: 413 })
  expect(ms).toBeLessThan(1_000)
  expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024)
})
