import sharp from "sharp"

// What an uploaded file is, read from its content, never from its name or declared type
// (DECISIONS.md: JPEG, PNG, WebP or AVIF only; the size limit is common/uploads.ts). sharp reads
// the format and size from the file's header, and a file it cannot read as an image is refused.

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

/** What sharp reads from the file's own header, for the formats the site takes. */
function formatOf(metadata: sharp.Metadata): keyof typeof kinds | null {
  if (metadata.format === "heif")
    return metadata.compression === "av1" ? "avif" : null
  return metadata.format && metadata.format in kinds
    ? (metadata.format as keyof typeof kinds)
    : null
}

export async function identifyImage(bytes: Buffer): Promise<ImageKind | null> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null)
  if (!metadata?.width || !metadata.height) return null
  const format = formatOf(metadata)
  if (!format) return null
  return { ...kinds[format], width: metadata.width, height: metadata.height }
}
