import type { TypedPlugin } from "../../lib/type-provider"
import { Type } from "@sinclair/typebox"
import { errorResponses } from "../../../schemas/common"
import { UploadParams } from "../../../schemas/publishing"

// The uploaded images, public like the rest of the site. A name is never reused for other bytes,
// so a browser or CDN may keep each for a year.
const uploads: TypedPlugin = async (fastify) => {
  fastify.get(
    "/:id",
    {
      schema: {
        params: UploadParams,
        // The image's bytes, or nothing when the browser's copy is current.
        response: {
          200: Type.Unknown(),
          304: Type.Null(),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const upload = await fastify.uploadsRepository.get(request.params.id)
      if (!upload) {
        return reply
          .code(404)
          .send({ message: "There is no upload with this name" })
      }
      const etag = `"${upload.sha256.slice(0, 32)}"`
      reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("etag", etag)
        .type(upload.contentType)
      if (request.headers["if-none-match"] === etag)
        return reply.code(304).send(null)
      return reply.send(upload.data)
    }
  )
}

export default uploads
