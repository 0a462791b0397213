import type { FastifyReply, FastifyRequest } from "fastify"
import { Value } from "@sinclair/typebox/value"
import type { TypedPlugin } from "../../../../common/type-provider"
import {
  ListQueryError,
  parseListQuery,
  setContentRange,
} from "../../../../common/list-query"
import { ImageRefused } from "../../../../plugins/app/uploads/images"
import { MAX_UPLOAD_BYTES } from "../../../../../common/uploads"
import { rolesFor } from "../../../../../schemas/permissions"
import { errorResponses } from "../../../../../schemas/common"
import { ListQuery, type FieldSpec } from "../../../../../schemas/content"
import {
  MediaAddress,
  MediaItem,
  MediaItems,
  MediaParams,
  MediaUpdate,
  MediaUploadQuery,
} from "../../../../../schemas/media"

// The media library (plugins/app/uploads/media-repository.ts), for staff: a teacher uploads only
// their own photo, through /api/admin/uploads. An image comes as the raw body, checked and encoded
// afresh as an upload is (plugins/app/uploads/images.ts: 400, 413, 415, 422, and 429 with
// Retry-After while every place to decode is taken), or as JSON `{url, alt}` naming an https
// image elsewhere. A new file for an item is rewritten wherever the item is used, and the site
// rebuilt; an item a record uses cannot be deleted.

// The list's columns, to sort and filter by; `needsAlt` is "no alt text and not decorative".
const LIST_FIELDS: Record<string, FieldSpec> = {
  createdAt: { kind: "date" },
  updatedAt: { kind: "date" },
  alt: { kind: "text" },
  caption: { kind: "text" },
  credit: { kind: "text" },
  fileName: { kind: "text" },
  src: { kind: "text" },
  contentType: { kind: "text" },
  decorative: { kind: "boolean" },
  needsAlt: { kind: "boolean" },
}
const JSON_LIMIT = 64 * 1024
const FILTERS = ["q", "id", "needsAlt", "decorative", "src", "contentType"]

const answers = (success: 200 | 201, ...codes: number[]) => ({
  [success]: MediaItem,
  ...errorResponses(400, 401, 403, ...codes),
})

