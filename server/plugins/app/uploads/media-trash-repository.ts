import type { Kysely, Selectable } from "kysely"
import type { Database, MediaTable } from "../../../db/tables"
import type { AuditEntry } from "../audit/audit"
import type { MediaItem } from "../../../../schemas/media"
import type { TrashEntry } from "../../../../schemas/editorial"
import { imageUses, type Db } from "./media-uses-repository"

// The media library's Trash (migrations/023-media-trash.ts): a deleted item is listed with the
// records' Trash, brought back to the library while no other item has its address, and deleted
// for good, with its upload when nothing else names it, by an editor or by the daily sweep.

type Actor = AuditEntry["actor"]
type Row = Selectable<MediaTable>

export type Restoral =
  | { outcome: "missing" }
  | { outcome: "taken" }
  | { outcome: "restored"; item: MediaItem }

type Deps = {
  now: () => string
  // The uploads repository's removal, given by the plugin: a helper imports no plugin file.
  removeUpload: (on: Db, uploadId: string) => Promise<unknown>
  withUses: (on: Db, row: Row) => Promise<MediaItem>
  audit: (
    on: Db,
    actor: Actor,
    action: AuditEntry["action"],
    recordId: string,
    changes: Record<string, unknown>
  ) => Promise<unknown>
}

const inTrash = (on: Db, id: string) =>
  on
    .selectFrom("media")
    .selectAll()
    .where("id", "=", id)
    .where("deletedAt", "is not", null)
    .executeTakeFirst()

// Deletes the rows, and the bytes of each upload that no other item or record names.
async function purgeRows(
  removeUpload: Deps["removeUpload"],
  trx: Db,
  rows: Pick<Row, "id" | "src" | "uploadId">[]
) {
  if (!rows.length) return
  await trx
    .deleteFrom("media")
    .where(
      "id",
      "in",
      rows.map((row) => row.id)
    )
    .execute()
  const uses = await imageUses(trx)
  for (const { src, uploadId } of rows) {
    if (!uploadId || uses.has(src)) continue
    const other = await trx
      .selectFrom("media")
      .select("id")
      .where("uploadId", "=", uploadId)
      .executeTakeFirst()
    if (!other) await removeUpload(trx, uploadId)
  }
}

export function mediaTrash(
  db: Kysely<Database>,
  { now, removeUpload, withUses, audit }: Deps
) {
  return {
    /** The items in Trash as Trash entries, newest first; an item is named by its alt text, else
     * its file name, else its address. */
    async trash(): Promise<TrashEntry[]> {
      const rows = await db
        .selectFrom("media")
        .select(["id", "src", "alt", "fileName", "deletedAt", "deletedBy"])
        .where("deletedAt", "is not", null)
        .orderBy("deletedAt", "desc")
        .orderBy("id", "desc")
        .execute()
      return rows.map((row) => ({
        resource: "media",
        id: row.id,
        title: row.alt || row.fileName || row.src,
        deletedAt: row.deletedAt!,
        deletedBy: row.deletedBy ?? "",
      }))
    },

    /** Back to the library, unless another item has its address now. */
    async restore(id: string, actor: Actor): Promise<Restoral> {
      return db.transaction().execute(async (trx) => {
        const row = await inTrash(trx, id)
        if (!row) return { outcome: "missing" as const }
        const taken = await trx
          .selectFrom("media")
          .select("id")
          .where("src", "=", row.src)
          .where("deletedAt", "is", null)
          .executeTakeFirst()
        if (taken) return { outcome: "taken" as const }
        const back = { deletedAt: null, deletedBy: null, updatedAt: now() }
        await trx.updateTable("media").set(back).where("id", "=", id).execute()
        await audit(trx, actor, "restore", id, { from: "trash" })
        const item = await withUses(trx, { ...row, ...back })
        return { outcome: "restored" as const, item }
      })
    },

    /** Deletes an item in Trash for good; false when it is not there. */
    async deleteForGood(id: string, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const row = await inTrash(trx, id)
        if (!row) return false
        await purgeRows(removeUpload, trx, [row])
        await audit(trx, actor, "delete", id, { permanently: true })
        return true
      })
    },

    /** Deletes for good what has been in Trash since before `before` (the daily sweep). */
    async purge(before: string) {
      return db.transaction().execute(async (trx) => {
        const old = await trx
          .selectFrom("media")
          .select(["id", "src", "uploadId"])
          .where("deletedAt", "<", before)
          .execute()
        await purgeRows(removeUpload, trx, old)
        return old.length
      })
    },
  }
}
