import { randomBytes, randomUUID } from "node:crypto"
import type { FastifyRequest } from "fastify"
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
import { type AuditEntry } from "../audit/audit"
import { recordAudit } from "../audit/audit-repository"
import { refuseCommonPassword } from "./common-passwords"
import type { Role } from "../../../../schemas/roles"
import type { Actor } from "./actor"
import { queueMail } from "../outbox/notifications-repository"
import { HashingBusy } from "./password-manager"
import type { AccountKind, AccountRef } from "./users-repository"

// Panel sessions. A login checks the e-mail and password, unless that address has failed too
// often lately; every admin route checks the bearer token (routes/api/admin/autohooks.ts). A
// token names its account, which must still exist and not be disabled, the token version it was
// issued under, which a new password raises (every token issued before is refused from then
// on), and its own id, which a logout revokes: that token alone is refused, and the account's
// sessions elsewhere go on. The role is read from the account on every request, not from the
// token, so a change of role takes effect on the next call.
//
// Staff and teachers sign in through the same login: a token whose role is 'teacher' names a
// teachers row, which must be approved; any other names a staff account (the admins table). A
// pending or rejected teacher is told so, and gets no token. Every sign-in, failed or not, every
// sign-out and every password change or reset is written to the audit trail.
//
// 'Forgot password' e-mails a one-hour, single-use link (plugins/app/people/account-tokens-repository.ts) to an account of
// that address, and answers the same, in the same time, whether there is one or not; the reset
// ends every session. A new password, whichever way it is set, also refuses a common one.

interface AdminClaims {
  sub: string
  role: Role
  ver: number
  jti: string
  exp?: number
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: AdminClaims
    user: AdminClaims
  }
}

export type LoginResult =
  | { outcome: "success"; adminId: string; token: string; role: Role }
  | { outcome: "wrong" }
  | { outcome: "disabled" }
  | { outcome: "pending" }
  | { outcome: "rejected" }
  | { outcome: "locked"; retryAfterSeconds: number }

export type ResetResult =
  Exclude<Redeemed, { outcome: "redeemed" }> | { outcome: "reset" }

// A link is asked for at most this often per account: more would only fill the inbox.
const RESET_EVERY_MS = 60_000

declare module "fastify" {
  interface FastifyRequest {
    // The signed-in account of an admin route (null on the public ones).
    actor: Actor | null
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<Actor>
    loginAdmin(
      email: string,
      password: string,
      ip?: string
    ): Promise<LoginResult>
    // A token for a session of the account (an accepted invitation signs in at once).
    signIn(account: AccountRef & { tokenVersion: number; role: Role }): string
    changeAdminPassword(
      actor: Actor,
      current: string,
      next: string
    ): Promise<string | null>
    logoutAdmin(
      claims: { jti?: string; exp?: number },
      actor?: Actor | null
    ): Promise<void>
    // Queues the link's work and returns at once.
    forgotPassword(email: string): void
    resetPassword(
      token: string,
      password: string,
      ip: string
    ): Promise<ResetResult>
  }
}

// After this many failed logins for one e-mail address, each within this window of the one
// before, that address may not log in until the window has passed since the last failure.
export const ACCOUNT_FAILURES = 10
export const ACCOUNT_WINDOW_MS = 15 * 60_000

const tokenProblems: Record<string, string> = {
  FST_JWT_NO_AUTHORIZATION_IN_HEADER:
    "This call needs an administrator's bearer token",
  FST_JWT_AUTHORIZATION_TOKEN_EXPIRED: "The session has expired; log in again",
}

