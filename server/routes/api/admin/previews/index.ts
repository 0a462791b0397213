import type { TypedPlugin } from "../../../../common/type-provider"
import { scopeOf } from "../../../../plugins/app/people/access"
import { recordAudit } from "../../../../plugins/app/audit/audit-repository"
import { can, ownerField, rolesFor } from "../../../../../schemas/permissions"
import { errorResponses, IdParams, NoBody } from "../../../../../schemas/common"
import {
  editorialResources,
  type ResourceName,
} from "../../../../../schemas/content"
import { PreviewLinks } from "../../../../../schemas/previews"
import { siteFile } from "../../../../../common/site-files"
import type { Actor } from "../../../../plugins/app/people/actor"

// A record's live preview links, and revoking one: whoever may make a record's preview may list
// and revoke its links (staff; a teacher, for the courses they teach), whoever made them. The
// list sits beside the record's path, so this file sets its own prefix.
export const prefixOverride = "/api/admin"

// long: a list of route registrations, each short
const previewLinks: TypedPlugin = async (fastify) => {
  const previews = fastify.previewRepository
  const content = fastify.contentRepository

  // The actor reaches the record (or, for a record not saved yet, made the link themselves).
  const reaches = async (
    actor: Actor,
    link: {
      resource: string
      recordId: string | null
      creatorId: string | null
    }
  ) => {
    const resource = link.resource as ResourceName
    if (!can(actor.role, resource, "preview")) return false
    // A site file's link: the file is the catalogue's, which staff reach whole.
    if (link.resource === "site-files")
      return Boolean(
        link.recordId && siteFile(fastify.config.contentDir, link.recordId)
      )
    if (link.recordId)
      return Boolean(
        await content.get(resource, link.recordId, scopeOf(actor, resource))
      )
    return !ownerField(actor.role, resource) || link.creatorId === actor.id
  }

  for (const resource of editorialResources) {
    fastify.get(
      `/${resource}/:id/previews`,
      {
        config: { roles: rolesFor(resource, "preview") },
        schema: {
          params: IdParams,
          response: {
            200: PreviewLinks,
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params
        const link = { resource, recordId: id, creatorId: null }
        if (!(await reaches(request.actor!, link)))
          return reply.notFound(
            `There is no record with this id in ${resource}`
          )
        return previews.list(resource, id)
      }
    )
  }

  fastify.delete(
    "/previews/:id",
    {
      // Anyone who may preview some resource; the link's own resource and record decide.
      config: {
        roles: [
          ...new Set(
            editorialResources.flatMap((resource) =>
              rolesFor(resource, "preview")
            )
          ),
        ],
      },
      schema: {
        params: IdParams,
        response: { 204: NoBody, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = request.actor!
      const { id } = request.params
      const link = await previews.findById(id)
      if (
        !link ||
        !(await reaches(actor, link)) ||
        !(await previews.revoke(id))
      )
        return reply.notFound("There is no preview link with this id")
      await recordAudit(fastify.db, {
        actor,
        action: "delete",
        resource: "previews",
        recordId: id,
        changes: { resource: link.resource, recordId: link.recordId },
      })
      return reply.code(204).send(null)
    }
  )
}

export default previewLinks
