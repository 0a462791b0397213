import type { FastifyInstance } from "fastify"
import fp from "fastify-plugin"

// API answers are live data (an administrator's save shows at once): never cached.
async function apiHooks(fastify: FastifyInstance) {
  fastify.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store")
  })
}

// Autoload registers a folder's hooks again in each folder below it. A name spares Fastify looking
// one up in the whole module cache at every registration, which a test's module registry makes slow.
export default fp(apiHooks, { name: "api-hooks" })
