import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
} from "fastify"

// Any /api path no route claims. A path that exists under another method gets 405 with Allow;
// anything else a JSON 404, never the site's HTML (both through @fastify/sensible). OPTIONS stays with @fastify/cors (preflight).
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const

export default async function unknownApiPaths(fastify: FastifyInstance) {
  const unknown: RouteHandlerMethod = async (
    request: FastifyRequest,
    reply: FastifyReply
  ) => {
    const path = request.url.split("?")[0]
    const allowed = METHODS.filter((method) => {
      if (path === "/api" || path === "/api/") return false
      const route = fastify.findRoute({ method, url: path })
      // Only this file's catch-all matches with a wildcard under /api.
      return route !== null && !("*" in route.params)
    })
    const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path
    if (allowed.length) {
      reply.header("allow", allowed.join(", "))
      return reply.methodNotAllowed(
        `${request.method} is not allowed on ${shown}; use ${allowed.join(" or ")}`
      )
    }
    return reply.notFound(`There is no API endpoint at ${shown}`)
  }
  fastify.route({ method: [...METHODS], url: "/", handler: unknown })
  fastify.route({ method: [...METHODS], url: "/*", handler: unknown })
}
