import { randomBytes, randomUUID } from "node:crypto"
import type { FastifyRequest } from "fastify"
import fp from "fastify-plugin"

// Administrator sessions (docs/people.md). A login checks the e-mail and password, unless
// that address has failed too often lately; every admin route checks the bearer token
// (routes/api/admin/autohooks.ts). A token names its administrator, who must still exist, the
// token version it was issued under, which a new password raises (every token issued before is
// refused from then on), and its own id, which a logout revokes: that token alone is refused, and
// the administrator's sessions elsewhere go on.

interface AdminClaims {
  sub: string
  role: "admin"
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
  | { outcome: "success"; adminId: string; token: string }
  | { outcome: "wrong" }
  | { outcome: "locked"; retryAfterSeconds: number }

declare module "fastify" {
  interface FastifyInstance {
    verifyAdmin(request: FastifyRequest): Promise<void>
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
    const issueToken = (adminId: string, version: number) =>
      fastify.jwt.sign({
        sub: adminId,
        role: "admin",
        ver: version,
        jti: randomUUID(),
      })

    const lockedFor = async (email: string, now: Date) => {
      const record = await loginFailuresRepository.find(email)
      if (!record || record.failures < ACCOUNT_FAILURES) return 0
      const until = Date.parse(record.lastFailureAt) + ACCOUNT_WINDOW_MS
      return Math.max(0, Math.ceil((until - now.getTime()) / 1000))
    }

    fastify.decorate(
      "loginAdmin",
      async (email: string, password: string): Promise<LoginResult> => {
        const now = new Date()
        const retryAfterSeconds = await lockedFor(email, now)
        if (retryAfterSeconds > 0)
          return { outcome: "locked", retryAfterSeconds }

        const admin = await usersRepository.findAdminByEmail(email)
        const matches = await passwordManager.verify(
          password,
          admin?.passwordHash ?? decoyHash
        )
        if (!admin || !matches) {
          await loginFailuresRepository.record(email, now, ACCOUNT_WINDOW_MS)
          return { outcome: "wrong" }
        }
        await loginFailuresRepository.clear(email)
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
          token: issueToken(admin.id, admin.tokenVersion),
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
        return version === null ? null : issueToken(adminId, version)
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

    fastify.decorate("verifyAdmin", async (request: FastifyRequest) => {
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
        claims.role === "admin"
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
