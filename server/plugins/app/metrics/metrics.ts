import type { FastifyInstance } from "fastify"
import fp from "fastify-plugin"
import { collectDefaultMetrics, type Gauge } from "prom-client"
import type {} from "../backups/backups"
import { createMetricSet, type Collectors, type MetricSet } from "./metric-set"

// The app's Prometheus metrics (GET /metrics; docs/operations.md): one Registry per app,
// decorated as `fastify.metrics`, whose counters the parts that see an event increment (the
// publisher's builds, the login, the notifier's sends) and whose gauges read the database and
// the other parts' state when scraped. Every answered request is counted here by its route's
// pattern (`/api/admin/banners/:id`), never its URL, so the series stay as few as the routes.

declare module "fastify" {
  interface FastifyInstance {
    metrics: MetricSet
  }
}

const seconds = (iso: string) => Date.parse(iso) / 1000

// A gauge without labels holds 0 until it is set; this leaves it without a sample instead, so
// that "never" or "not configured" reads as absent, not as 1970.
function empty(gauge: Gauge<string>) {
  gauge.reset()
  gauge.remove()
}

// Each gauge's reading. One that fails (the database away) leaves its gauge without samples
// rather than failing the whole scrape.
function collectorsOf(fastify: FastifyInstance): Collectors {
  // The daily backups' state (BACKUP_DIR), read at scrape time only.
  const backups = async () => fastify.backups.status()
  return {
    async database(gauge) {
      const health = await fastify.health()
      gauge.set(health.database === "ok" ? 1 : 0)
    },
    async outbox(gauge) {
      gauge.reset()
      const depth = await fastify.metricsRepository
        .outboxDepth()
        .catch((error: unknown) => {
          fastify.log.warn({ err: error }, "outbox depth not read for metrics")
          return []
        })
      for (const { state, category, count } of depth)
        gauge.set({ state, category }, count)
    },
    async site(gauge) {
      empty(gauge)
      const { builtAt } = (await fastify.health()).site
      if (builtAt) gauge.set(seconds(builtAt))
    },
    async backupSuccess(gauge) {
      empty(gauge)
      const status = await backups()
      if (status.dir)
        gauge.set(status.lastSuccessAt ? seconds(status.lastSuccessAt) : 0)
    },
    async backupFailures(gauge) {
      empty(gauge)
      const status = await backups()
      if (status.dir) gauge.set(status.failures)
    },
  }
}

export default fp(
  async (fastify) => {
    const metrics = createMetricSet(collectorsOf(fastify))
    // The process's own (memory, CPU, event loop delay, garbage collection), only where someone
    // may read them: their observers would otherwise run in every app for nothing.
    if (fastify.config.METRICS_TOKEN)
      collectDefaultMetrics({ register: metrics.registry, prefix: "coreval_" })
    fastify.decorate("metrics", metrics)
    fastify.addHook("onResponse", async (request, reply) => {
      // A request no route took (a method the site does not answer) counts as one label.
      const route = request.is404
        ? "unmatched"
        : (request.routeOptions.url ?? "unmatched")
      const labels = {
        method: request.method,
        route,
        status_code: String(reply.statusCode),
      }
      metrics.httpRequests.inc(labels)
      metrics.httpDuration.observe(labels, reply.elapsedTime / 1000)
    })
  },
  {
    name: "metrics",
    dependencies: ["env", "health", "metrics-repository", "backups"],
  }
)
