import fp from "fastify-plugin"
import type { Kysely } from "kysely"
import type { Database } from "../../db/tables"

// The site's publishing state (migrations/008-publishing.ts): one row, so that every instance and
// a restarted server report the same thing. The build queue itself lives in the server that runs
// the builds (site-publisher.ts); this is what it last said.

export type PublishState = "idle" | "queued" | "building" | "failed"

export interface PublishStatus {
  state: PublishState
  // When the latest build started.
  startedAt: string | null
  // When the live site was built.
  builtAt: string | null
  // Why the latest build failed, while it stands.
  error: string | null
}

type PublishTables = {
  publish_state: PublishStatus & { id: string }
}

const ROW = "site"

export function createPublishStateRepository(database: Kysely<Database>) {
  const db = database as unknown as Kysely<PublishTables>
  return {
    async read(): Promise<PublishStatus> {
      const row = await db
        .selectFrom("publish_state")
        .select(["state", "startedAt", "builtAt", "error"])
        .where("id", "=", ROW)
        .executeTakeFirst()
      return (
        row ?? { state: "idle", startedAt: null, builtAt: null, error: null }
      )
    },

    async update(changes: Partial<PublishStatus>) {
      await db
        .updateTable("publish_state")
        .set(changes)
        .where("id", "=", ROW)
        .execute()
    },
  }
}

export type PublishStateRepository = ReturnType<
  typeof createPublishStateRepository
>

declare module "fastify" {
  interface FastifyInstance {
    publishStateRepository: PublishStateRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      "publishStateRepository",
      createPublishStateRepository(fastify.db)
    )
  },
  { name: "publish-state-repository", dependencies: ["db"] }
)
