import type { TypedPlugin } from "../../../../common/type-provider"
import { parseListQuery, setContentRange } from "../../../../common/list-query"
import { listSchema } from "../../../../../schemas/content"
import { rolesFor } from "../../../../../schemas/permissions"
import { Assignee } from "../../../../../schemas/users"

// The staff an enquiry can be assigned to, for the contacts' assignee picker: the id and e-mail
// of every account that is not disabled, and nothing more (the accounts themselves are an
// administrator's).

const assignees: TypedPlugin = async (fastify) => {
  fastify.get(
    "/",
    {
      config: { roles: rolesFor("assignees", "list") },
      schema: listSchema(Assignee),
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, {
        email: { kind: "email" },
      })
      const { records, total } = await fastify.staffRepository.assignees(params)
      setContentRange(reply, "assignees", params.offset, records.length, total)
      return records
    }
  )
}

export default assignees
