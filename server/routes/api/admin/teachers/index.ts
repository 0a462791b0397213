import type { TypedPlugin } from "../../../../lib/type-provider"
import { errorResponses, IdParams } from "../../../../../schemas/common"
import { adminRecordSchema } from "../../../../../schemas/content"
import { rolesFor } from "../../../../../schemas/permissions"

// Staff review each teacher's registration: approve (the teacher may sign in, and their profile
// joins the Academy page at the next build) or reject. The teacher is e-mailed either way; the
// panel approves several at once by calling these one by one. The list, show and delete are the
// generic routes of ../index.ts.
const teachers: TypedPlugin = async (fastify) => {
  for (const [action, status] of [
    ["approve", "approved"],
    ["reject", "rejected"],
  ] as const) {
    fastify.post(
      `/:id/${action}`,
      {
        config: { roles: rolesFor("teachers", "approve") },
        schema: {
          params: IdParams,
          response: {
            200: adminRecordSchema("teachers"),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params
        const result = await fastify.teachersRepository.review(
          id,
          status,
          request.actor!
        )
        if (result.outcome === "missing")
          return reply.notFound("There is no record with this id in teachers")
        if (result.outcome === "reviewed") {
          fastify.notifier.wake()
          await fastify.sitePublisher.changed(
            request.actor!.email,
            status === "approved" ? "approve_teacher" : "reject_teacher"
          )
        }
        return (await fastify.contentRepository.get("teachers", id))!
      }
    )
  }
}

export default teachers
