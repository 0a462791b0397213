import type { FastifyReply } from "fastify"
import type { TypedPlugin } from "../../../common/type-provider"
import type { FastifyRequest } from "fastify"
import type { RecordInput } from "../../../plugins/app/editorial/content-repository"
import { sendCsv } from "../../../common/export"
import { actorOf, ifMatch } from "../../../plugins/app/editorial/editorial"
import { parseListQuery, setContentRange } from "../../../common/list-query"
import { scopeOf } from "../../../plugins/app/people/access"
import { errorResponses, IdParams } from "../../../../schemas/common"
import { ContactUpdate } from "../../../../schemas/contact"
import {
  adminRecordSchema,
  createSchema,
  fieldNames,
  isEditorial,
  ListQuery,
  listSchema,
  readFields,
  resourceNames,
  resources,
  SaveQuery,
  timestampFields,
  updateSchema,
  type ResourceName,
  type ResourceSpec,
} from "../../../../schemas/content"
import { can, rolesFor } from "../../../../schemas/permissions"

// The simple-REST surface ra-data-simple-rest speaks, for every resource of schemas/content.ts:
// GET list (sort, range, filter, Content-Range), GET one, POST, PUT, DELETE, and a CSV export of
// the list as filtered. Contacts and teachers come only from the public forms, so their POST
// answers 405; a contact's PUT changes only how the office handles it (status, assignee, notes),
// and one that would change anything the visitor sent answers 405.
// The nine resources the site shows go through the editorial workflow
// (plugins/app/editorial/editorial-repository.ts): a POST makes a draft, a PUT edits the draft (refused
// with 409 when it started from an older version), a DELETE moves the record to Trash.
// Publishing and the rest are ./editorial.
//
// Who may call each route comes from schemas/permissions.ts (checked in autohooks.ts). A teacher
// reaches only the courses they teach: every repository call carries the actor's scope
// (plugins/app/people/access.ts), so another teacher's course answers 404, and a course a teacher creates or
// saves stays theirs. A teacher's save is a draft and nothing more: the schedule is a publish,
// which is staff's, so a teacher's save takes no schedule and drops a pending publication (staff
// look at the change before it goes live). Every write names its actor, for the audit trail.

// What the visitor sent, which a contact's PUT may repeat but not change.
const VISITOR_FIELDS = fieldNames("contacts").filter(
  (field) => !["status", "assignee", "notes"].includes(field)
)

