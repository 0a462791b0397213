import sharp from "sharp"

// What an uploaded file is, read from its content (DECISIONS.md: JPEG, PNG, WebP or AVIF only, at
// most 10 MB). The leading bytes name the format; sharp then reads the header as an image of that
// format, so a file that only starts like an image is refused too.

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

export interface ImageKind {
  extension: "jpg" | "png" | "webp" | "avif"
  contentType: string
  width: number
  height: number
}

const kinds = {
  jpeg: { extension: "jpg", contentType: "image/jpeg" },
  png: { extension: "png", contentType: "image/png" },
  webp: { extension: "webp", contentType: "image/webp" },
  avif: { extension: "avif", contentType: "image/avif" },
} as const

type Format = keyof typeof kinds

function formatOf(bytes: Buffer): Format | null {
  if (bytes.length < 12) return null
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg"
  if (
    bytes
      .subarray(0, 8)
      .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return "png"
  if (
    bytes.toString("latin1", 0, 4) === "RIFF" &&
    bytes.toString("latin1", 8, 12) === "WEBP"
  )
    return "webp"
  // An ISO BMFF file whose ftyp box names AVIF as its brand or a compatible one.
  if (bytes.toString("latin1", 4, 8) === "ftyp") {
    const size = Math.min(bytes.readUInt32BE(0), bytes.length, 64)
    const brands = bytes.toString("latin1", 8, size)
    if (/avi[fs]/.test(brands)) return "avif"
  }
  return null
}

export async function identifyImage(bytes: Buffer): Promise<ImageKind | null> {
  const format = formatOf(bytes)
  if (!format) return null
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null)
  if (!metadata?.width || !metadata.height) return null
  const read =
    metadata.format === "heif" && metadata.compression === "av1"
      ? "avif"
      : metadata.format
  if (read !== format) return null
  return { ...kinds[format], width: metadata.width, height: metadata.height }
}
