import fp from "fastify-plugin"
import { sql, type Kysely } from "kysely"
import { isUniqueViolation } from "../../db/connect"
import { newId } from "../../db/ids"
import type { Database, TeachersTable } from "../../db/tables"
import { outboxRow } from "./notifications-repository"

// The people with passwords: administrators, who log in, and teachers, who register. E-mail
// addresses are unique whatever their case (the migrations index lower(email)).

export type Teacher = Omit<TeachersTable, "passwordHash">

export function createUsersRepository(db: Kysely<Database>) {
  return {
    async countAdmins() {
      const { total } = await db
        .selectFrom("admins")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow()
      return Number(total)
    },

    findAdminByEmail: (email: string) =>
      db
        .selectFrom("admins")
        .selectAll()
        .where(sql`lower("email")`, "=", email.toLowerCase())
        .executeTakeFirst(),

    findAdminPasswordHash: async (id: string) =>
      (
        await db
          .selectFrom("admins")
          .select("passwordHash")
          .where("id", "=", id)
          .executeTakeFirst()
      )?.passwordHash,

    findAdminById: (id: string) =>
      db
        .selectFrom("admins")
        .select(["id", "email", "tokenVersion", "role", "disabled"])
        .where("id", "=", id)
        .executeTakeFirst(),

    // A new hash for the same password (a stronger cost) leaves the tokens as they are; a new
    // password (`revokeTokens`) also ends every session issued before it.
    async setAdminPassword(
      id: string,
      passwordHash: string,
      { revokeTokens }: { revokeTokens: boolean }
    ) {
      const result = await db
        .updateTable("admins")
        .set((eb) => ({
          passwordHash,
          updatedAt: new Date().toISOString(),
          ...(revokeTokens && { tokenVersion: eb("tokenVersion", "+", 1) }),
        }))
        .where("id", "=", id)
        .returning("tokenVersion")
        .executeTakeFirst()
      return result?.tokenVersion ?? null
    },

    // A logout: this one token is refused until it would have expired anyway.
    async revokeToken(jti: string, expiresAt: Date) {
      const now = new Date().toISOString()
      await db
        .deleteFrom("revoked_tokens")
        .where("expiresAt", "<", now)
        .execute()
      await db
        .insertInto("revoked_tokens")
        .values({ jti, expiresAt: expiresAt.toISOString() })
        .onConflict((oc) => oc.column("jti").doNothing())
        .execute()
    },

    isTokenRevoked: async (jti: string) =>
      (await db
        .selectFrom("revoked_tokens")
        .select("jti")
        .where("jti", "=", jti)
        .executeTakeFirst()) !== undefined,

    // null when the address is taken (another server starting at the same time made it).
    async createAdmin(email: string, passwordHash: string) {
      const now = new Date().toISOString()
      const admin = {
        id: newId(),
        email,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      }
      try {
        await db.insertInto("admins").values(admin).execute()
      } catch (error) {
        if (isUniqueViolation(error)) return null
        throw error
      }
      return { id: admin.id, email }
    },

    // null when the address is taken. The teacher and the notification of the registration are
    // stored in one transaction (the outbox, notifications-repository.ts).
    async createTeacher(
      input: Omit<Teacher, "id" | "createdAt" | "updatedAt"> & {
        passwordHash: string
      }
    ) {
      const now = new Date().toISOString()
      const row: TeachersTable = {
        id: newId(),
        ...input,
        createdAt: now,
        updatedAt: now,
      }
      try {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto("teachers").values(row).execute()
          await trx
            .insertInto("notifications")
            .values(outboxRow({ kind: "teacher", id: row.id }, now))
            .execute()
        })
      } catch (error) {
        if (isUniqueViolation(error)) return null
        throw error
      }
      const { passwordHash: _hash, ...teacher } = row
      return teacher as Teacher
    },
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>

declare module "fastify" {
  interface FastifyInstance {
    usersRepository: UsersRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate("usersRepository", createUsersRepository(fastify.db))
  },
  { name: "users-repository", dependencies: ["db"] }
)
