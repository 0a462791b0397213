import { randomBytes } from "node:crypto"
import type { FastifyReply, FastifyRequest } from "fastify"
import fp from "fastify-plugin"

// Administrator sessions: a login checks the e-mail and password, and every admin route checks
// the bearer token (routes/api/admin/autohooks.ts). A token names its administrator, who must
// still exist.

interface AdminClaims {
  sub: string
  role: "admin"
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: AdminClaims
    user: AdminClaims
  }
}

declare module "fastify" {
  interface FastifyInstance {
    verifyAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>
    checkAdminCredentials(
      email: string,
      password: string
    ): Promise<{ id: string } | null>
    issueAdminToken(adminId: string): string
  }
}

const unauthorized = (message: string) =>
  Object.assign(new Error(message), { statusCode: 401 })

const tokenProblems: Record<string, string> = {
  FST_JWT_NO_AUTHORIZATION_IN_HEADER:
    "This call needs an administrator's bearer token",
  FST_JWT_AUTHORIZATION_TOKEN_EXPIRED: "The session has expired; log in again",
}

export default fp(
  async (fastify) => {
    const { passwordManager, usersRepository } = fastify
    // An unknown address is checked against this, so it costs the same time as a wrong
    // password and the two cannot be told apart.
    const decoyHash = await passwordManager.hash(
      randomBytes(24).toString("base64")
    )

    fastify.decorate(
      "checkAdminCredentials",
      async (email: string, password: string) => {
        const admin = await usersRepository.findAdminByEmail(email)
        const matches = await passwordManager.verify(
          password,
          admin?.passwordHash ?? decoyHash
        )
        return admin && matches ? { id: admin.id } : null
      }
    )

    fastify.decorate("issueAdminToken", (adminId: string) =>
      fastify.jwt.sign({ sub: adminId, role: "admin" })
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
      if (
        claims.role !== "admin" ||
        !(await usersRepository.findAdminById(claims.sub))
      ) {
        throw unauthorized("The bearer token is not valid; log in again")
      }
    })
  },
  {
    name: "auth",
    dependencies: ["jwt", "password-manager", "users-repository"],
  }
)
