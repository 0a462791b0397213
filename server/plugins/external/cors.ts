import cors from "@fastify/cors"
import fp from "fastify-plugin"

// @see https://github.com/fastify/fastify-cors
// Cross-origin calls come only from the site itself when it is served from elsewhere (a CDN)
// and built with GATSBY_API_URL pointing here: siteUrl's origin, or CORS_ORIGIN when set, is the
// one allowed. Bearer tokens, not cookies: no credentials.
//
// Allowed request headers are what the site and the panel send: Content-Type and Authorization,
// and Range, which ra-data-simple-rest puts on every list read ("banners=0-24" is not a
// CORS-safelisted range, so without it the browser refuses every list). The panel reads the
// total from Content-Range, so it is exposed.

export function allowedOrigins(siteUrl: string, corsOrigin = ""): Set<string> {
  return new Set([corsOrigin || new URL(siteUrl).origin])
}

export default fp(
  async (fastify) => {
    const origins = allowedOrigins(
      fastify.siteConfig.siteUrl,
      fastify.config.CORS_ORIGIN
    )
    await fastify.register(cors, {
      origin: (origin, callback) =>
        callback(null, origin !== undefined && origins.has(origin)),
      methods: ["GET", "HEAD", "POST", "PUT", "DELETE"],
      allowedHeaders: ["Content-Type", "Authorization", "Range"],
      exposedHeaders: ["Content-Range"],
      maxAge: 600,
    })
  },
  { name: "cors", dependencies: ["site-config"] }
)
