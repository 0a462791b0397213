import type { TypedPlugin } from "../../../../lib/type-provider"
import { errorResponses } from "../../../../../schemas/common"
import { PublishStatus } from "../../../../../schemas/publishing"
import { STAFF } from "../../../../../schemas/roles"

// The site's publishing state, and 'Publish now' (docs/publishing.md). The token check is in the
// admin autohooks; the work is plugins/app/site-publisher.ts's.
const publish: TypedPlugin = async (fastify) => {
  const response = { ...errorResponses(401, 403) }

  fastify.get(
    "/",
    {
      config: { roles: STAFF },
      schema: { response: { 200: PublishStatus, ...response } },
    },
    async () => fastify.sitePublisher.status()
  )

  fastify.post(
    "/",
    {
      config: { roles: STAFF },
      schema: { response: { 202: PublishStatus, ...response } },
    },
    async (_request, reply) => {
      fastify.sitePublisher.publishNow()
      return reply.code(202).send(await fastify.sitePublisher.status())
    }
  )
}

export default publish
