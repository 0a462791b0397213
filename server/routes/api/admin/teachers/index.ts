import type { TypedPlugin } from "../../../../common/type-provider"
import type { Actor } from "../../../../plugins/app/people/actor"
import type { ReviewResult } from "../../../../plugins/app/people/teachers-repository"
import { errorResponses, IdParams } from "../../../../../schemas/common"
import { adminRecordSchema } from "../../../../../schemas/content"
import { rolesFor } from "../../../../../schemas/permissions"

// Staff review each teacher's registration: approve (the teacher may sign in, and their profile
// joins the Academy page at the next build) or reject. The teacher is e-mailed either way; the
// panel approves several at once by calling these one by one. A teacher's own change of their
// profile waits for staff too: approving it puts it on the public profile (and the Academy page at
// the next build), rejecting it drops it. The list, show and delete are the generic routes of
// ../index.ts.
const teachers: TypedPlugin = async (fastify) => {
  // A review by staff, answered with the teacher's record as it is after it.
  const reviewRoute = (
    path: string,
    review: (id: string, actor: Actor) => Promise<ReviewResult>
  ) =>
    fastify.post(
      path,
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
        const result = await review(id, request.actor!)
        if (result.outcome === "missing")
          return reply.notFound("There is no record with this id in teachers")
        return (await fastify.contentRepository.get("teachers", id))!
      }
    )

  for (const [action, status] of [
    ["approve", "approved"],
    ["reject", "rejected"],
  ] as const) {
    reviewRoute(`/:id/${action}`, async (id, actor) => {
      const result = await fastify.teachersRepository.review(id, status, actor)
      if (result.outcome === "reviewed") {
        fastify.notifier.wake()
        await fastify.sitePublisher.changed(
          actor.email,
          status === "approved" ? "approve_teacher" : "reject_teacher"
        )
      }
      return result
    })
  }

  for (const review of ["approve", "reject"] as const) {
    reviewRoute(`/:id/profile/${review}`, async (id, actor) => {
      const result = await fastify.teachersRepository.reviewProfile(
        id,
        review,
        actor
      )
      // An approved teacher's profile is on the Academy page.
      if (
        result.outcome === "reviewed" &&
        review === "approve" &&
        result.status === "approved"
      )
        await fastify.sitePublisher.changed(
          actor.email,
          "approve_teacher_profile"
        )
      return result
    })
  }
}

export default teachers
