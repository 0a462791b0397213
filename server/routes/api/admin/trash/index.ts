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

// Trash: what was deleted from the nine resources the site shows, newest first, kept 30 days
// (the daily sweep of plugins/app/editorial/publish-scheduler.ts). A record comes back as a draft; deleting
// it here, or emptying the Trash, deletes it for good, with its revisions.

const trash: TypedPlugin = async (fastify) => {
  const repository = fastify.editorialRepository
  const missing = "There is no record with this id in Trash"

  fastify.get(
    "/",
    {
      config: { roles: rolesFor("trash", "list") },
      schema: {
        response: { 200: TrashEntries, ...errorResponses(401, 403) },
      },
    },
    async () => repository.trash()
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
}

export default trash
