import fp from "fastify-plugin"
import { sql, type Kysely } from "kysely"
import type { Database } from "../../db/tables"

// Failed logins per e-mail address, for the per-account lock of auth.ts, in the database so that
// every server on it counts the same failures. A failure more than `windowMs` after the previous
// one starts the count again; a success deletes it (auth.ts decides what the count means).

export function createLoginFailuresRepository(db: Kysely<Database>) {
  const key = (email: string) => email.trim().toLowerCase()
  return {
    find: (email: string) =>
      db
        .selectFrom("login_failures")
        .select(["failures", "lastFailureAt"])
        .where("email", "=", key(email))
        .executeTakeFirst(),

    // One statement, so failures arriving together at several servers are all counted.
    async record(email: string, now: Date, windowMs: number) {
      const at = now.toISOString()
      const windowStart = new Date(now.getTime() - windowMs).toISOString()
      await db
        .insertInto("login_failures")
        .values({ email: key(email), failures: 1, lastFailureAt: at })
        .onConflict((oc) =>
          oc.column("email").doUpdateSet({
            failures: sql`CASE WHEN ${sql.ref("login_failures.lastFailureAt")} < ${windowStart} THEN 1 ELSE ${sql.ref("login_failures.failures")} + 1 END`,
            lastFailureAt: at,
          })
        )
        .execute()
      // Counts whose window has passed mean nothing any more.
      await db
        .deleteFrom("login_failures")
        .where("lastFailureAt", "<", windowStart)
        .execute()
    },

    async clear(email: string) {
      await db
        .deleteFrom("login_failures")
        .where("email", "=", key(email))
        .execute()
    },
  }
}

export type LoginFailuresRepository = ReturnType<
  typeof createLoginFailuresRepository
>

declare module "fastify" {
  interface FastifyInstance {
    loginFailuresRepository: LoginFailuresRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      "loginFailuresRepository",
      createLoginFailuresRepository(fastify.db)
    )
  },
  { name: "login-failures-repository", dependencies: ["db"] }
)