// long: a list of route registrations, each short
const admin: TypedPlugin = async (fastify) => {
  const repository = fastify.contentRepository
  const editorial = fastify.editorialRepository

  for (const resource of resourceNames) {
    const Record = adminRecordSchema(resource)
    const missing = {
      message: `There is no record with this id in ${resource}`,
    }
    const inWorkflow = isEditorial(resource)
    const roles = (action: Parameters<typeof rolesFor>[1]) => ({
      roles: rolesFor(resource, action),
    })
    const listParams = (query: {
      sort?: string
      filter?: string
      range?: string
    }) =>
      parseListQuery(
        query,
        { ...readFields(resource), ...timestampFields },
        {
          defaults: (resources[resource] as ResourceSpec).defaultFilter,
          unless: (resources[resource] as ResourceSpec).defaultUnless,
        }
      )
    // What a save may do: within the actor's scope, and a schedule only for those who publish.
    const access = (request: FastifyRequest, autosave = false) => ({
      scope: scopeOf(request.actor!, resource),
      mayPublish: can(request.actor!.role, resource, "publish"),
      autosave,
    })

    fastify.get(
      `/${resource}`,
      {
        config: roles("list"),
        schema: listSchema(Record),
      },
      async (request, reply) => {
        const params = listParams(request.query)
        const { records, total } = await repository.list(
          resource,
          params,
          scopeOf(request.actor!, resource)
        )
        setContentRange(reply, resource, params.offset, records.length, total)
        return records
      }
    )

    // The list as filtered and sorted, every page of it, as CSV; the export is audited.
    fastify.get(
      `/${resource}/export`,
      {
        config: roles("export"),
        schema: {
          querystring: ListQuery,
          response: errorResponses(400, 401, 403),
        },
      },
      async (request, reply) => {
        const params = listParams({ ...request.query, range: undefined })
        return sendCsv(reply, request.actor!, {
          resource,
          filter: request.query.filter,
          columns: ["id", "createdAt", ...Object.keys(readFields(resource))],
          read: (limit) =>
            repository
              .list(resource, { ...params, offset: 0, limit })
              .then(({ records }) => records),
        })
      }
    )

    const one = {
      params: IdParams,
      response: { 200: Record, ...errorResponses(400, 401, 403, 404) },
    }

    fastify.get(
      `/${resource}/:id`,
      { config: roles("show"), schema: one },
      async (request, reply) => {
        const record = await repository.get(
          resource,
          request.params.id,
          scopeOf(request.actor!, resource)
        )
        if (!record) return reply.notFound(missing.message)
        // The version a save sends back as If-Match.
        if (inWorkflow) reply.header("etag", `"${record.version}"`)
        return record
      }
    )

    fastify.delete(
      `/${resource}/:id`,
      { config: roles("delete"), schema: one },
      async (request, reply) => {
        if (!inWorkflow) {
          const record = await repository.remove(resource, request.params.id, {
            actor: request.actor!,
            scope: scopeOf(request.actor!, resource),
          })
          // An approved teacher is on the Academy page, until the next build without them.
          if (record && resource === "teachers")
            await fastify.sitePublisher.changed(
              request.actor!.email,
              "delete_teacher"
            )
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
      const handled = resource === "contacts"
      for (const url of [`/${resource}`, `/${resource}/:id`]) {
        const single = url.endsWith(":id")
        const allow = single
          ? handled
            ? "GET, PUT, DELETE"
            : "GET, DELETE"
          : "GET"
        fastify.route({
          method:
            single && handled ? ["POST", "PATCH"] : ["POST", "PUT", "PATCH"],
          url,
          config: roles("list"),
          handler: async (_request, reply) =>
            reply.header("allow", allow).methodNotAllowed(refuse),
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
      async (request, reply) => {
        const input = await checkedInput(
          resource,
          request.body as RecordInput,
          reply
        )
        if (!input) return reply
        return reply
          .code(201)
          .send(
            await editorial.create(
              resource,
              input,
              actorOf(request),
              access(request)
            )
          )
      }
    )

    fastify.put(
      `/${resource}/:id`,
      {
        config: roles("edit"),
        schema: {
          params: IdParams,
          querystring: SaveQuery,
          body: updateSchema(resource),
          response: {
            200: Record,
            ...errorResponses(400, 401, 403, 404, 409, 413, 415),
          },
        },
      },
      async (request, reply) => {
        const { version, ...body } = request.body as RecordInput & {
          version?: number
        }
        const input = await checkedInput(resource, body, reply)
        if (!input) return reply
        const record = await editorial.update(
          resource,
          request.params.id,
          input,
          actorOf(request),
          ifMatch(request) ?? version,
          access(request, request.query.autosave === "1")
        )
        return record ?? reply.notFound(missing.message)
      }
    )
  }

  // A course's teacher must be one: an empty choice is none, and an id that names no teacher is
  // the caller's mistake, not the database's.
  async function checkedInput(
    resource: ResourceName,
    input: RecordInput,
    reply: FastifyReply
  ): Promise<RecordInput | null> {
    if (resource !== "courses" || !("teacherId" in input)) return input
    const teacherId = input.teacherId || null
    if (teacherId && !(await repository.get("teachers", String(teacherId)))) {
      reply.code(400).send({ message: "body/teacherId names no teacher" })
      return null
    }
    return { ...input, teacherId }
  }

  // How the office handles an enquiry: status, assignee, notes. react-admin sends the record back
  // whole, so what the visitor sent may come along, unchanged; a change to it is refused whole.
  fastify.put(
    "/contacts/:id",
    {
      config: { roles: rolesFor("contacts", "edit") },
      schema: {
        params: IdParams,
        body: ContactUpdate,
        response: {
          200: adminRecordSchema("contacts"),
          ...errorResponses(400, 401, 403, 404, 405, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const current = await repository.get("contacts", id)
      if (!current)
        return reply.notFound("There is no record with this id in contacts")
      const { status, assignee, notes, ...sent } = request.body
      const changed = VISITOR_FIELDS.filter(
        (field) =>
          field in sent &&
          (sent as Record<string, unknown>)[field] !== current[field]
      )
      if (changed.length)
        return reply
          .header("allow", "GET, PUT, DELETE")
          .methodNotAllowed(
            `A contact's ${changed.join(", ")} is what the visitor sent and cannot be changed; only its status, assignee and notes can`
          )
      if (assignee && !(await fastify.staffRepository.isAssignable(assignee)))
        return reply.badRequest(
          "body/assignee must be the id of a staff account that is not disabled"
        )
      const changes = {
        ...(status !== undefined && { status }),
        ...(assignee !== undefined && { assignee: assignee || null }),
        ...(notes !== undefined && { notes }),
      }
      await fastify.contactsRepository.handle(id, changes, request.actor!)
      return (await repository.get("contacts", id))!
    }
  )
}

export default admin
