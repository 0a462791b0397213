import type { TypedPlugin } from "../../../lib/type-provider"
import { Type } from "@sinclair/typebox"
import type { RecordInput } from "../../../plugins/app/content-repository"
import { parseListQuery, setContentRange } from "../../../lib/list-query"
import { errorResponses, IdParams } from "../../../../schemas/common"
import {
  adminRecordSchema,
  createSchema,
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
// The token and role checks are in autohooks.ts: staff read and write the content and read the
// enquiries; deleting an enquiry or a teacher's registration is an administrator's call.

const admin: TypedPlugin = async (fastify) => {
  const repository = fastify.contentRepository

  for (const resource of resourceNames) {
    const Record = adminRecordSchema(resource)
    const missing = {
      message: `There is no record with this id in ${resource}`,
    }
    const staff = { roles: STAFF }
    const deleters = {
      roles: resources[resource].writable ? STAFF : ADMIN_ONLY,
    }

    fastify.get(
      `/${resource}`,
      {
        config: staff,
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
      { config: staff, schema: one },
      async (request, reply) => {
        const record = await repository.get(resource, request.params.id)
        return record ?? reply.notFound(missing.message)
      }
    )

    fastify.delete(
      `/${resource}/:id`,
      { config: deleters, schema: one },
      async (request, reply) => {
        const record = await repository.remove(resource, request.params.id)
        return record ?? reply.notFound(missing.message)
      }
    )

    if (!resources[resource].writable) {
      const refuse = `${resource} come only from the public forms; they can be listed and deleted here`
      for (const url of [`/${resource}`, `/${resource}/:id`]) {
        fastify.route({
          method: ["POST", "PUT", "PATCH"],
          url,
          config: staff,
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
        config: staff,
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
          .send(await repository.create(resource, request.body as RecordInput))
    )

    fastify.put(
      `/${resource}/:id`,
      {
        config: staff,
        schema: {
          params: IdParams,
          body: updateSchema(resource),
          response: {
            200: Record,
            ...errorResponses(400, 401, 403, 404, 413, 415),
          },
        },
      },
      async (request, reply) => {
        const record = await repository.update(
          resource,
          request.params.id,
          request.body as RecordInput
        )
        return record ?? reply.notFound(missing.message)
      }
    )
  }
}

export default admin
