import type { TypedPlugin } from "../../../../common/type-provider"
import { actorOf, ifMatch } from "../../../../plugins/app/editorial/editorial"
import { parseListQuery, setContentRange } from "../../../../common/list-query"
import { SiteFileRefusal } from "../../../../plugins/app/site-files/site-file-rows-repository"
import { SITE_FILE_LIST_FIELDS } from "../../../../plugins/app/site-files/site-file-list"
import { can, rolesFor, type Action } from "../../../../../schemas/permissions"
import { errorResponses } from "../../../../../schemas/common"
import { ListQuery, SaveQuery } from "../../../../../schemas/content"
import { NewPreviewLink } from "../../../../../schemas/previews"
import {
  SiteFile,
  SiteFileList,
  SiteFileParams,
  SiteFilePreviewBody,
  SiteFileProblem,
  SiteFileRevisionParams,
  SiteFileRevisions,
  SiteFileSave,
  SiteFileShippedChoice,
} from "../../../../../schemas/site-files"

// The site's own content files (pages, articles, menus, footer, forms, site.json), edited by staff
// in the workflow the records have: the list, one file with its texts and shape, a save checked
// against the file's shape (400 with the line) and refused when stale (409), the panel's
// autosaves (`?autosave=1`: as a save, never a schedule, folded as a record's), publish and
// unpublish (each queues a build), revisions and their restore, a preview link, and an
// administrator's choice when the repository's file changed under an edit. `:id` is the file's
// path under content/, URL-encoded; any path that is not an editable file answers 404. The work
// is plugins/app/site-files/site-files-repository.ts's; who may call each is
// schemas/permissions.ts's.

// Wide enough for the longest file the schema allows, escaped in JSON.
const BODY_LIMIT = 512 * 1024

// long: a list of route registrations, each short
const siteFiles: TypedPlugin = async (fastify) => {
  const repository = fastify.siteFilesRepository
  const roles = (action: Action) => ({ roles: rolesFor("site-files", action) })
  const one = {
    params: SiteFileParams,
    response: { 200: SiteFile, ...errorResponses(400, 401, 403, 404) },
  }
  const lifetimeMs = fastify.config.PREVIEW_DAYS * 24 * 60 * 60_000

  fastify.get(
    "/",
    {
      config: roles("list"),
      schema: {
        querystring: ListQuery,
        response: { 200: SiteFileList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, SITE_FILE_LIST_FIELDS)
      const { files, total } = await repository.list({
        ...params,
        catalogueOrder: !request.query.sort,
      })
      setContentRange(reply, "site-files", params.offset, files.length, total)
      return files
    }
  )

  fastify.get(
    "/:id",
    { config: roles("show"), schema: one },
    async (request, reply) => {
      const file = await repository.get(request.params.id)
      reply.header("etag", `"${file.version}"`)
      return file
    }
  )

  fastify.put(
    "/:id",
    {
      config: roles("edit"),
      bodyLimit: BODY_LIMIT,
      schema: {
        params: SiteFileParams,
        querystring: SaveQuery,
        body: SiteFileSave,
        response: {
          200: SiteFile,
          400: SiteFileProblem,
          ...errorResponses(401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      try {
        const version = ifMatch(request) ?? request.body.version
        return await repository.save(
          request.params.id,
          { ...request.body, version },
          actorOf(request),
          {
            mayPublish: can(request.actor!.role, "site-files", "publish"),
            autosave: request.query.autosave === "1",
          }
        )
      } catch (error) {
        if (!(error instanceof SiteFileRefusal)) throw error
        return reply
          .code(400)
          .send({ message: error.message, line: error.line })
      }
    }
  )

  for (const action of ["publish", "unpublish"] as const) {
    fastify.post(
      `/:id/${action}`,
      { config: roles("publish"), schema: one },
      async (request) => {
        const { id } = request.params
        const outcome = await repository[action](id, actorOf(request))
        if (outcome.changesSite) {
          // The server's own pages and mails read the published text at once, not at their
          // next refresh.
          await fastify.siteFilesLive.refresh()
          fastify.sitePublisher.requested()
        }
        return repository.get(id)
      }
    )
  }

  fastify.get(
    "/:id/revisions",
    {
      config: roles("revisions"),
      schema: {
        params: SiteFileParams,
        response: {
          200: SiteFileRevisions,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => repository.revisions(request.params.id)
  )

  fastify.post(
    "/:id/revisions/:revision/restore",
    {
      // A restore is a save of an old revision: those who read the history may make it.
      config: roles("revisions"),
      schema: { ...one, params: SiteFileRevisionParams },
    },
    async (request) => {
      const { id, revision } = request.params
      await repository.restore(id, Number(revision), actorOf(request))
      return repository.get(id)
    }
  )

  fastify.post(
    "/:id/shipped",
    {
      config: roles("reconcile"),
      schema: { ...one, body: SiteFileShippedChoice },
    },
    async (request) => {
      const { id } = request.params
      const outcome = await repository.keepShipped(
        id,
        request.body.keep,
        actorOf(request)
      )
      if (outcome.changesSite) fastify.sitePublisher.requested()
      return repository.get(id)
    }
  )

  // The text being edited, unsaved, may come with the request: the preview shows it instead.
  fastify.post(
    "/:id/preview",
    {
      config: roles("preview"),
      bodyLimit: BODY_LIMIT,
      // The body is optional: none is the working copy as it is.
      preValidation: async (request) => {
        request.body ??= {}
      },
      schema: {
        params: SiteFileParams,
        body: SiteFilePreviewBody,
        response: {
          201: NewPreviewLink,
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      repository.entryOf(id)
      const { token, expiresAt } = await fastify.previewRepository.create(
        {
          resource: "site-files",
          recordId: id,
          data:
            request.body.text === undefined
              ? null
              : { text: request.body.text },
        },
        request.actor!,
        lifetimeMs
      )
      return reply.code(201).send({ url: `/preview/${token}`, expiresAt })
    }
  )
}

export default siteFiles
