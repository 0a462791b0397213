import type { TypedPlugin } from "../../../../common/type-provider"
import { errorResponses } from "../../../../../schemas/common"
import { Upload } from "../../../../../schemas/publishing"
import { ImageRefused } from "../../../../plugins/app/uploads/images"
import { MAX_UPLOAD_BYTES } from "../../../../../common/uploads"
import { rolesFor } from "../../../../../schemas/permissions"

// An image an administrator uploads from the panel (react-admin's ImageInput): the file's bytes
// as the request body. What it is, is read from its content, never from its name or
// Content-Type: JPEG, PNG, WebP or AVIF, at most 10 MB and 40 megapixels, decoded whole and
// stored encoded afresh, without its metadata (plugins/app/uploads/images.ts), under a name the server chooses,
// and served at the returned url (/uploads/<id>), which a record's image field takes. A file
// that is not such an image is refused with 415, one with too many pixels with 413, and one
// that cannot be decoded whole (cut short, damaged) with 422. Decoding is costly, so each
// account has RATE_LIMIT_UPLOADS uploads a minute, and an upload that finds every place to decode
// taken is refused with 429 and Retry-After (plugins/app/uploads/images.ts).
const uploads: TypedPlugin = async (fastify) => {
  // Raw bytes, in this route only; every other route keeps the 64 KiB JSON-only rule.
  fastify.addContentTypeParser(
    /^(image\/[a-z0-9.+-]+|application\/octet-stream)$/i,
    { parseAs: "buffer", bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body)
  )

  fastify.post(
    "/",
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      // A teacher uploads the photo of their profile.
      config: {
        roles: rolesFor("uploads", "create"),
        rateLimit: fastify.rateLimitFor("uploads"),
      },
      schema: {
        response: {
          201: Upload,
          ...errorResponses(400, 401, 403, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const body = request.body
      if (!Buffer.isBuffer(body) || body.length === 0) {
        return reply
          .code(400)
          .send({ message: "The request has no image in its body" })
      }
      const image = await fastify.prepareImage(body).catch((error: unknown) => {
        if (error instanceof ImageRefused) return error
        throw error
      })
      if (image instanceof ImageRefused) {
        return reply.code(image.statusCode).send({ message: image.message })
      }
      // A library item too, with no alt text yet; the audit entry is `uploads`', where an
      // erasure finds the images a teacher uploaded.
      const { upload } = await fastify.mediaRepository.createFromImage(
        image,
        {},
        request.actor!,
        "uploads"
      )
      return reply.code(201).send({ ...upload, url: `/uploads/${upload.id}` })
    }
  )
}

export default uploads
