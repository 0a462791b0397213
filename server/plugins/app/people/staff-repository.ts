import fp from "fastify-plugin"
import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely"
import { isUniqueViolation } from "../../../db/connect"
import { newId } from "../../../db/ids"
import type { Database } from "../../../db/tables"
import { invitationMail, type Site } from "../outbox/account-mail"
import {
  INVITATION_TTL_MS,
  issueToken,
  redeemToken,
  type Redeemed,
} from "./account-tokens-repository"
import { changedFields } from "../audit/audit"
import { recordAudit } from "../audit/audit-repository"
import type { ListParams } from "../../../common/list-query"
import { listRows } from "../../../db/list-rows"
import type { StaffRole, User } from "../../../../schemas/users"
import type { Actor } from "./actor"
import { queueMail } from "../outbox/notifications-repository"

// The staff accounts as administrators manage them (the `users` resource): invitations by
// e-mail, roles, disabling. Every change is audited in its own transaction, with the e-mail it
// sends. The site always keeps one administrator who can sign in: the last one can be neither
// demoted nor disabled. Two administrators demoting each other at the same moment must not both
// succeed, so on PostgreSQL the change locks the administrators' rows first (SQLite has a single
// writer, so its transaction is already alone).

export type InviteResult =
  { outcome: "invited"; account: User } | { outcome: "taken" }

export type UpdateResult =
  | { outcome: "updated"; account: User }
  | { outcome: "missing" }
  | { outcome: "last-admin" }

export const staffColumns = {
  id: "id",
  email: "email",
  role: "role",
  disabled: "disabled",
  status: sql`CASE WHEN "passwordHash" = '' THEN 'invited' ELSE 'active' END`,
  invitedBy: "invitedBy",
  invitedAt: "invitedAt",
  createdAt: "createdAt",
  updatedAt: "updatedAt",
}

type Row = Omit<User, "disabled"> & { disabled: number | boolean }
const toAccount = (row: Row): User => ({
  ...row,
  disabled: Boolean(row.disabled),
})

