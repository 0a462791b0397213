import type { TypedPlugin } from "../../common/type-provider"
import { createByteCache } from "../../common/byte-cache"
import { errorResponses, NoBody } from "../../../schemas/common"
import { UploadBytes, UploadParams } from "../../../schemas/publishing"

// The uploaded images, public like the rest of the site. A name is never reused for other bytes,
// but an image may be deleted (an erasure deletes the person's photo), so browsers and CDNs must
// ask again before each use: `no-cache` with the ETag makes that a cheap 304 while the image
// stands and a 404 from the moment it is gone (a year-long immutable copy would keep showing it).
//
// Anyone may ask, so no request may cost the database much: what an image is (type, hash, size)
// is read without its bytes, which is all a HEAD or a 304 (the browser's copy is current) needs;
// the bytes come from a small cache of recently served images, or are read once into it. Each
// address may ask UPLOADS_PER_MINUTE times a minute (the panel's lists and the site's fallback
// pages ask for a few at a time, and browsers keep what they got).

export const UPLOADS_PER_MINUTE = 600
export const UPLOAD_CACHE_CONTROL = "public, no-cache"

const uploads: TypedPlugin = async (fastify) => {
  const cache = createByteCache({
    maxBytes: 64 * 1024 * 1024,
    maxEntryBytes: 4 * 1024 * 1024,
  })
  fastify.route({
    method: ["GET", "HEAD"],
    url: "/:id",
    config: {
      rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: 60_000 },
    },
    schema: {
      params: UploadParams,
      // The image's bytes, or nothing when the browser's copy is current.
      response: {
        200: UploadBytes,
        304: NoBody,
        ...errorResponses(400, 404, 429),
      },
    },
    handler: async (request, reply) => {
      const { id } = request.params
      const upload = await fastify.uploadsRepository.meta(id)
      if (!upload) {
        return reply
          .code(404)
          .send({ message: "There is no upload with this name" })
      }
      const etag = `"${upload.sha256.slice(0, 32)}"`
      reply
        .header("cache-control", UPLOAD_CACHE_CONTROL)
        .header("etag", etag)
        .type(upload.contentType)
      if (request.headers["if-none-match"] === etag)
        return reply.code(304).send(null)
      if (request.method === "HEAD")
        return reply.header("content-length", upload.size).send()
      const key = `${id}:${upload.sha256}`
      let data = cache.get(key)
      if (!data) {
        data = (await fastify.uploadsRepository.data(id)) ?? undefined
        if (!data) {
          return reply
            .code(404)
            .send({ message: "There is no upload with this name" })
        }
        cache.set(key, data)
      }
      return reply.send(data)
    },
  })
}

export default uploads
