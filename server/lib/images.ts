import sharp from "sharp"
import { UPLOAD_TYPES } from "../../common/uploads"

// What an uploaded file is, read from its content, never from its name or declared type. The
// types taken, and the size limit, are common/uploads.ts's, the list the panel's picker offers.
// sharp reads the format and size from the file's header, and a file it cannot read as an image
// is refused.

export interface ImageKind {
  extension: string
  contentType: string
  width: number
  height: number
}

/** The content type of the format sharp read; an AVIF file is HEIF with AV1 inside. */
function contentTypeOf({ format, compression }: sharp.Metadata) {
  if (format === "heif") return compression === "av1" ? "image/avif" : null
  return `image/${format}`
}

export async function identifyImage(bytes: Buffer): Promise<ImageKind | null> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null)
  if (!metadata?.width || !metadata.height) return null
  const contentType = contentTypeOf(metadata)
  if (!contentType || !Object.hasOwn(UPLOAD_TYPES, contentType)) return null
  const [ending] = UPLOAD_TYPES[contentType as keyof typeof UPLOAD_TYPES]
  return {
    contentType,
    extension: ending.slice(1),
    width: metadata.width,
    height: metadata.height,
  }
}
