import type { TypedPlugin } from "../../../lib/type-provider"
import type { FastifyRequest } from "fastify"
import { Type } from "@sinclair/typebox"
import type { RecordInput } from "../../../plugins/app/content-repository"
import { actorOf, EditorialError } from "../../../lib/editorial"
import { editorialRoles } from "../../../lib/editorial-access"
import { parseListQuery, setContentRange } from "../../../lib/list-query"
import { errorResponses, IdParams } from "../../../../schemas/common"
import {
  adminRecordSchema,
  createSchema,
  isEditorial,
  ListQuery,
  readFields,
  resourceNames,
  resources,
  updateSchema,
  type ResourceSpec,
} from "../../../../schemas/content"
import { ADMIN_ONLY, STAFF } from "../../../../schemas/roles"

// The simple-REST surface ra-data-simple-rest speaks, for every resource of schemas/content.ts:
// GET list (sort, range, filter, Content-Range), GET one, POST, PUT, DELETE. Contacts and
// teachers come only from the public forms, so their POST and PUT answer 405.
// The nine resources the site shows go through the editorial workflow
// (plugins/app/editorial-repository.ts): a POST makes a draft, a PUT edits the draft (refused
// with 409 when it started from an older version), a DELETE moves the record to Trash; who may
// do each is lib/editorial-access.ts's to say. Publishing and the rest are ./editorial.
// The token and role checks are in autohooks.ts.

const admin: TypedPlugin = async (fastify) => {
  const repository = fastify.contentRepository
  const editorial = fastify.editorialRepository

  for (const resource of resourceNames) {
    const Record = adminRecordSchema(resource)
    const missing = {
      message: `There is no record with this id in ${resource}`,
    }
    const inWorkflow = isEditorial(resource)
    const roles = (action: Parameters<typeof editorialRoles>[1]) => ({
      roles: inWorkflow ? editorialRoles(resource, action) : STAFF,
    })
    const deleters = {
      roles: inWorkflow
        ? editorialRoles(resource, "delete")
        : resources[resource].writable
          ? STAFF
          : ADMIN_ONLY,
    }

    fastify.get(
      `/${resource}`,
      {
        config: roles("list"),
        schema: {
          querystring: ListQuery,
          response: {
            200: Type.Array(Record),
            ...errorResponses(400, 401, 403),
          },
        },
      },
      async (request, reply) => {
        const params = parseListQuery(
          request.query,
          readFields(resource),
          (resources[resource] as ResourceSpec).defaultFilter
        )
        const { records, total } = await repository.list(resource, params)
        setContentRange(reply, resource, params.offset, records.length, total)
        return records
      }
    )

    const one = {
      params: IdParams,
      response: { 200: Record, ...errorResponses(400, 401, 403, 404) },
    }

    fastify.get(
      `/${resource}/:id`,
      { config: roles("read"), schema: one },
      async (request, reply) => {
        const record = await repository.get(resource, request.params.id)
        if (!record) return reply.notFound(missing.message)
        // The version a save sends back as If-Match.
        if (inWorkflow) reply.header("etag", `"${record.version}"`)
        return record
      }
    )

    fastify.delete(
      `/${resource}/:id`,
      { config: deleters, schema: one },
      async (request, reply) => {
        if (!inWorkflow) {
          const record = await repository.remove(resource, request.params.id)
          return record ?? reply.notFound(missing.message)
        }
        const outcome = await editorial.remove(
          resource,
          request.params.id,
          actorOf(request)
        )
        if (!outcome) return reply.notFound(missing.message)
        if (outcome.changesSite) fastify.sitePublisher.requested()
        return outcome.record
      }
    )

    if (!resources[resource].writable) {
      const refuse = `${resource} come only from the public forms; they can be listed and deleted here`
      for (const url of [`/${resource}`, `/${resource}/:id`]) {
        fastify.route({
          method: ["POST", "PUT", "PATCH"],
          url,
          config: { roles: STAFF },
          handler: async (_request, reply) =>
            reply
              .header("allow", url.endsWith(":id") ? "GET, DELETE" : "GET")
              .methodNotAllowed(refuse),
        })
      }
      continue
    }

    fastify.post(
      `/${resource}`,
      {
        config: roles("create"),
        schema: {
          body: createSchema(resource),
          response: {
            201: Record,
            ...errorResponses(400, 401, 403, 413, 415),
          },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await editorial.create(
              resource,
              request.body as RecordInput,
              actorOf(request)
            )
          )
    )

    fastify.put(
      `/${resource}/:id`,
      {
        config: roles("update"),
        schema: {
          params: IdParams,
          body: updateSchema(resource),
          response: {
            200: Record,
            ...errorResponses(400, 401, 403, 404, 409, 413, 415),
          },
        },
      },
      async (request, reply) => {
        const { version, ...input } = request.body as RecordInput & {
          version?: number
        }
        const record = await editorial.update(
          resource,
          request.params.id,
          input,
          actorOf(request),
          ifMatch(request) ?? version
        )
        return record ?? reply.notFound(missing.message)
      }
    )
  }
}

export default admin

// If-Match: "3" (or W/"3", or 3): the version the save started from.
function ifMatch(request: FastifyRequest): number | undefined {
  const header = request.headers["if-match"]
  if (header === undefined) return undefined
  const match = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(String(header))
  if (!match)
    throw new EditorialError(
      400,
      'If-Match must be the version the save started from, such as "3"'
    )
  return Number(match[1])
}
