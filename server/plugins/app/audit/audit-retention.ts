import fp from "fastify-plugin"
import { removeAuditBefore } from "./audit-repository"

// The audit trail keeps each entry AUDIT_RETENTION_DAYS (two years by default): once a day, on
// one instance (plugins/app/jobs/jobs.ts), the entries older than that are removed. Nothing else ever
// deletes or changes an entry.

const DAY_MS = 24 * 60 * 60_000

export default fp(
  async (fastify) => {
    const days = fastify.config.AUDIT_RETENTION_DAYS
    fastify.jobs.define({
      name: "audit-retention",
      everyMs: DAY_MS,
      async run(now) {
        const before = new Date(now.getTime() - days * DAY_MS).toISOString()
        const removed = await removeAuditBefore(fastify.db, before)
        if (removed > 0)
          fastify.log.info(
            { removed, before },
            "audit entries past their retention removed"
          )
      },
    })
  },
  { name: "audit-retention", dependencies: ["env", "db", "jobs"] }
)
