import type { Kysely } from "kysely"
import type { Database, StoredRecord } from "../../../db/tables"
import { blankRecord, publicOrder } from "./editorial"
import type { ResourceName } from "../../../../schemas/content"
import { keptData } from "./editorial-rows-repository"
import { resolvePage, type PageResource } from "./editorial-slugs-repository"

// The live versions (`published`), as the public reads, the build and the scheduler's date check
// see them.

// A live version as the public reads and the build see it (plugins/app/editorial/editorial.ts publicCopy).
export type PublishedRecord = StoredRecord & { id: string }
// A published version as stored, with any field added since it was published (a course's
// teacherId, say) as a new record would have it.
const liveCopy = (resource: ResourceName, data: string) =>
  ({ ...blankRecord(resource), ...JSON.parse(data) }) as PublishedRecord

export function editorialLive(database: Kysely<Database>) {
  const repository = {
    /** The live versions, in the order of the public reads. */
    async published(resource: ResourceName) {
      const rows = await database
        .selectFrom("published")
        .select("data")
        .where("resource", "=", resource)
        .execute()
      return rows
        .map((row) => liveCopy(resource, row.data))
        .sort(publicOrder(resource))
    },

    async publishedOne(resource: ResourceName, id: string) {
      const data = await keptData(database, "published", resource, id)
      return data === undefined ? null : liveCopy(resource, data)
    },

    /**
     * Where /blog/{x} or /service/{x} leads (x an id, the page's slug or an earlier one): the
     * record and its page's slug, or null when no live page answers for it.
     */
    page: (resource: PageResource, idOrSlug: string) =>
      resolvePage(database, resource, idOrSlug),

    /** The live version of a record named by its id or its page's slug now. */
    async publishedPage(resource: PageResource, idOrSlug: string) {
      const page = await resolvePage(database, resource, idOrSlug)
      if (!page || (idOrSlug !== page.recordId && idOrSlug !== page.slug))
        return null
      return repository.publishedOne(resource, page.recordId)
    },

    /** The events as they are live, for the date check (publish-scheduler.ts). */
    async liveEvents() {
      return (await repository.published("events")).map((event) => ({
        id: event.id,
        date: (event.date as string | null) ?? null,
      }))
    },
  }
  return repository
}