export default fp(
  async (fastify) => {
    const { passwordManager, usersRepository, loginFailuresRepository, db } =
      fastify
    const { unauthorized } = fastify.httpErrors
    const site = {
      name: fastify.siteConfig.name,
      siteUrl: fastify.siteConfig.siteUrl,
    }
    // An unknown address is checked against this, so it costs the same time as a wrong
    // password and the two cannot be told apart.
    const decoyHash = await passwordManager.hash(
      randomBytes(24).toString("base64")
    )
    const issueToken = (accountId: string, version: number, role: Role) =>
      fastify.jwt.sign({
        sub: accountId,
        role,
        ver: version,
        jti: randomUUID(),
      })
    const kindOf = (role: Role): AccountKind =>
      role === "teacher" ? "teacher" : "admin"
    const audit = (entry: AuditEntry) => recordAudit(db, entry)
    const visitor = (email: string, ip: string) => ({ id: null, email, ip })

    fastify.decorate(
      "loginAdmin",
      async (
        email: string,
        password: string,
        ip = ""
      ): Promise<LoginResult> => {
        const now = new Date()
        // Counted before the (slow) hash, in one statement: of logins that arrive together, only
        // the first ACCOUNT_FAILURES are checked.
        const attempt = await loginFailuresRepository.countAttempt(
          email,
          now,
          ACCOUNT_WINDOW_MS,
          ACCOUNT_FAILURES
        )
        if (attempt.failures > ACCOUNT_FAILURES) {
          const until = Date.parse(attempt.lastFailureAt) + ACCOUNT_WINDOW_MS
          return {
            outcome: "locked",
            retryAfterSeconds: Math.max(
              1,
              Math.ceil((until - now.getTime()) / 1000)
            ),
          }
        }

        const account = await usersRepository.findAccountByEmail(email)
        const matches = await passwordManager
          .verify(password, account?.passwordHash || decoyHash)
          .catch(async (error: unknown) => {
            if (error instanceof HashingBusy)
              await loginFailuresRepository.uncount(email)
            throw error
          })
        const failed = (reason: string) =>
          audit({
            actor: account
              ? { id: account.id, email: account.email, ip }
              : visitor(email, ip),
            action: "login_failed",
            resource: "auth",
            recordId: account?.id ?? null,
            changes: { reason },
          })
        if (!account || !matches) {
          await loginFailuresRepository.prune(now, ACCOUNT_WINDOW_MS)
          await failed(account ? "wrong password" : "unknown address")
          return { outcome: "wrong" }
        }
        await loginFailuresRepository.clear(email)
        if (account.kind === "admin" && account.disabled) {
          await failed("disabled")
          return { outcome: "disabled" }
        }
        // A teacher signs in once approved; until then they are told why, and get no token.
        if (account.kind === "teacher" && account.status !== "approved") {
          await failed(`teacher ${account.status}`)
          return { outcome: account.status }
        }
        if (passwordManager.needsRehash(account.passwordHash)) {
          await usersRepository.setPassword(
            account,
            await passwordManager.hash(password),
            { revokeTokens: false }
          )
        }
        const role: Role = account.kind === "admin" ? account.role : "teacher"
        await audit({
          actor: { id: account.id, email: account.email, ip },
          action: "login",
          resource: "auth",
          recordId: account.id,
        })
        return {
          outcome: "success",
          adminId: account.id,
          role,
          token: issueToken(account.id, account.tokenVersion, role),
        }
      }
    )

    fastify.decorate(
      "signIn",
      (account: AccountRef & { tokenVersion: number; role: Role }) =>
        issueToken(account.id, account.tokenVersion, account.role)
    )

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
        await audit({
          actor,
          action: "password_change",
          resource: account.kind === "admin" ? "users" : "teachers",
          recordId: actor.id,
        })
        return issueToken(actor.id, version, actor.role)
      }
    )

    fastify.decorate(
      "logoutAdmin",
      async (
        { jti, exp }: { jti?: string; exp?: number },
        actor?: Actor | null
      ) => {
        // Every token this server issues has both; one without cannot be told apart.
        if (!jti || !exp)
          throw unauthorized("This token cannot be logged out; log in again")
        await usersRepository.revokeToken(jti, new Date(exp * 1000))
        if (actor)
          await audit({
            actor,
            action: "logout",
            resource: "auth",
            recordId: actor.id,
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

    fastify.decorateRequest("actor", null)
    fastify.decorate("authenticate", async (request: FastifyRequest) => {
      let claims: AdminClaims
      try {
        claims = await request.jwtVerify<AdminClaims>()
      } catch (error) {
        const code = (error as { code?: string }).code ?? ""
        throw unauthorized(
          tokenProblems[code] ?? "The bearer token is not valid; log in again"
        )
      }
      const account =
        claims.role === "teacher"
          ? await teacherAccount(claims.sub)
          : await usersRepository.findAdminById(claims.sub)
      // Tokens issued before token versions existed carry none: version 0.
      if (
        !account ||
        (claims.ver ?? 0) !== account.tokenVersion ||
        (claims.jti && (await usersRepository.isTokenRevoked(claims.jti)))
      ) {
        throw unauthorized("The bearer token is not valid; log in again")
      }
      if (account.disabled)
        throw unauthorized(
          account.role === "teacher"
            ? "This teacher account is no longer approved; ask the Academy's staff"
            : "This account has been disabled; ask an administrator"
        )
      request.actor = {
        id: account.id,
        email: account.email,
        role: account.role,
        ip: request.ip,
      }
      return request.actor
    })

    // A teacher's account as a session sees it: one that is no longer approved is shut.
    async function teacherAccount(id: string) {
      const teacher = await usersRepository.findTeacherById(id)
      return (
        teacher && {
          ...teacher,
          role: "teacher" as const,
          disabled: teacher.status !== "approved",
        }
      )
    }
  },
  {
    name: "auth",
    dependencies: [
      "jwt",
      "sensible",
      "site-config",
      "password-manager",
      "users-repository",
      "login-failures-repository",
      "notifications-repository",
      "notifier",
    ],
  }
)
