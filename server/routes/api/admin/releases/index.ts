import { Type } from "@sinclair/typebox"
import type { TypedPlugin } from "../../../../lib/type-provider"
import { actorOf } from "../../../../lib/editorial"
import { RELEASE_ROLES } from "../../../../lib/editorial-access"
import { errorResponses } from "../../../../../schemas/common"
import { Release, ReleaseParams } from "../../../../../schemas/publishing"

// The last builds that went live, and 'Restore': an earlier build made live at once, without a
// build, which pauses automatic publishing until someone resumes it (../publish/resume).
const releases: TypedPlugin = async (fastify) => {
  const config = { roles: RELEASE_ROLES }

  fastify.get(
    "/",
    {
      config,
      schema: {
        response: { 200: Type.Array(Release), ...errorResponses(401, 403) },
      },
    },
    async () => fastify.sitePublisher.releases()
  )

  fastify.post(
    "/:id/restore",
    {
      config,
      schema: {
        params: ReleaseParams,
        response: { 200: Release, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      fastify.sitePublisher.restore(request.params.id, actorOf(request))
  )
}

export default releases