// long: a repository factory: its body is the list of its methods, each short
export function createStaffRepository(db: Kysely<Database>, site: Site) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter

  const get = async (id: string, database: Kysely<Database> = db) => {
    const { records } = await listRows<Row>(
      database,
      { table: "admins", columns: staffColumns, search: [] },
      {
        sort: ["id", "asc"],
        offset: 0,
        limit: 1,
        ids: [id],
        exact: {},
        ranges: [],
      }
    )
    return records[0] ? toAccount(records[0]) : null
  }

  // Accounts that can sign in as administrators, besides `except`.
  const otherActiveAdmins = async (
    trx: Transaction<Database>,
    except: string
  ) => {
    if (postgres)
      await sql`SELECT "id" FROM admins WHERE "role" = 'admin' FOR UPDATE`.execute(
        trx
      )
    const { n } = await trx
      .selectFrom("admins")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("role", "=", "admin")
      .where("disabled", "=", 0)
      .where("passwordHash", "<>", "")
      .where("id", "<>", except)
      .executeTakeFirstOrThrow()
    return Number(n)
  }

  return {
    get,

    async list(params: ListParams) {
      const { records, total } = await listRows<Row>(
        db,
        { table: "admins", columns: staffColumns, search: ["email"] },
        params
      )
      return { records: records.map(toAccount), total }
    },

    // Staff an enquiry can be assigned to: every account that can sign in.
    async assignees(params: ListParams) {
      const { records, total } = await listRows<{ id: string; email: string }>(
        db,
        {
          table: "admins",
          columns: { id: "id", email: "email" },
          search: ["email"],
        },
        {
          ...params,
          exact: { ...params.exact, disabled: 0 },
        }
      )
      return { records, total }
    },

    isAssignable: async (id: string) =>
      (await db
        .selectFrom("admins")
        .select("id")
        .where("id", "=", id)
        .where("disabled", "=", 0)
        .executeTakeFirst()) !== undefined,

    // A new account without a password, and an e-mailed link to choose one. An address that
    // has an account already is taken, unless that account is still invited: then the invitation
    // goes again, with a new link, and the old one stops working.
    async invite(
      email: string,
      role: StaffRole,
      actor: Actor,
      now = new Date()
    ): Promise<InviteResult> {
      try {
        return await db.transaction().execute(async (trx) => {
          const at = now.toISOString()
          const existing = await trx
            .selectFrom("admins")
            .select(["id", "passwordHash"])
            .where(sql`lower("email")`, "=", email.toLowerCase())
            .executeTakeFirst()
          if (existing?.passwordHash) return { outcome: "taken" as const }
          const id = existing?.id ?? newId()
          if (existing) {
            await trx
              .updateTable("admins")
              .set({
                role,
                invitedBy: actor.email,
                invitedAt: at,
                updatedAt: at,
              })
              .where("id", "=", id)
              .execute()
          } else {
            await trx
              .insertInto("admins")
              .values({
                id,
                email,
                passwordHash: "",
                role,
                invitedBy: actor.email,
                invitedAt: at,
                createdAt: at,
                updatedAt: at,
              })
              .execute()
          }
          const token = await issueToken(
            trx,
            "invite",
            { accountKind: "admin", accountId: id },
            INVITATION_TTL_MS,
            now
          )
          await queueMail(
            trx,
            invitationMail(site, email, role, actor.email, token),
            at
          )
          await recordAudit(
            trx,
            {
              actor,
              action: "invite",
              resource: "users",
              recordId: id,
              person: email,
              changes: { email: [null, email], role: [null, role] },
            },
            at
          )
          return { outcome: "invited" as const, account: (await get(id, trx))! }
        })
      } catch (error) {
        // Another administrator invited the same address at the same moment.
        if (isUniqueViolation(error)) return { outcome: "taken" }
        throw error
      }
    },

    // The invited account's password, from its invitation's token. The account is the one the
    // invitation was for, whatever address the request names.
    async accept(
      token: string,
      passwordHash: string,
      ip: string,
      now = new Date()
    ): Promise<
      | Exclude<Redeemed, { outcome: "redeemed" }>
      | {
          outcome: "accepted"
          account: {
            id: string
            email: string
            role: StaffRole
            tokenVersion: number
          }
        }
      | { outcome: "disabled" }
    > {
      return db.transaction().execute(async (trx) => {
        const redeemed = await redeemToken(trx, "invite", token, now)
        if (redeemed.outcome !== "redeemed") return redeemed
        const account = await trx
          .selectFrom("admins")
          .select(["id", "email", "role", "disabled", "tokenVersion"])
          .where("id", "=", redeemed.account.accountId)
          .executeTakeFirst()
        if (!account) return { outcome: "unknown" as const }
        // Disabled before it was accepted: the token stays used, and nothing opens.
        if (account.disabled) return { outcome: "disabled" as const }
        await trx
          .updateTable("admins")
          .set({ passwordHash, updatedAt: now.toISOString() })
          .where("id", "=", account.id)
          .execute()
        await recordAudit(
          trx,
          {
            actor: { id: account.id, email: account.email, ip },
            action: "accept",
            resource: "users",
            recordId: account.id,
            person: account.email,
          },
          now.toISOString()
        )
        return { outcome: "accepted" as const, account }
      })
    },

    // A role or the disabled flag, from the next request on. Neither may leave the site without
    // an administrator who can sign in.
    async update(
      id: string,
      changes: { role?: StaffRole; disabled?: boolean },
      actor: Actor,
      now = new Date()
    ): Promise<UpdateResult> {
      return db.transaction().execute(async (trx) => {
        const before = await get(id, trx)
        if (!before) return { outcome: "missing" as const }
        const after = { ...before, ...changes }
        const losesAdmin =
          before.role === "admin" &&
          !before.disabled &&
          (after.role !== "admin" || after.disabled)
        if (losesAdmin && (await otherActiveAdmins(trx, id)) === 0)
          return { outcome: "last-admin" as const }
        const at = now.toISOString()
        await trx
          .updateTable("admins")
          .set({
            role: after.role,
            disabled: after.disabled ? 1 : 0,
            updatedAt: at,
          })
          .where("id", "=", id)
          .execute()
        if (after.role !== before.role)
          await recordAudit(
            trx,
            {
              actor,
              action: "role_change",
              resource: "users",
              recordId: id,
              person: before.email,
              changes: changedFields(
                { role: before.role },
                { role: after.role }
              ),
            },
            at
          )
        if (after.disabled !== before.disabled)
          await recordAudit(
            trx,
            {
              actor,
              action: after.disabled ? "disable" : "update",
              resource: "users",
              recordId: id,
              person: before.email,
              changes: changedFields(
                { disabled: before.disabled },
                { disabled: after.disabled }
              ),
            },
            at
          )
        return { outcome: "updated" as const, account: (await get(id, trx))! }
      })
    },
  }
}

export type StaffRepository = ReturnType<typeof createStaffRepository>

declare module "fastify" {
  interface FastifyInstance {
    staffRepository: StaffRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      "staffRepository",
      createStaffRepository(fastify.db, {
        name: fastify.siteConfig.name,
        siteUrl: fastify.siteConfig.siteUrl,
      })
    )
  },
  { name: "staff-repository", dependencies: ["db", "site-config"] }
)
