import type { TypedPlugin } from "../../../../common/type-provider"
import { parseListQuery, setContentRange } from "../../../../common/list-query"
import { errorResponses, IdParams } from "../../../../../schemas/common"
import { listSchema, timestampFields } from "../../../../../schemas/content"
import { rolesFor } from "../../../../../schemas/permissions"
import { Invitation, User, UserUpdate } from "../../../../../schemas/users"

// The staff accounts (an administrator's): the list, one account, an invitation by e-mail (a
// link valid 72 hours, usable once), and a change of role or the disabled flag, which counts
// from the account's next request. The site keeps at least one administrator who can sign in.

// long: a list of route registrations, each short
const users: TypedPlugin = async (fastify) => {
  const { staffRepository } = fastify
  const missing = "There is no account with this id"

  fastify.get(
    "/",
    {
      config: { roles: rolesFor("users", "list") },
      schema: listSchema(User),
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, {
        email: { kind: "email" },
        role: { kind: "text" },
        disabled: { kind: "boolean" },
        invitedBy: { kind: "text" },
        invitedAt: { kind: "date" },
        ...timestampFields,
      })
      const { records, total } = await staffRepository.list(params)
      setContentRange(reply, "users", params.offset, records.length, total)
      return records
    }
  )

  fastify.get(
    "/:id",
    {
      config: { roles: rolesFor("users", "show") },
      schema: {
        params: IdParams,
        response: { 200: User, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      (await staffRepository.get(request.params.id)) ?? reply.notFound(missing)
  )

  fastify.post(
    "/",
    {
      config: { roles: rolesFor("users", "create") },
      schema: {
        body: Invitation,
        response: {
          201: User,
          ...errorResponses(400, 401, 403, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { email, role } = request.body
      const result = await staffRepository.invite(email, role, request.actor!)
      if (result.outcome === "taken")
        return reply.conflict(
          "This address already has an account: change its role or disable it instead"
        )
      fastify.notifier.wake()
      return reply.code(201).send(result.account)
    }
  )

  fastify.put(
    "/:id",
    {
      config: { roles: rolesFor("users", "edit") },
      schema: {
        params: IdParams,
        body: UserUpdate,
        response: {
          200: User,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const result = await staffRepository.update(
        request.params.id,
        request.body,
        request.actor!
      )
      if (result.outcome === "missing") return reply.notFound(missing)
      if (result.outcome === "last-admin")
        return reply.conflict(
          "This is the last administrator who can sign in: make another account an administrator first"
        )
      return result.account
    }
  )
}

export default users
