// Runs the TypeScript server (server/server.ts) in this very process, with no wrapper: tsx's
// loader compiles it as Node imports it. @fastify/autoload recognises tsx only when tsx starts
// Node itself, so it is told here that .ts plugins can be loaded.
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= "1"
await import("tsx")
await import("../server/server.ts")
