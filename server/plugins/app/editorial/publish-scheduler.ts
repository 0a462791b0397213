import type { FastifyInstance } from "fastify"
import fp from "fastify-plugin"
import { EditorialError, SCHEDULER } from "./editorial"

// The workflow's periodic work, on the jobs of jobs.ts (once across instances, across restarts):
//
// - every SCHEDULE_EVERY_MS: publish and unpublish what is due (publishAt, unpublishAt: records
//   and the site's content files alike), and ask
//   for a build when a new day (in Europe/Amsterdam) moves an event between upcoming and past;
//   what falls due together makes one build, started at once. Requests a stopped instance left
//   unbuilt are picked up here too.
// - daily: empty what has been in Trash for RETENTION_TRASH_DAYS (30 unless set; 0 keeps it for
//   good), the media library's deleted items with it, and forget expired preview links.
//
// Each action is the scheduler's in the audit trail.

const SCHEDULE_EVERY_MS = 15_000

// The content files' schedules that have come by `now`: whether one changed the live site.
async function runSiteFiles(fastify: FastifyInstance, now: Date) {
  const files = fastify.siteFilesRepository
  let changesSite = false
  for (const due of await files.due(now.toISOString())) {
    try {
      const outcome = await files[due.action](due.path, SCHEDULER)
      changesSite ||= outcome.changesSite
    } catch (error) {
      if (!(error instanceof EditorialError)) throw error
      // A file no longer in the catalogue, or with nothing to publish: the schedule is dropped.
      fastify.log.warn(
        { resource: "site-files", id: due.path, reason: error.message },
        "a scheduled publish was refused"
      )
      await files.dropSchedule(due.path)
    }
  }
  return changesSite
}
const SWEEP_EVERY_MS = 24 * 60 * 60_000

export default fp(
  async (fastify) => {
    const repository = fastify.editorialRepository
    const publisher = fastify.sitePublisher

    fastify.jobs.define({
      name: "editorial-schedule",
      everyMs: SCHEDULE_EVERY_MS,
      leaseMs: 5 * 60_000,
      async run(now) {
        let changesSite = false
        for (const due of await repository.due(now.toISOString())) {
          try {
            const outcome = await repository[due.action](
              due.resource,
              due.id,
              SCHEDULER
            )
            changesSite ||= outcome?.changesSite ?? false
          } catch (error) {
            if (!(error instanceof EditorialError)) throw error
            // A draft that may not be published: the schedule is dropped and it stays a draft.
            fastify.log.warn(
              { resource: due.resource, id: due.id, reason: error.message },
              "a scheduled publish was refused"
            )
            await repository.dropSchedule(due.resource, due.id)
          }
        }
        if (await runSiteFiles(fastify, now)) changesSite = true
        if (await publisher.checkDates(now)) changesSite = true
        if (changesSite) publisher.dueNow()
        else await publisher.pickUpWaiting(now)
      },
    })

    fastify.jobs.define({
      name: "editorial-sweep",
      everyMs: SWEEP_EVERY_MS,
      async run(now) {
        const days = fastify.config.RETENTION_TRASH_DAYS
        const before = new Date(
          now.getTime() - days * 24 * 60 * 60_000
        ).toISOString()
        // The media library's deleted items go after as long as records do.
        const purged = days
          ? (await repository.purgeTrash(before)) +
            (await fastify.mediaRepository.purge(before))
          : 0
        const expired = await fastify.previewRepository.purge()
        if (purged || expired)
          fastify.log.info({ purged, expired }, "Trash and previews swept")
      },
    })
  },
  {
    name: "publish-scheduler",
    dependencies: [
      "jobs",
      "editorial-repository",
      "preview-repository",
      "media-repository",
      "site-publisher",
      "site-files-repository",
    ],
  }
)
