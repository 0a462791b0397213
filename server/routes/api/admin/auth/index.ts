import type { TypedPlugin } from "../../../../lib/type-provider"
import {
  ChangePasswordBody,
  ChangePasswordResponse,
  LoginBody,
  LoginResponse,
} from "../../../../../schemas/auth"
import { errorResponses } from "../../../../../schemas/common"
import { EVERYONE } from "../../../../../schemas/roles"

const auth: TypedPlugin = async (fastify) => {
  const { httpErrors } = fastify

  fastify.post(
    "/login",
    {
      config: { public: true, rateLimit: fastify.rateLimitFor("login") },
      schema: {
        body: LoginBody,
        response: {
          200: LoginResponse,
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body
      const result = await fastify.loginAdmin(email, password)
      if (result.outcome === "locked") {
        reply.header("retry-after", result.retryAfterSeconds)
        throw httpErrors.tooManyRequests(
          "Too many failed logins for this account: try again later"
        )
      }
      // One answer for an unknown address and a wrong password.
      if (result.outcome === "wrong")
        throw httpErrors.unauthorized("Wrong e-mail address or password")
      if (result.outcome === "disabled")
        throw httpErrors.forbidden(
          "This account has been disabled; ask an administrator"
        )
      return {
        token: result.token,
        _id: result.adminId,
        role: result.role,
        message: "Logged in",
      }
    }
  )

  // Revokes the token it is sent with (plugins/app/auth.ts); other sessions go on.
  fastify.post(
    "/logout",
    {
      config: { roles: EVERYONE },
      schema: { response: { 204: {}, ...errorResponses(401) } },
    },
    async (request, reply) => {
      await fastify.logoutAdmin(request.user)
      return reply.code(204).send()
    }
  )

  fastify.put(
    "/password",
    {
      config: { roles: EVERYONE, rateLimit: fastify.rateLimitFor("login") },
      schema: {
        body: ChangePasswordBody,
        response: {
          200: ChangePasswordResponse,
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body
      const token = await fastify.changeAdminPassword(
        request.actor!.id,
        currentPassword,
        newPassword
      )
      // 400, not 401: the session itself is fine, and the panel ends a session on a 401.
      if (!token)
        throw httpErrors.badRequest("The current password is not right")
      return { token, message: "Password changed" }
    }
  )
}

export default auth
