import { randomUUID } from "node:crypto"
import type { FastifyRequest } from "fastify"
import fp from "fastify-plugin"
import { recordAudit } from "../audit/audit-repository"
import type { Role } from "../../../../schemas/roles"
import type { Actor } from "./actor"
import type { AccountRef } from "./users-repository"

export { ACCOUNT_FAILURES, ACCOUNT_WINDOW_MS } from "./login"

// Panel sessions: every admin route checks the bearer token (routes/api/admin/autohooks.ts). A
// token names its account, which must still exist and not be disabled, the token version it was
// issued under, which a new password raises (every token issued before is refused from then
// on), and its own id, which a logout revokes: that token alone is refused, and the account's
// sessions elsewhere go on. The role is read from the account on every request, not from the
// token, so a change of role takes effect on the next call.
//
// A token whose role is 'teacher' names a teachers row, which must be approved; any other names a
// staff account (the admins table). Signing in is login.ts; a new password is passwords.ts.

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

declare module "fastify" {
  interface FastifyRequest {
    // The signed-in account of an admin route (null on the public ones).
    actor: Actor | null
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<Actor>
    // A token for a session of the account (an accepted invitation signs in at once).
    signIn(account: AccountRef & { tokenVersion: number; role: Role }): string
    logoutAdmin(
      claims: { jti?: string; exp?: number },
      actor?: Actor | null
    ): Promise<void>
  }
}

const tokenProblems: Record<string, string> = {
  FST_JWT_NO_AUTHORIZATION_IN_HEADER:
    "This call needs an administrator's bearer token",
  FST_JWT_AUTHORIZATION_TOKEN_EXPIRED: "The session has expired; log in again",
}

export default fp(
  // long: the plugin's decorators and hooks one after another, each short
  async (fastify) => {
    const { usersRepository, db } = fastify
    const { unauthorized } = fastify.httpErrors

    fastify.decorate(
      "signIn",
      (account: AccountRef & { tokenVersion: number; role: Role }) =>
        fastify.jwt.sign({
          sub: account.id,
          role: account.role,
          ver: account.tokenVersion,
          jti: randomUUID(),
        })
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
          await recordAudit(db, {
            actor,
            action: "logout",
            resource: "auth",
            recordId: actor.id,
          })
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
    dependencies: ["jwt", "sensible", "users-repository"],
  }
)
