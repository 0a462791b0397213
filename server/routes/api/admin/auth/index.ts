import type { TypedPlugin } from "../../../../common/type-provider"
import {
  tokenProblem,
  tokenState,
} from "../../../../plugins/app/people/account-tokens-repository"
import { refuseCommonPassword } from "../../../../plugins/app/people/common-passwords"
import {
  ChangePasswordBody,
  ChangePasswordResponse,
  ForgotBody,
  LoginBody,
  LoginResponse,
  MessageResponse,
  TokenPasswordBody,
} from "../../../../../schemas/auth"
import { errorResponses, NoBody } from "../../../../../schemas/common"
import { rolesFor } from "../../../../../schemas/permissions"

// Signing in and out, one's password, and the public steps that come from an e-mailed link:
// 'Forgot password', the reset itself, an invitation's acceptance. Those four are public and
// rate-limited per client address like the login (RATE_LIMIT_LOGIN).
const teacherRefusal = {
  pending:
    "Your registration as a teacher has not been approved yet: you will be e-mailed once it is",
  rejected:
    "Your registration as a teacher was not approved, so this account cannot sign in",
}

// long: a list of route registrations, each short
const auth: TypedPlugin = async (fastify) => {
  const { httpErrors } = fastify
  const publicStep = {
    public: true,
    rateLimit: fastify.rateLimitFor("login"),
  }

  const loginLimit = fastify.rateLimitFor("login")
  fastify.post(
    "/login",
    {
      config: {
        public: true,
        // A login the address's limit refuses never reaches the handler: counted here.
        rateLimit: loginLimit && {
          ...loginLimit,
          onExceeded: () =>
            fastify.metrics.loginRefusals.inc({ reason: "rate_limited" }),
        },
      },
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
      const result = await fastify.loginAdmin(email, password, request.ip)
      if (result.outcome !== "success")
        fastify.metrics.loginRefusals.inc({ reason: result.outcome })
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
      if (result.outcome === "pending" || result.outcome === "rejected")
        throw httpErrors.forbidden(teacherRefusal[result.outcome])
      return {
        token: result.token,
        _id: result.adminId,
        role: result.role,
        message: "Logged in",
      }
    }
  )

  // Revokes the token it is sent with (plugins/app/people/auth.ts); other sessions go on.
  fastify.post(
    "/logout",
    {
      config: { roles: rolesFor("me", "show") },
      schema: { response: { 204: NoBody, ...errorResponses(401) } },
    },
    async (request, reply) => {
      await fastify.logoutAdmin(request.user, request.actor)
      return reply.code(204).send(null)
    }
  )

  fastify.put(
    "/password",
    {
      config: {
        roles: rolesFor("me", "edit"),
        rateLimit: fastify.rateLimitFor("login"),
      },
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
        request.actor!,
        currentPassword,
        newPassword
      )
      // 400, not 401: the session itself is fine, and the panel ends a session on a 401.
      if (!token)
        throw httpErrors.badRequest("The current password is not right")
      return { token, message: "Password changed" }
    }
  )

  // The same answer whether or not the address has an account: the link goes only to the address
  // itself, so the answer tells a stranger nothing.
  fastify.post(
    "/forgot",
    {
      config: publicStep,
      schema: {
        body: ForgotBody,
        response: {
          202: MessageResponse,
          ...errorResponses(400, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      // The answer first, the work after (plugins/app/people/auth.ts): the same time either way.
      reply.code(202).send({
        message:
          "If an account uses this address, an e-mail with a link to choose a new password is on its way. The link works for one hour.",
      })
      fastify.forgotPassword(request.body.email)
      return reply
    }
  )

  fastify.post(
    "/reset",
    {
      config: publicStep,
      schema: {
        body: TokenPasswordBody,
        response: {
          200: MessageResponse,
          ...errorResponses(400, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { token, password } = request.body
      const result = await fastify.resetPassword(token, password, request.ip)
      if (result.outcome !== "reset")
        throw httpErrors.badRequest(tokenProblem.reset[result.outcome])
      return {
        message:
          "Your password has been changed, and every session has been signed out: sign in with the new one",
      }
    }
  )

  // Accepting an invitation signs in at once, with the role the administrator chose.
  fastify.post(
    "/accept",
    {
      config: publicStep,
      schema: {
        body: TokenPasswordBody,
        response: {
          200: LoginResponse,
          ...errorResponses(400, 403, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { token, password } = request.body
      // A link that cannot work is refused before the (slow, bounded) hash.
      const state = await tokenState(fastify.db, "invite", token)
      if (state !== "valid")
        throw httpErrors.badRequest(tokenProblem.invite[state])
      refuseCommonPassword(password)
      const result = await fastify.staffRepository.accept(
        token,
        await fastify.passwordManager.hash(password),
        request.ip
      )
      if (result.outcome === "disabled")
        throw httpErrors.forbidden(
          "This account has been disabled; ask an administrator"
        )
      if (result.outcome !== "accepted")
        throw httpErrors.badRequest(tokenProblem.invite[result.outcome])
      const { account } = result
      return {
        token: fastify.signIn({ kind: "admin", ...account }),
        _id: account.id,
        role: account.role,
        message: "Welcome: your account is ready",
      }
    }
  )
}

export default auth
