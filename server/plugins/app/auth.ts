import { randomBytes, randomUUID } from "node:crypto"
import type { FastifyRequest } from "fastify"
import fp from "fastify-plugin"
import type { Role } from "../../../schemas/roles"

// Panel sessions. A login checks the e-mail and password, unless that address has failed too
// often lately; every admin route checks the bearer token (routes/api/admin/autohooks.ts). A
// token names its account, which must still exist and not be disabled, the token version it was
// issued under, which a new password raises (every token issued before is refused from then
// on), and its own id, which a logout revokes: that token alone is refused, and the account's
// sessions elsewhere go on. The role is read from the account on every request, not from the
// token, so a change of role takes effect on the next call.

interface AdminClaims {
  sub: string
  role: Role
  ver: number
  jti: string
  exp?: number
}

// Who is making a request to the panel's API, as the routes, the audit trail and the revisions
// see them; set by `authenticate`.
export interface Actor {
  id: string
  email: string
  role: Role
  ip: string
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
  | { outcome: "locked"; retryAfterSeconds: number }

declare module "fastify" {
  interface FastifyRequest {
    // The signed-in account of an admin route (null on the public ones).
    actor: Actor | null
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<Actor>
    loginAdmin(email: string, password: string): Promise<LoginResult>
    changeAdminPassword(
      adminId: string,
      current: string,
      next: string
    ): Promise<string | null>
    logoutAdmin(claims: { jti?: string; exp?: number }): Promise<void>
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
    const { passwordManager, usersRepository, loginFailuresRepository } =
      fastify
    const { unauthorized } = fastify.httpErrors
    // An unknown address is checked against this, so it costs the same time as a wrong
    // password and the two cannot be told apart.
    const decoyHash = await passwordManager.hash(
      randomBytes(24).toString("base64")
    )
    const issueToken = (adminId: string, version: number, role: Role) =>
      fastify.jwt.sign({
        sub: adminId,
        role,
        ver: version,
        jti: randomUUID(),
      })

    fastify.decorate(
      "loginAdmin",
      async (email: string, password: string): Promise<LoginResult> => {
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

        const admin = await usersRepository.findAdminByEmail(email)
        const matches = await passwordManager.verify(
          password,
          admin?.passwordHash ?? decoyHash
        )
        if (!admin || !matches) {
          await loginFailuresRepository.prune(now, ACCOUNT_WINDOW_MS)
          return { outcome: "wrong" }
        }
        await loginFailuresRepository.clear(email)
        if (admin.disabled) return { outcome: "disabled" }
        if (passwordManager.needsRehash(admin.passwordHash)) {
          await usersRepository.setAdminPassword(
            admin.id,
            await passwordManager.hash(password),
            { revokeTokens: false }
          )
        }
        return {
          outcome: "success",
          adminId: admin.id,
          role: admin.role,
          token: issueToken(admin.id, admin.tokenVersion, admin.role),
        }
      }
    )

    // A new token for the session that changed the password; null when `current` is wrong.
    fastify.decorate(
      "changeAdminPassword",
      async (adminId: string, current: string, next: string) => {
        const stored = await usersRepository.findAdminPasswordHash(adminId)
        if (!stored || !(await passwordManager.verify(current, stored)))
          return null
        const version = await usersRepository.setAdminPassword(
          adminId,
          await passwordManager.hash(next),
          { revokeTokens: true }
        )
        const account = await usersRepository.findAdminById(adminId)
        return version === null || !account
          ? null
          : issueToken(adminId, version, account.role)
      }
    )

    fastify.decorate(
      "logoutAdmin",
      async ({ jti, exp }: { jti?: string; exp?: number }) => {
        // Every token this server issues has both; one without cannot be told apart.
        if (!jti || !exp)
          throw unauthorized("This token cannot be logged out; log in again")
        await usersRepository.revokeToken(jti, new Date(exp * 1000))
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
      const admin =
        claims.role !== "teacher"
          ? await usersRepository.findAdminById(claims.sub)
          : undefined
      // Tokens issued before token versions existed carry none: version 0.
      if (
        !admin ||
        (claims.ver ?? 0) !== admin.tokenVersion ||
        (claims.jti && (await usersRepository.isTokenRevoked(claims.jti)))
      ) {
        throw unauthorized("The bearer token is not valid; log in again")
      }
      if (admin.disabled)
        throw unauthorized(
          "This account has been disabled; ask an administrator"
        )
      request.actor = {
        id: admin.id,
        email: admin.email,
        role: admin.role,
        ip: request.ip,
      }
      return request.actor
    })
  },
  {
    name: "auth",
    dependencies: [
      "jwt",
      "sensible",
      "password-manager",
      "users-repository",
      "login-failures-repository",
    ],
  }
)
