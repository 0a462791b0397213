import type { FastifyInstance } from "fastify"

// API answers are live data (an administrator's save shows at once): never cached.
export default async function apiHooks(fastify: FastifyInstance) {
  fastify.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store")
  })
}
