import type { TypedPlugin } from "../../../../common/type-provider"
import { actorOf } from "../../../../plugins/app/editorial/editorial"
import { scopeOf } from "../../../../plugins/app/people/access"
import { rolesFor } from "../../../../../schemas/permissions"
import { errorResponses, IdParams } from "../../../../../schemas/common"
import {
  adminRecordSchema,
  editorialResources,
} from "../../../../../schemas/content"
import { RevisionParams, Revisions } from "../../../../../schemas/editorial"
import { NewPreviewLink, previewBody } from "../../../../../schemas/previews"

// The editorial workflow's calls on a record of the nine resources the site shows, beside the
// record's own REST path: publish and unpublish (each queues a build), its revisions and the
// restore of one as a new draft, and a preview link. The work is
// plugins/app/editorial/editorial-repository.ts's; who may call each is schemas/permissions.ts's.
export const prefixOverride = "/api/admin"

// long: a list of route registrations, each short
const editorial: TypedPlugin = async (fastify) => {
  const repository = fastify.editorialRepository
  const previews = fastify.previewRepository
  const lifetimeMs = fastify.config.PREVIEW_DAYS * 24 * 60 * 60_000

  for (const resource of editorialResources) {
    const Record = adminRecordSchema(resource)
    const missing = `There is no record with this id in ${resource}`
    const roles = (action: Parameters<typeof rolesFor>[1]) => ({
      roles: rolesFor(resource, action),
    })
    const one = {
      params: IdParams,
      response: { 200: Record, ...errorResponses(400, 401, 403, 404) },
    }

    for (const action of ["publish", "unpublish"] as const) {
      fastify.post(
        `/${resource}/:id/${action}`,
        { config: roles("publish"), schema: one },
        async (request, reply) => {
          const outcome = await repository[action](
            resource,
            request.params.id,
            actorOf(request)
          )
          if (!outcome) return reply.notFound(missing)
          if (outcome.changesSite) fastify.sitePublisher.requested()
          return outcome.record
        }
      )
    }

    fastify.get(
      `/${resource}/:id/revisions`,
      {
        config: roles("revisions"),
        schema: {
          params: IdParams,
          response: {
            200: Revisions,
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) =>
        (await repository.revisions(resource, request.params.id)) ??
        reply.notFound(missing)
    )

    fastify.post(
      `/${resource}/:id/revisions/:revision/restore`,
      {
        // A restore is a save of an old revision: those who read the history may make it.
        config: roles("revisions"),
        schema: { ...one, params: RevisionParams },
      },
      async (request, reply) =>
        (await repository.restoreRevision(
          resource,
          request.params.id,
          Number(request.params.revision),
          actorOf(request)
        )) ?? reply.notFound(missing)
    )

    // The form's values, unsaved, may come with the request: the preview shows them instead.
    const PreviewBody = previewBody(resource)
    const previewSchema = {
      response: {
        201: NewPreviewLink,
        ...errorResponses(400, 401, 403, 404, 413, 415),
      },
    }

    fastify.post(
      `/${resource}/:id/preview`,
      {
        config: roles("preview"),
        // The body is optional: none is the saved draft as it is.
        preValidation: async (request) => {
          request.body ??= {}
        },
        schema: {
          ...previewSchema,
          params: IdParams,
          body: PreviewBody,
        },
      },
      async (request, reply) => {
        const { id } = request.params
        const scope = scopeOf(request.actor!, resource)
        if (!(await fastify.contentRepository.get(resource, id, scope)))
          return reply.notFound(missing)
        const link = await previews.create(
          {
            resource,
            recordId: id,
            data: request.body.data ?? null,
          },
          request.actor!,
          lifetimeMs
        )
        return reply.code(201).send(linkOf(link))
      }
    )

    // A record not saved yet: the create form's values.
    fastify.post(
      `/${resource}/preview`,
      {
        config: roles("preview"),
        schema: { ...previewSchema, body: PreviewBody },
      },
      async (request, reply) => {
        const link = await previews.create(
          {
            resource,
            recordId: null,
            data: request.body.data ?? {},
          },
          request.actor!,
          lifetimeMs
        )
        return reply.code(201).send(linkOf(link))
      }
    )
  }
}

const linkOf = ({
  token,
  expiresAt,
}: {
  token: string
  expiresAt: string
}) => ({
  url: `/preview/${token}`,
  expiresAt,
})

export default editorial
