import type { TypedPlugin } from "../../../../common/type-provider"
import { actorOf } from "../../../../plugins/app/editorial/editorial"
import { rolesFor } from "../../../../../schemas/permissions"
import { errorResponses } from "../../../../../schemas/common"
import {
  Release,
  ReleaseParams,
  Releases,
} from "../../../../../schemas/publishing"

// The last builds that went live, and 'Restore': an earlier build made live at once, without a
// build, which pauses automatic publishing until someone resumes it (../publish/resume).
const releases: TypedPlugin = async (fastify) => {
  fastify.get(
    "/",
    {
      config: { roles: rolesFor("releases", "list") },
      schema: {
        response: { 200: Releases, ...errorResponses(401, 403) },
      },
    },
    async () => fastify.sitePublisher.releases()
  )

  fastify.post(
    "/:id/restore",
    {
      config: { roles: rolesFor("releases", "edit") },
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
