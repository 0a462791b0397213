import fp from "fastify-plugin"
import type { Health } from "../../../../schemas/health"
import { readMarker } from "../publishing/site-release"

// What a load balancer asks (GET /healthz) and the metrics' database gauge read: whether the
// database answers a query within a second, and when the build this server serves was made.
// A second, because a load balancer checks every few seconds and should take a server out of
// its pool soon after its database goes, not after the pool's own 5 s wait for a connection.

export const DATABASE_CHECK_MS = 1_000

declare module "fastify" {
  interface FastifyInstance {
    health(): Promise<Health>
  }
}

// Whether `ping` succeeds within `timeoutMs`. One ping at a time: while one waits on a database
// that does not answer, the checks that come meanwhile share it rather than each taking one more
// connection from the pool.
export function databaseCheck(ping: () => Promise<void>, timeoutMs: number) {
  let inFlight: Promise<boolean> | null = null
  return async function answers(): Promise<boolean> {
    inFlight ??= ping()
      .then(
        () => true,
        () => false
      )
      .finally(() => {
        inFlight = null
      })
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs)
    })
    try {
      return await Promise.race([inFlight, late])
    } finally {
      clearTimeout(timer)
    }
  }
}

export default fp(
  async (fastify) => {
    const answers = databaseCheck(
      () => fastify.metricsRepository.ping(),
      DATABASE_CHECK_MS
    )
    fastify.decorate("health", async (): Promise<Health> => {
      const [database, marker] = await Promise.all([
        answers(),
        readMarker(fastify.config.publicDir),
      ])
      return {
        status: database ? "ok" : "error",
        database: database ? "ok" : "error",
        site: { builtAt: marker?.builtAt ?? null },
      }
    })
  },
  { name: "health", dependencies: ["env", "metrics-repository"] }
)
