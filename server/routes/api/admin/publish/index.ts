import type { TypedPlugin } from "../../../../common/type-provider"
import { actorOf } from "../../../../plugins/app/editorial/editorial"
import { errorResponses } from "../../../../../schemas/common"
import { PublishStatus } from "../../../../../schemas/publishing"
import { rolesFor } from "../../../../../schemas/permissions"

// The site's publishing state, 'Publish now' (which resumes automatic publishing when it is
// paused), and 'Resume' (docs/publishing.md, docs/editorial.md). The token check is in the admin
// autohooks; the work, and its audit entry, is plugins/app/publishing/site-publisher.ts's.
const publish: TypedPlugin = async (fastify) => {
  const response = { ...errorResponses(401, 403) }

  fastify.get(
    "/",
    {
      config: { roles: rolesFor("site", "show") },
      schema: { response: { 200: PublishStatus, ...response } },
    },
    async () => fastify.sitePublisher.status()
  )

  fastify.post(
    "/",
    {
      config: { roles: rolesFor("site", "publish") },
      schema: { response: { 202: PublishStatus, ...response } },
    },
    async (request, reply) => {
      await fastify.sitePublisher.publishNow(actorOf(request))
      return reply.code(202).send(await fastify.sitePublisher.status())
    }
  )

  fastify.post(
    "/resume",
    {
      config: { roles: rolesFor("site", "publish") },
      schema: { response: { 200: PublishStatus, ...response } },
    },
    async (request) => {
      await fastify.sitePublisher.resume(actorOf(request))
      return fastify.sitePublisher.status()
    }
  )
}

export default publish
