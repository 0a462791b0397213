import type { TypedPlugin } from "../../../../common/type-provider"
import { actorOf } from "../../../../plugins/app/editorial/editorial"
import { rolesFor } from "../../../../../schemas/permissions"
import {
  AnyObject,
  errorResponses,
  NoBody,
} from "../../../../../schemas/common"
import { editorialResources } from "../../../../../schemas/content"
import { TrashEntries, TrashParams } from "../../../../../schemas/editorial"
import { MediaItem, MediaParams } from "../../../../../schemas/media"

// Trash: what was deleted from the nine resources the site shows and from the media library,
// newest first, kept 30 days (the daily sweep of plugins/app/editorial/publish-scheduler.ts). A
// record comes back as a draft, an image to the library; deleting it here, or emptying the Trash,
// deletes it for good, a record with its revisions, an image with its unused upload.

// long: a list of route registrations, each short
const trash: TypedPlugin = async (fastify) => {
  const repository = fastify.editorialRepository
  const media = fastify.mediaRepository
  const missing = "There is no record with this id in Trash"
  const missingImage = "There is no image with this id in Trash"

  fastify.get(
    "/",
    {
      config: { roles: rolesFor("trash", "list") },
      schema: {
        response: { 200: TrashEntries, ...errorResponses(401, 403) },
      },
    },
    async () =>
      [...(await repository.trash()), ...(await media.trash())].sort(
        (a, b) =>
          b.deletedAt.localeCompare(a.deletedAt) || b.id.localeCompare(a.id)
      )
  )

  fastify.delete(
    "/",
    {
      config: { roles: rolesFor("trash", "delete") },
      schema: {
        response: { 204: NoBody, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      for (const entry of await repository.trash())
        await repository.deleteForGood(
          entry.resource as (typeof editorialResources)[number],
          entry.id,
          actorOf(request)
        )
      // The images last: a record deleted above no longer keeps their uploads.
      for (const entry of await media.trash())
        await media.deleteForGood(entry.id, request.actor!)
      return reply.code(204).send(null)
    }
  )

  fastify.post(
    "/:collection/:id/restore",
    {
      config: { roles: rolesFor("trash", "edit") },
      schema: {
        params: TrashParams,
        response: {
          200: AnyObject,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { collection, id } = request.params
      const record = await repository.restoreFromTrash(
        collection,
        id,
        actorOf(request)
      )
      return record ?? reply.notFound(missing)
    }
  )

  fastify.delete(
    "/:collection/:id",
    {
      config: { roles: rolesFor("trash", "delete") },
      schema: {
        params: TrashParams,
        response: { 204: NoBody, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { collection, id } = request.params
      const gone = await repository.deleteForGood(
        collection,
        id,
        actorOf(request)
      )
      return gone ? reply.code(204).send(null) : reply.notFound(missing)
    }
  )

  // An image: back to the library unless its address was registered again meanwhile (409).
  fastify.post(
    "/media/:id/restore",
    {
      config: { roles: rolesFor("trash", "edit") },
      schema: {
        params: MediaParams,
        response: {
          200: MediaItem,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const restored = await media.restore(request.params.id, request.actor!)
      if (restored.outcome === "missing") return reply.notFound(missingImage)
      if (restored.outcome === "taken")
        return reply.code(409).send({
          message:
            "Another image in the library has this image's address now: it cannot come back beside it.",
        })
      return restored.item
    }
  )

  fastify.delete(
    "/media/:id",
    {
      config: { roles: rolesFor("trash", "delete") },
      schema: {
        params: MediaParams,
        response: { 204: NoBody, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      (await media.deleteForGood(request.params.id, request.actor!))
        ? reply.code(204).send(null)
        : reply.notFound(missingImage)
  )
}

export default trash
