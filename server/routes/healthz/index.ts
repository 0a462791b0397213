import type { TypedPlugin } from "../../common/type-provider"
import { Health } from "../../../schemas/health"

// For a load balancer: public, never rate-limited (it asks every few seconds from one address)
// and never cached. 503, naming the database, when the database does not answer within a second
// (plugins/app/metrics/health.ts), so the balancer sends visitors to another instance.
const healthz: TypedPlugin = async (fastify) => {
  fastify.get(
    "/",
    {
      // Only /healthz: /healthz/ stays the site's, as any other path.
      prefixTrailingSlash: "no-slash",
      schema: { response: { 200: Health, 503: Health } },
    },
    async (_request, reply) => {
      const health = await fastify.health()
      reply.header("cache-control", "no-store")
      return reply.code(health.status === "ok" ? 200 : 503).send(health)
    }
  )
}

export default healthz
