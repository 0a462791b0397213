import { MAX_UPLOAD_BYTES } from "../../../common/uploads"
import { ImageRefused, prepareImage } from "../../plugins/app/uploads/images"
import { pngOfZeros } from "../fixtures/images"

// The decompression bomb of an upload: a whole 16000 × 16000 PNG (256 megapixels, 768 MB once
// decoded) in a few megabytes. It is refused from its header, at once and without decoding.

it("refuses a whole 16000 × 16000 PNG from its header, within bounded memory", async () => {
  const bomb = await pngOfZeros(16_000, 16_000)
  expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES)
  const rssBefore = process.memoryUsage().rss
  const refusal = await prepareImage(bomb).catch((error: unknown) => error)
  expect(refusal).toBeInstanceOf(ImageRefused)
  // The header's answer: the decoder, had it run, would have stopped with a 422 of its own.
  expect(refusal).toMatchObject({
    statusCode: 413,
    message:
      "The image is 16000 × 16000 pixels (256 megapixels); at most 40 megapixels are taken",
  })
  expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024)
})
