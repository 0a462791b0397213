import cors from "@fastify/cors"
import fp from "fastify-plugin"

// @see https://github.com/fastify/fastify-cors
// Cross-origin calls come only from the site itself when it is served from elsewhere (a CDN)
// and built with GATSBY_API_URL pointing here: siteUrl's origin is the one allowed. The admin
// panel's list reads Content-Range, so it is exposed. Bearer tokens, not cookies: no credentials.

export function allowedOrigins(siteUrl: string): Set<string> {
  return new Set([new URL(siteUrl).origin])
}

export default fp(
  async (fastify) => {
    const origins = allowedOrigins(fastify.siteConfig.siteUrl)
    await fastify.register(cors, {
      origin: (origin, callback) =>
        callback(null, origin !== undefined && origins.has(origin)),
      methods: ["GET", "HEAD", "POST", "PUT", "DELETE"],
      allowedHeaders: ["Content-Type", "Authorization"],
      exposedHeaders: ["Content-Range"],
      maxAge: 600,
    })
  },
  { name: "cors", dependencies: ["site-config"] }
)
