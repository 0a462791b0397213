import type { Kysely } from "kysely"
import type { Database } from "../../../db/tables"
import { SCHEDULER, stateOf, type EditorialActor } from "./editorial"
import {
  editorialResources,
  type ResourceName,
} from "../../../../schemas/content"
import type { TrashEntry } from "../../../../schemas/editorial"
import {
  keptData,
  type EditorialRows,
  type Row,
} from "./editorial-rows-repository"
import { hasPages, withSlug } from "./editorial-slugs-repository"

// Trash (migrations/012-editorial.ts): a deleted record kept whole, brought back as a draft, or
// deleted for good with its revisions, by an editor or by the daily purge.

// long: a repository factory: its body is the list of its methods, each short
export function editorialTrash(
  database: Kysely<Database>,
  {
    now,
    dynamic,
    adminRecord,
    writeRevision,
    audit,
    write,
    removeKept,
  }: EditorialRows
) {
  const repository = {
    async trash(): Promise<TrashEntry[]> {
      return database
        .selectFrom("trash")
        .select(["resource", "id", "title", "deletedAt", "deletedBy"])
        .orderBy("deletedAt", "desc")
        .orderBy("id", "desc")
        .execute()
    },

    /** Brings a record back from Trash as a draft, whatever it was before. */
    async restoreFromTrash(
      resource: ResourceName,
      id: string,
      actor: EditorialActor
    ) {
      return write(async (trx) => {
        const kept = await keptData(trx, "trash", resource, id)
        if (kept === undefined) return null
        const at = now()
        const row = JSON.parse(kept) as Row
        const next = {
          ...row,
          status: "draft",
          version: row.version + 1,
          publishedVersion: null,
          publishedAt: null,
          publishAt: null,
          unpublishAt: null,
          updatedAt: at,
        } as Row
        next.state = stateOf(next)
        // Its slug may have gone to another record while it was in Trash.
        if (hasPages(resource))
          Object.assign(
            next,
            await withSlug(
              trx,
              resource,
              id,
              row,
              { slug: row.slug ?? "" },
              true
            )
          )
        await dynamic(trx).insertInto(resource).values(next).execute()
        await removeKept(trx, "trash", resource, id)
        await writeRevision(trx, resource, next, actor, at)
        await audit(trx, actor, "restore", resource, id, { from: "trash" })
        return adminRecord(trx, resource, id)
      })
    },

    /** Deletes a record in Trash for good, with its revisions. */
    async deleteForGood(
      resource: ResourceName,
      id: string,
      actor: EditorialActor
    ) {
      return write(async (trx) => {
        if (!(await removeKept(trx, "trash", resource, id))) return false
        await trx
          .deleteFrom("revisions")
          .where("resource", "=", resource)
          .where("recordId", "=", id)
          .execute()
        await audit(trx, actor, "delete", resource, id, { permanently: true })
        return true
      })
    },

    /** Empties what has been in Trash since before `before` (the daily purge). */
    async purgeTrash(before: string) {
      const old = await database
        .selectFrom("trash")
        .select(["resource", "id"])
        .where("deletedAt", "<", before)
        .execute()
      let purged = 0
      for (const entry of old) {
        if (!editorialResources.includes(entry.resource as ResourceName))
          continue
        const gone = await repository.deleteForGood(
          entry.resource as ResourceName,
          entry.id,
          SCHEDULER
        )
        if (gone) purged++
      }
      return purged
    },
  }
  return repository
}
