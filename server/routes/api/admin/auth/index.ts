import type { TypedPlugin } from "../../../../lib/type-provider"
import { LoginBody, LoginResponse } from "../../../../../schemas/auth"
import { errorResponses } from "../../../../../schemas/common"

const login: TypedPlugin = async (fastify) => {
  fastify.post(
    "/login",
    {
      config: { public: true, rateLimit: fastify.rateLimitFor("login") },
      schema: {
        body: LoginBody,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const admin = await fastify.checkAdminCredentials(
        request.body.email,
        request.body.password
      )
      // One answer for an unknown address and a wrong password.
      if (!admin)
        return reply
          .code(401)
          .send({ message: "Wrong e-mail address or password" })
      return {
        token: fastify.issueAdminToken(admin.id),
        _id: admin.id,
        message: "Logged in",
      }
    }
  )
}

export default login
