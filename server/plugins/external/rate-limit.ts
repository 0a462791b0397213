import rateLimit from "@fastify/rate-limit"
import fp from "fastify-plugin"
import Redis from "ioredis"

// @see https://github.com/fastify/fastify-rate-limit
// Not global: routes opt in with `config: { rateLimit: fastify.rateLimitFor("forms") }`. The
// limit runs in onRequest, before the body is read, so a refused request stores nothing. The
// client is request.ip, which follows TRUST_PROXY, taken per /64 for IPv6.
//
// With REDIS_URL the counters live in Redis, through the plugin's own Redis store, so every
// server instance counts the same requests, as if there were one; otherwise in this
// process. Should Redis stop answering, requests pass unlimited rather than all failing (the
// per-account login limit, kept in the database, still holds), and the log says why.

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
    const {
      REDIS_URL,
      RATE_LIMIT_LOGIN,
      RATE_LIMIT_FORMS,
      rateLimitNamespace,
    } = fastify.config
    let redis: Redis | undefined
    if (REDIS_URL) {
      redis = new Redis(REDIS_URL, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
      })
      redis.on("error", (error) =>
        fastify.log.warn(
          { err: error },
          "Redis for the rate limits is not answering"
        )
      )
      fastify.addHook("onClose", async () => {
        await redis!.quit().catch(() => redis!.disconnect())
      })
    }
    await fastify.register(rateLimit, {
      global: false,
      redis,
      nameSpace: rateLimitNamespace,
      skipOnError: true,
      // The plugin's own key: the address, with IPv4-mapped IPv6 taken as IPv4, and an IPv6
      // client taken per /64 (one subscriber usually has a whole /64 to pick addresses from).
      // 64 is the plugin's default, spelt out because docs/configuration.md promises it.
      ipv6Subnet: 64,
      errorResponseBuilder: (_request, context) =>
        fastify.httpErrors.createError(
          context.statusCode,
          `Too many requests: try again in ${context.after}`
        ),
    })
    const per = { login: RATE_LIMIT_LOGIN, forms: RATE_LIMIT_FORMS }
    // 0 turns a limit off, for tests and for a proxy in front that limits already.
    fastify.decorate("rateLimitFor", (kind: LimitKind) =>
      per[kind] > 0 ? { max: per[kind], timeWindow: 60_000 } : undefined
    )
  },
  { name: "rate-limit", dependencies: ["env", "sensible"] }
)
