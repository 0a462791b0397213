import { createHash, timingSafeEqual } from "node:crypto"
import type { TypedPlugin } from "../../common/type-provider"
import { errorResponses } from "../../../schemas/common"
import { MetricsText } from "../../../schemas/health"

// Prometheus' scrape (plugins/app/metrics/metrics.ts), for whoever holds METRICS_TOKEN. Unset, the
// route is as good as absent (404). A missing or wrong token is 401, so an operator who set one
// up wrong is told so; the token is compared by its digest in constant time, so the answer's
// timing says nothing of how much of it was right.

const digest = (text: string) => createHash("sha256").update(text).digest()

function tokenMatches(header: string | undefined, token: string) {
  const given = /^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? ""
  return timingSafeEqual(digest(given), digest(token))
}

const metrics: TypedPlugin = async (fastify) => {
  const token = fastify.config.METRICS_TOKEN
  fastify.get(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      schema: {
        response: { 200: MetricsText, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store")
      if (!token)
        return reply
          .code(404)
          .send({ message: "Metrics are not served: METRICS_TOKEN is not set" })
      if (!tokenMatches(request.headers.authorization, token))
        return reply
          .code(401)
          .header("www-authenticate", 'Bearer realm="metrics"')
          .send({ message: "The metrics need the bearer token METRICS_TOKEN" })
      const { registry } = fastify.metrics
      return reply.type(registry.contentType).send(await registry.metrics())
    }
  )
}

export default metrics
