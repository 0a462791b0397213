import { sql, type Kysely } from "kysely"
import type { Database } from "../../../db/tables"
import { dbRepositoryPlugin } from "../../../common/db-repository-plugin"

// Failed logins per e-mail address, for the per-account lock of login.ts, in the database so that every server on
// it counts the same failures. A login counts its attempt before the password is hashed, in one
// statement that returns the new count, so that logins arriving together (at one server or
// several) each see a different count and no more than the limit are ever checked; a success
// then deletes the count. An attempt more than `windowMs` after the last counted one starts the
// count again, and attempts past the limit leave the time of the last failure as it was: a
// locked account opens `windowMs` after its last checked failure (login.ts decides what the count
// means).

export function createLoginFailuresRepository(db: Kysely<Database>) {
  const key = (email: string) => email.trim().toLowerCase()
  return {
    async countAttempt(
      email: string,
      now: Date,
      windowMs: number,
      limit: number
    ): Promise<{ failures: number; lastFailureAt: string }> {
      const at = now.toISOString()
      const windowStart = new Date(now.getTime() - windowMs).toISOString()
      const last = sql.ref("login_failures.lastFailureAt")
      const failures = sql.ref("login_failures.failures")
      return db
        .insertInto("login_failures")
        .values({ email: key(email), failures: 1, lastFailureAt: at })
        .onConflict((oc) =>
          oc.column("email").doUpdateSet({
            failures: sql`CASE WHEN ${last} < ${windowStart} THEN 1 ELSE ${failures} + 1 END`,
            lastFailureAt: sql`CASE WHEN ${last} >= ${windowStart} AND ${failures} >= ${limit} THEN ${last} ELSE ${at} END`,
          })
        )
        .returning(["failures", "lastFailureAt"])
        .executeTakeFirstOrThrow()
    },

    // Takes back an attempt that was counted but never checked (the server was too busy to hash
    // its password), so a crowd of refused logins cannot lock an account.
    async uncount(email: string) {
      await db
        .updateTable("login_failures")
        .set({ failures: sql`${sql.ref("failures")} - 1` })
        .where("email", "=", key(email))
        .where("failures", ">", 0)
        .execute()
    },

    // Counts whose window has passed mean nothing any more.
    async prune(now: Date, windowMs: number) {
      const windowStart = new Date(now.getTime() - windowMs).toISOString()
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

export default dbRepositoryPlugin(
  "loginFailuresRepository",
  createLoginFailuresRepository
)
