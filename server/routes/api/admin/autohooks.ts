import type { FastifyInstance } from "fastify"

declare module "fastify" {
  interface FastifyContextConfig {
    // Set by the one admin route a visitor may call without a token: the login.
    public?: boolean
  }
}

// Every route under /api/admin needs an administrator's bearer token unless it says otherwise,
// so a new admin route is protected by default.
export default async function adminHooks(fastify: FastifyInstance) {
  fastify.addHook("onRequest", async (request) => {
    if (request.routeOptions.config.public) return
    await fastify.verifyAdmin(request)
  })
}
