import type { FastifyInstance } from "fastify"
import fp from "fastify-plugin"
import type { Role } from "../../../../schemas/roles"

declare module "fastify" {
  interface FastifyContextConfig {
    // Set by the admin routes a visitor may call without a token (the login, say).
    public?: boolean
    // The roles that may call the route; everyone else gets 403 and changes nothing.
    roles?: readonly Role[]
  }
}

// Every route under /api/admin needs a bearer token unless it says it is public, and says which
// roles may call it: a route that says neither is refused when the server starts, so a new route
// cannot be added without deciding who may use it.
async function adminHooks(fastify: FastifyInstance) {
  fastify.addHook("onRoute", (route) => {
    const config = route.config as
      { public?: boolean; roles?: readonly Role[] } | undefined
    if (!config?.public && !config?.roles?.length) {
      throw new Error(
        `${String(route.method)} ${route.url} must say who may call it (config.roles) or that it is public`
      )
    }
  })

  fastify.addHook("onRequest", async (request) => {
    const { public: open, roles = [] } = request.routeOptions.config
    if (open) return
    const actor = await fastify.authenticate(request)
    if (!roles.includes(actor.role)) {
      throw fastify.httpErrors.forbidden(
        `This call is not open to the ${actor.role} role`
      )
    }
  })
}

// Autoload registers a folder's hooks again in each folder below it. A name spares Fastify looking
// one up in the whole module cache at every registration, which a test's module registry makes slow.
export default fp(adminHooks, { name: "admin-hooks" })
