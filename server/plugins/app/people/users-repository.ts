import { sql, type Kysely, type Selectable } from "kysely"
import { isUniqueViolation } from "../../../db/connect"
import { endTokens } from "./account-tokens-repository"
import { newId } from "../../../db/ids"
import type { Database, TeachersTable } from "../../../db/tables"
import { outboxRow } from "../outbox/notifications-repository"
import { dbRepositoryPlugin } from "../../../common/db-repository-plugin"

// The people with passwords: staff (the admins table: administrators and editors), and teachers,
// who register and sign in once approved. E-mail addresses are unique whatever their case within
// each table (the migrations index lower(email)); a staff account wins a sign-in over a teacher's
// of the same address. An invited staff account has no password hash until it accepts.

export type Teacher = Omit<
  Selectable<TeachersTable>,
  "passwordHash" | "tokenVersion"
>
export type AccountKind = "admin" | "teacher"
export interface AccountRef {
  kind: AccountKind
  id: string
}

const tableOf = (kind: AccountKind) =>
  kind === "admin" ? ("admins" as const) : ("teachers" as const)

// long: a repository factory: its body is the list of its methods, each short
export function createUsersRepository(db: Kysely<Database>) {
  const findAdminByEmail = (email: string) =>
    db
      .selectFrom("admins")
      .selectAll()
      .where(sql`lower("email")`, "=", email.toLowerCase())
      .executeTakeFirst()
  const findTeacherByEmail = (email: string) =>
    db
      .selectFrom("teachers")
      .select(["id", "email", "passwordHash", "status", "tokenVersion"])
      .where(sql`lower("email")`, "=", email.toLowerCase())
      .executeTakeFirst()

  // A new hash for the same password (a stronger cost) leaves the tokens as they are; a new
  // password (`revokeTokens`) also ends every session issued before it, and every reset or
  // invitation link still outstanding, so a link mailed before the change cannot undo it.
  // `database` is the transaction of a reset.
  async function setPassword(
    account: AccountRef,
    passwordHash: string,
    { revokeTokens }: { revokeTokens: boolean },
    database: Kysely<Database> = db
  ) {
    if (revokeTokens)
      await endTokens(database, {
        accountKind: account.kind,
        accountId: account.id,
      })
    const result = await database
      .updateTable(tableOf(account.kind) as "admins")
      .set((eb) => ({
        passwordHash,
        updatedAt: new Date().toISOString(),
        ...(revokeTokens && { tokenVersion: eb("tokenVersion", "+", 1) }),
      }))
      .where("id", "=", account.id)
      .returning("tokenVersion")
      .executeTakeFirst()
    return result?.tokenVersion ?? null
  }

  // The account's address and password hash; `database` is the transaction of a reset.
  const accountRow = (account: AccountRef, database: Kysely<Database> = db) =>
    database
      .selectFrom(tableOf(account.kind))
      .select(["email", "passwordHash"])
      .where("id", "=", account.id)
      .executeTakeFirst()

  return {
    async countAdmins() {
      const { total } = await db
        .selectFrom("admins")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow()
      return Number(total)
    },

    findAdminByEmail,

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

    findTeacherByEmail,

    findTeacherById: (id: string) =>
      db
        .selectFrom("teachers")
        .select(["id", "email", "name", "status", "tokenVersion"])
        .where("id", "=", id)
        .executeTakeFirst(),

    // A staff account with a password (an invited one has none yet), or else a teacher's.
    async findAccountByEmail(email: string) {
      const admin = await findAdminByEmail(email)
      if (admin?.passwordHash) return { kind: "admin" as const, ...admin }
      const teacher = await findTeacherByEmail(email)
      return teacher ? { kind: "teacher" as const, ...teacher } : undefined
    },

    findPasswordHash: async (account: AccountRef) =>
      (await accountRow(account))?.passwordHash,

    setPassword,

    findEmail: async (account: AccountRef, database?: Kysely<Database>) =>
      (await accountRow(account, database))?.email,

    setAdminPassword(
      id: string,
      passwordHash: string,
      options: { revokeTokens: boolean }
    ) {
      return setPassword({ kind: "admin", id }, passwordHash, options)
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
      input: Pick<TeachersTable, "name" | "email" | "phone" | "subject"> & {
        passwordHash: string
      }
    ) {
      const now = new Date().toISOString()
      const row = {
        id: newId(),
        ...input,
        status: "pending" as const,
        photo: "",
        bio: "",
        reviewedBy: null,
        reviewedAt: null,
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

export default dbRepositoryPlugin("usersRepository", createUsersRepository)
