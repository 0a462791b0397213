import sharp from "sharp"
import { MAX_IMAGE_PIXELS, UPLOAD_TYPES } from "../../../../common/uploads"
import { Refusal } from "../../../common/errors"
import {
  WorkBusy,
  workLimiter,
  type WorkLimits,
} from "../../../common/work-limiter"

// What an uploaded file is, read from its content, never from its name or declared type, and
// the image that is stored: the file decoded whole and encoded again. The types taken, the size
// limit and the pixel limit are common/uploads.ts's, which the panel's picker and the build read.
//
// A header can lie: a file cut short, or one whose few kilobytes unpack to hundreds of megapixels,
// passes a look at its header and then fails (or starves) every build that meets it. So:
// - the header is read first, and more than MAX_IMAGE_PIXELS is refused before anything is
//   decoded (sharp's limitInputPixels stops the decoder too, should the header understate);
// - the whole image is then decoded and encoded again in its own format (an AVIF as WebP,
//   which takes a fraction of AVIF's encoding time and which every browser shows), turned
//   upright by its EXIF orientation first. What is stored is that new file: sharp writes none
//   of the original's metadata, so a photo's EXIF, its GPS position among it, is gone.
//
// Decoding a 40-megapixel image takes some 200 MB and most of a second, and a compressed file of
// a few hundred kilobytes can hold that many pixels, so any signed-in account could exhaust the
// server's memory with parallel uploads: the decoding is bounded (boundedImagePreparer, like the
// password hashing), and past the bound an upload is refused with 429 and Retry-After.

export interface PreparedImage {
  extension: string
  contentType: string
  width: number
  height: number
  data: Buffer
}

/** Why a file is refused: 415 not an image we take, 413 too many pixels, 422 not readable. */
export class ImageRefused extends Refusal<413 | 415 | 422> {}

type UploadType = keyof typeof UPLOAD_TYPES

/** The content type of the format sharp read; an AVIF file is HEIF with AV1 inside. */
function contentTypeOf({ format, compression }: sharp.Metadata) {
  if (format === "heif") return compression === "av1" ? "image/avif" : null
  return `image/${format}`
}

// How each type taken is stored. Quality 90: the build makes the site's smaller copies from it.
const encoders: Record<UploadType, (image: sharp.Sharp) => sharp.Sharp> = {
  "image/jpeg": (image) => image.jpeg({ quality: 90 }),
  "image/png": (image) => image.png(),
  "image/webp": (image) => image.webp({ quality: 90 }),
  "image/avif": (image) => image.webp({ quality: 90 }),
}
const storedAs: Record<UploadType, UploadType> = {
  "image/jpeg": "image/jpeg",
  "image/png": "image/png",
  "image/webp": "image/webp",
  "image/avif": "image/webp",
}

const megapixels = (pixels: number) =>
  `${Math.round(pixels / 100_000) / 10} megapixels`

export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  const contentType = metadata && contentTypeOf(metadata)
  if (
    !metadata?.width ||
    !metadata.height ||
    !contentType ||
    !Object.hasOwn(UPLOAD_TYPES, contentType)
  ) {
    throw new ImageRefused(
      415,
      "The file is not a JPEG, PNG, WebP or AVIF image"
    )
  }
  const pixels = metadata.width * metadata.height
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new ImageRefused(
      413,
      `The image is ${metadata.width} × ${metadata.height} pixels (${megapixels(pixels)}); at most ${megapixels(MAX_IMAGE_PIXELS)} are taken`
    )
  }
  const type = contentType as UploadType
  try {
    const { data, info } = await encoders[type](
      // Warnings, such as stray bytes after a JPEG's end, do not refuse a file the decoder reads
      // whole: what is stored is the clean copy made here.
      sharp(bytes, {
        limitInputPixels: MAX_IMAGE_PIXELS,
        failOn: "error",
      }).rotate()
    ).toBuffer({ resolveWithObject: true })
    const stored = storedAs[type]
    return {
      contentType: stored,
      extension: UPLOAD_TYPES[stored][0].slice(1),
      width: info.width,
      height: info.height,
      data,
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message.trim() : ""
    throw new ImageRefused(
      422,
      `The image could not be read whole; it may be cut short or damaged${reason ? ` (${reason.split("\n")[0]})` : ""}`
    )
  }
}

/** An upload refused while every place to decode an image is taken. */
export class ImagesBusy extends WorkBusy {
  constructor(retryAfterSeconds: number) {
    super(
      "The server is busy with other images: try again in a moment",
      retryAfterSeconds
    )
  }
}

/** prepareImage, with at most `limits.concurrency` images decoded at once and `limits.queue`
 * waiting; past that it throws ImagesBusy. */
export function boundedImagePreparer(limits: WorkLimits) {
  // A 40-megapixel image takes about half a second to decode and encode again.
  const limited = workLimiter(
    limits,
    (retryAfter) => new ImagesBusy(retryAfter),
    500
  )
  return (bytes: Buffer) => limited(() => prepareImage(bytes))
}
