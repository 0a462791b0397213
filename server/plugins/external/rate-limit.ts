import rateLimit from "@fastify/rate-limit"
import fp from "fastify-plugin"

// @see https://github.com/fastify/fastify-rate-limit
// Not global: routes opt in with `config: { rateLimit: fastify.rateLimitFor("forms") }`. The
// limit runs in onRequest, before the body is read, so a refused request stores nothing. The
// client address is request.ip, which follows TRUST_PROXY.

export type LimitKind = "login" | "forms"

declare module "fastify" {
  interface FastifyInstance {
    rateLimitFor(
      kind: LimitKind
    ): { max: number; timeWindow: number } | undefined
  }
}

export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        Object.assign(
          new Error(`Too many requests: try again in ${context.after}`),
          {
            statusCode: context.statusCode,
          }
        ),
    })
    const per = {
      login: fastify.config.RATE_LIMIT_LOGIN,
      forms: fastify.config.RATE_LIMIT_FORMS,
    }
    // 0 turns a limit off (CONTRACT).
    fastify.decorate("rateLimitFor", (kind: LimitKind) =>
      per[kind] > 0 ? { max: per[kind], timeWindow: 60_000 } : undefined
    )
  },
  { name: "rate-limit", dependencies: ["env"] }
)
