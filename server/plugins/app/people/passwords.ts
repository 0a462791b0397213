import fp from "fastify-plugin"
import { resetMail } from "../outbox/account-mail"
import {
  issuedSince,
  issueToken as issueAccountToken,
  redeemToken,
  RESET_TTL_MS,
  tokenState,
  type Redeemed,
} from "./account-tokens-repository"
import { recordAudit } from "../audit/audit-repository"
import { refuseCommonPassword } from "./common-passwords"
import type { Actor } from "./actor"
import { queueMail } from "../outbox/notifications-repository"
import type { AccountKind } from "./users-repository"
import type { Role } from "../../../../schemas/roles"

// A new password, set by its account (which keeps its session) or through a reset link: either
// way a common one is refused, every other session of the account ends, and the audit trail
// records it. 'Forgot password' e-mails a one-hour, single-use link (account-tokens-repository.ts)
// to an account of that address, and answers the same, in the same time, whether there is one or
// not.

export type ResetResult =
  Exclude<Redeemed, { outcome: "redeemed" }> | { outcome: "reset" }

// A link is asked for at most this often per account: more would only fill the inbox.
const RESET_EVERY_MS = 60_000

declare module "fastify" {
  interface FastifyInstance {
    changeAdminPassword(
      actor: Actor,
      current: string,
      next: string
    ): Promise<string | null>
    // Queues the link's work and returns at once.
    forgotPassword(email: string): void
    resetPassword(
      token: string,
      password: string,
      ip: string
    ): Promise<ResetResult>
  }
}

export default fp(
  // long: the plugin's decorators and hooks one after another, each short
  async (fastify) => {
    const { passwordManager, usersRepository, loginFailuresRepository, db } =
      fastify
    const site = {
      name: fastify.siteConfig.name,
      siteUrl: fastify.siteConfig.siteUrl,
    }
    const kindOf = (role: Role): AccountKind =>
      role === "teacher" ? "teacher" : "admin"

    // A new token for the session that changed the password; null when `current` is wrong.
    fastify.decorate(
      "changeAdminPassword",
      async (actor: Actor, current: string, next: string) => {
        refuseCommonPassword(next)
        const account = { kind: kindOf(actor.role), id: actor.id }
        const stored = await usersRepository.findPasswordHash(account)
        if (!stored || !(await passwordManager.verify(current, stored)))
          return null
        const version = await usersRepository.setPassword(
          account,
          await passwordManager.hash(next),
          { revokeTokens: true }
        )
        if (version === null) return null
        await recordAudit(db, {
          actor,
          action: "password_change",
          resource: account.kind === "admin" ? "users" : "teachers",
          recordId: actor.id,
        })
        return fastify.signIn({
          ...account,
          tokenVersion: version,
          role: actor.role,
        })
      }
    )

    // 'Forgot password' answers before it looks the address up: the work is queued, one request
    // after another, and done once the answer has gone, so an unknown address and a known one
    // (whose link is written and mailed) answer in the same time. Closing waits for the queue.
    let forgotten = Promise.resolve()
    fastify.addHook("onClose", () => forgotten)
    fastify.decorate("forgotPassword", (email: string) => {
      forgotten = forgotten
        .then(() => sendResetLink(email))
        .catch((error: unknown) =>
          fastify.log.error({ err: error }, "A password reset link failed")
        )
    })

    async function sendResetLink(email: string) {
      const account = await usersRepository.findAccountByEmail(email)
      if (!account || (account.kind === "admin" && account.disabled)) return
      const ref = { accountKind: account.kind, accountId: account.id }
      const now = new Date()
      await db.transaction().execute(async (trx) => {
        const since = new Date(now.getTime() - RESET_EVERY_MS)
        if (await issuedSince(trx, "reset", ref, since)) return
        const token = await issueAccountToken(
          trx,
          "reset",
          ref,
          RESET_TTL_MS,
          now
        )
        await queueMail(trx, resetMail(site, account.email, token))
      })
      fastify.notifier.wake()
    }

    fastify.decorate(
      "resetPassword",
      async (token: string, password: string, ip: string) => {
        const state = await tokenState(db, "reset", token)
        if (state !== "valid") return { outcome: state }
        refuseCommonPassword(password)
        const passwordHash = await passwordManager.hash(password)
        let email: string | undefined
        const result = await db
          .transaction()
          .execute(async (trx): Promise<ResetResult> => {
            const redeemed = await redeemToken(trx, "reset", token)
            if (redeemed.outcome !== "redeemed") return redeemed
            const account = {
              kind: redeemed.account.accountKind,
              id: redeemed.account.accountId,
            }
            // Every session of the account ends; below, a lock from failed sign-ins with the old
            // password stops standing in the way of the new one. (Only `trx` inside: SQLite has one
            // connection, which the transaction holds.)
            await usersRepository.setPassword(
              account,
              passwordHash,
              { revokeTokens: true },
              trx
            )
            email = await usersRepository.findEmail(account, trx)
            await recordAudit(trx, {
              actor: { id: account.id, email: email ?? "", ip },
              action: "password_reset",
              resource: account.kind === "admin" ? "users" : "teachers",
              recordId: account.id,
            })
            return { outcome: "reset" }
          })
        if (email) await loginFailuresRepository.clear(email)
        return result
      }
    )
  },
  {
    name: "passwords",
    dependencies: [
      "auth",
      "site-config",
      "password-manager",
      "users-repository",
      "login-failures-repository",
      "notifications-repository",
      "notifier",
    ],
  }
)
