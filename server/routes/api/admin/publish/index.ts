import type { TypedPlugin } from "../../../../lib/type-provider"
import { actorOf } from "../../../../lib/editorial"
import { RELEASE_ROLES } from "../../../../lib/editorial-access"
import { errorResponses } from "../../../../../schemas/common"
import { PublishStatus } from "../../../../../schemas/publishing"

// The site's publishing state, 'Publish now' (which resumes automatic publishing when it is
// paused), and 'Resume' (docs/publishing.md, docs/editorial.md). The token check is in the admin
// autohooks; the work is plugins/app/site-publisher.ts's.
const publish: TypedPlugin = async (fastify) => {
  const response = { ...errorResponses(401, 403) }
  const config = { roles: RELEASE_ROLES }

  fastify.get(
    "/",
    { config, schema: { response: { 200: PublishStatus, ...response } } },
    async () => fastify.sitePublisher.status()
  )

  fastify.post(
    "/",
    { config, schema: { response: { 202: PublishStatus, ...response } } },
    async (request, reply) => {
      await fastify.sitePublisher.publishNow(actorOf(request))
      return reply.code(202).send(await fastify.sitePublisher.status())
    }
  )

  fastify.post(
    "/resume",
    { config, schema: { response: { 200: PublishStatus, ...response } } },
    async (request) => {
      await fastify.sitePublisher.resume(actorOf(request))
      return fastify.sitePublisher.status()
    }
  )
}

export default publish