// long: a list of route registrations, each short
const media: TypedPlugin = async (fastify) => {
  const repository = fastify.mediaRepository
  const roles = (action: "list" | "show" | "create" | "edit" | "delete") => ({
    roles: rolesFor("media", action),
  })
  const missing = "There is no image with this id in the media library"

  // Raw bytes, in this plugin's routes only, as for /api/admin/uploads.
  fastify.addContentTypeParser(
    /^(image\/[a-z0-9.+-]+|application\/octet-stream)$/i,
    { parseAs: "buffer", bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body)
  )

  // The image of a request's body, prepared; or null once the refusal is sent.
  async function imageOf(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body
    if (!Buffer.isBuffer(body) || body.length === 0) {
      reply.code(400).send({ message: "The request has no image in its body" })
      return null
    }
    const image = await fastify.prepareImage(body).catch((error: unknown) => {
      if (error instanceof ImageRefused) return error
      throw error
    })
    if (!(image instanceof ImageRefused)) return image
    reply.code(image.statusCode).send({ message: image.message })
    return null
  }

  fastify.get(
    "/",
    {
      config: roles("list"),
      schema: {
        querystring: ListQuery,
        response: { 200: MediaItems, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { needsAlt, ...params } = listParams(request.query)
      const { records, total } = await repository.list(params, needsAlt)
      setContentRange(reply, "media", params.offset, records.length, total)
      return records
    }
  )

  fastify.post(
    "/",
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      // The image's limit is the route's; JSON keeps every other route's, read before the body.
      preParsing: async (request, _reply, payload) => {
        const length = Number(request.headers["content-length"] ?? 0)
        if (
          /json/i.test(request.headers["content-type"] ?? "") &&
          length > JSON_LIMIT
        )
          throw Object.assign(new Error("A JSON body is at most 64 KB"), {
            statusCode: 413,
          })
        return payload
      },
      config: {
        ...roles("create"),
        rateLimit: fastify.rateLimitFor("uploads"),
      },
      schema: {
        querystring: MediaUploadQuery,
        response: answers(201, 413, 415, 422, 429),
      },
    },
    async (request, reply) => {
      const { alt, name } = request.query
      if (!Buffer.isBuffer(request.body)) return register(request, reply)
      const image = await imageOf(request, reply)
      if (!image) return reply
      const { item } = await repository.createFromImage(
        image,
        { alt, fileName: name },
        request.actor!
      )
      return reply.code(201).send(item)
    }
  )

  // POST with JSON: an image elsewhere, by its https address; the item that has it, if one does.
  async function register(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body
    const error = Value.Errors(MediaAddress, body).First()
    if (error) {
      const field = error.path.replace(/^\//, "").replace(/\//g, ".")
      return reply.code(400).send({
        message: `body${field ? `/${field}` : ""} ${error.message.toLowerCase()}: send an image's bytes, or {url, alt} with an https address`,
      })
    }
    const { url, alt = "" } = body as MediaAddress
    const { created, item } = await repository.createFromUrl(
      url,
      alt,
      request.actor!
    )
    return reply.code(created ? 201 : 200).send(item)
  }

  fastify.get(
    "/:id",
    {
      config: roles("show"),
      schema: { params: MediaParams, response: answers(200, 404) },
    },
    async (request, reply) =>
      (await repository.get(request.params.id)) ?? reply.notFound(missing)
  )

  fastify.put(
    "/:id",
    {
      config: roles("edit"),
      schema: {
        params: MediaParams,
        body: MediaUpdate,
        response: answers(200, 404, 413, 415),
      },
    },
    async (request, reply) =>
      (await repository.update(
        request.params.id,
        request.body,
        request.actor!
      )) ?? reply.notFound(missing)
  )

  fastify.put(
    "/:id/file",
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      config: {
        ...roles("edit"),
        rateLimit: fastify.rateLimitFor("uploads"),
      },
      schema: {
        params: MediaParams,
        querystring: MediaUploadQuery,
        response: answers(200, 404, 413, 415, 422, 429),
      },
    },
    async (request, reply) => {
      if (!(await repository.get(request.params.id)))
        return reply.notFound(missing)
      const image = await imageOf(request, reply)
      if (!image) return reply
      const item = await repository.replaceFile(
        request.params.id,
        image,
        request.query.name,
        request.actor!
      )
      if (!item) return reply.notFound(missing)
      await fastify.sitePublisher.changed(request.actor!.email, "replace_image")
      return item
    }
  )

  fastify.delete(
    "/:id",
    {
      config: roles("delete"),
      schema: { params: MediaParams, response: answers(200, 404, 409) },
    },
    async (request, reply) => {
      const removed = await repository.remove(request.params.id, request.actor!)
      if (removed.outcome === "missing") return reply.notFound(missing)
      if (removed.outcome === "in-use")
        return reply.code(409).send({
          message: `This image is used by ${removed.usedBy
            .map((use) => `${use.resource} "${use.title}" (${use.id})`)
            .join(", ")}: take it out of them first.`,
        })
      return removed.item
    }
  )
}

// The list's parameters, newest first unless a sort is given, with `needsAlt` apart: it is no
// column.
function listParams(query: { sort?: string; range?: string; filter?: string }) {
  const params = parseListQuery(query, LIST_FIELDS, { filters: FILTERS })
  if (params.sort[0] === "needsAlt")
    throw new ListQueryError("querystring sort cannot be by needsAlt")
  if (query.sort === undefined) params.sort = ["createdAt", "desc"]
  const { needsAlt, ...exact } = params.exact
  return {
    ...params,
    exact,
    needsAlt:
      needsAlt === undefined || needsAlt === null ? undefined : needsAlt === 1,
  }
}

export default media
