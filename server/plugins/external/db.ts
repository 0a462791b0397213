import fp from "fastify-plugin"
import type { Kysely } from "kysely"
import { connect, type DialectName } from "../../db/connect"
import { migrate } from "../../db/migrate"
import type { Database } from "../../db/tables"

// @see https://kysely.dev/docs/getting-started
// One Kysely instance over better-sqlite3 (sqlite:PATH) or pg (postgres://), migrated to the
// latest schema before the server takes requests. Only the repositories in plugins/app use it.

declare module "fastify" {
  interface FastifyInstance {
    db: Kysely<Database>
    dbInfo: { dialect: DialectName; sqliteFile?: string }
  }
}

export default fp(
  async (fastify) => {
    const { db, dialect, sqliteFile } = connect(fastify.config.DATABASE_URL)
    fastify.addHook("onClose", async () => db.destroy())
    const applied = await migrate(db)
    if (applied.length)
      fastify.log.info({ applied, dialect }, "database migrated")
    fastify.decorate("db", db)
    fastify.decorate("dbInfo", { dialect, sqliteFile })
  },
  { name: "db", dependencies: ["env"] }
)
