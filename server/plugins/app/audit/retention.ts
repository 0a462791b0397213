import fp from "fastify-plugin"
import { applyRetention, RETENTION_JOB } from "./retention-repository"

// The daily retention sweep (plugins/app/audit/retention-repository.ts): a periodic job (jobs.ts), claimed with a lease, so
// it runs once a day across all instances, and its last run survives restarts.
const DAY_MS = 86_400_000

export default fp(
  async (fastify) => {
    fastify.jobs.define({
      name: RETENTION_JOB,
      everyMs: DAY_MS,
      leaseMs: 60 * 60_000,
      async run(now) {
        const deleted = await applyRetention(fastify.db, fastify.config, now)
        fastify.log.info(
          { deleted },
          "retention: expired personal data deleted"
        )
      },
    })
  },
  { name: "retention", dependencies: ["env", "db", "jobs"] }
)
