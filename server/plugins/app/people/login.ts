import { randomBytes } from "node:crypto"
import fp from "fastify-plugin"
import { recordAudit } from "../audit/audit-repository"
import type { Role } from "../../../../schemas/roles"
import { HashingBusy } from "./password-manager"

// Signing in (auth.ts issues the session): a login checks the e-mail and password, unless that
// address has failed too often lately, rehashes a password stored under older parameters, and
// writes every attempt, failed or not, to the audit trail. Staff and teachers sign in through the
// same login; a pending or rejected teacher is told so, and gets no token.

export type LoginResult =
  | { outcome: "success"; adminId: string; token: string; role: Role }
  | { outcome: "wrong" }
  | { outcome: "disabled" }
  | { outcome: "pending" }
  | { outcome: "rejected" }
  | { outcome: "locked"; retryAfterSeconds: number }

declare module "fastify" {
  interface FastifyInstance {
    loginAdmin(
      email: string,
      password: string,
      ip?: string
    ): Promise<LoginResult>
  }
}

// After this many failed logins for one e-mail address, each within this window of the one
// before, that address may not log in until the window has passed since the last failure.
export const ACCOUNT_FAILURES = 10
export const ACCOUNT_WINDOW_MS = 15 * 60_000

export default fp(
  // long: the plugin's decorators and hooks one after another, each short
  async (fastify) => {
    const { passwordManager, usersRepository, loginFailuresRepository, db } =
      fastify
    // An unknown address is checked against this, so it costs the same time as a wrong
    // password and the two cannot be told apart.
    const decoyHash = await passwordManager.hash(
      randomBytes(24).toString("base64")
    )
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
          recordAudit(db, {
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
        await recordAudit(db, {
          actor: { id: account.id, email: account.email, ip },
          action: "login",
          resource: "auth",
          recordId: account.id,
        })
        return {
          outcome: "success",
          adminId: account.id,
          role,
          token: fastify.signIn({ ...account, role }),
        }
      }
    )
  },
  {
    name: "login",
    dependencies: [
      "auth",
      "password-manager",
      "users-repository",
      "login-failures-repository",
    ],
  }
)
