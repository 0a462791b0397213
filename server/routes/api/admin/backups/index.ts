import type { TypedPlugin } from "../../../../common/type-provider"
import { errorResponses } from "../../../../../schemas/common"
import { BackupStatus } from "../../../../../schemas/backups"
import { rolesFor } from "../../../../../schemas/permissions"

// The daily backups' state, for the administrators' dashboard: when the last one was written or
// failed (and why), and the archives kept (docs/operations.md 'Backups').

const backups: TypedPlugin = async (fastify) => {
  fastify.get(
    "/status",
    {
      config: { roles: rolesFor("backups", "show") },
      schema: {
        response: { 200: BackupStatus, ...errorResponses(401, 403) },
      },
    },
    async () => ({
      ...fastify.backups.status(),
      keep: fastify.config.BACKUP_KEEP,
      archives: await fastify.backups.archives(),
    })
  )
}

export default backups
