import { sql, type Kysely } from "kysely"
import type { Database } from "../../../db/tables"
import { dbRepositoryPlugin } from "../../../common/db-repository-plugin"
import { ENQUIRY_CATEGORY, TEACHER_CATEGORY } from "../outbox/mail-types"

// What the health check and the metrics read from the database when they are asked, never kept
// in memory: whether it answers, and the outbox's depth.

export interface OutboxDepth {
  state: "pending" | "failed"
  category: string
  count: number
}

export function createMetricsRepository(db: Kysely<Database>) {
  return {
    // The cheapest statement that needs a working connection.
    async ping() {
      await sql`select 1`.execute(db)
    },

    // The e-mails waiting (a claimed one too, until it is sent) and those given up, per category.
    async outboxDepth(): Promise<OutboxDepth[]> {
      const rows = await db
        .selectFrom("notifications")
        .leftJoin("mails", "mails.id", "notifications.mailId")
        .select((eb) => [
          "notifications.state",
          eb
            .case()
            .when("notifications.contactId", "is not", null)
            .then(ENQUIRY_CATEGORY)
            .when("notifications.teacherId", "is not", null)
            .then(TEACHER_CATEGORY)
            .else(eb.ref("mails.category"))
            .end()
            // Not "category": PostgreSQL would group by mails.category, the column of that name.
            .as("outboxCategory"),
          eb.fn.countAll<number>().as("total"),
        ])
        .where("notifications.state", "in", ["pending", "failed"])
        .groupBy(["notifications.state", "outboxCategory"])
        .execute()
      return rows.map((row) => ({
        state: row.state as OutboxDepth["state"],
        category: row.outboxCategory ?? "unknown",
        count: Number(row.total),
      }))
    },
  }
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>

declare module "fastify" {
  interface FastifyInstance {
    metricsRepository: MetricsRepository
  }
}

export default dbRepositoryPlugin("metricsRepository", createMetricsRepository)
