import type { Kysely } from "kysely"
import type { Database } from "../../../db/tables"
import { EditorialError, type EditorialActor } from "../editorial/editorial"
import {
  sha256,
  shippedText,
  type SiteFileEntry,
} from "../../../../common/site-files"
import { fileChanges } from "./site-file-records"
import { closeAutosaveRun } from "../editorial/autosave-runs-repository"
import { RESOURCE, type SiteFileRows } from "./site-file-rows-repository"

// A site file's life after its saves (site-files-repository.ts): publishing the working copy (its
// text becomes the live edit, which the next build lays over the repository's file),
// unpublishing (the site shows the repository's file again), the revisions and the restore of
// one as a new draft, the schedules the scheduler carries out, and the choice an administrator
// makes when the repository's file changed under an edit. Each in one transaction with its
// audit entry, and a build requested when the live site changes, as a record's.

export interface FileOutcome {
  changesSite: boolean
}

// long: a repository factory: its body is the list of its methods, each short
export function siteFileWorkflow(
  database: Kysely<Database>,
  rows: SiteFileRows
) {
  const { entryOf, rowOf, write, now, audit, requestBuild, setStatus } = rows

  // The live edit's row of `published`, put or replaced.
  async function putLive(
    trx: Parameters<Parameters<typeof write>[0]>[0],
    entry: SiteFileEntry,
    text: string,
    version: number,
    actor: EditorialActor,
    at: string
  ) {
    const live = {
      data: JSON.stringify({ path: entry.path, kind: entry.kind, text }),
      version,
      publishedAt: at,
      publishedBy: actor.email,
    }
    await trx
      .insertInto("published")
      .values({ resource: RESOURCE, id: entry.path, ...live })
      .onConflict((oc) => oc.columns(["resource", "id"]).doUpdateSet(live))
      .execute()
  }

  async function takeDown(trx: Parameters<typeof rowOf>[0], path: string) {
    const gone = await trx
      .deleteFrom("published")
      .where("resource", "=", RESOURCE)
      .where("id", "=", path)
      .executeTakeFirst()
    return gone.numDeletedRows > 0n
  }

  /**
   * The working copy goes live at the next build, checked again first (the repository's file
   * may have changed since the save: a read-only value must still match it). A file no one has
   * edited has nothing to publish.
   */
  async function publish(
    path: string,
    actor: EditorialActor
  ): Promise<FileOutcome> {
    const saved = await rowOf(database, entryOf(path).path)
    if (saved) await rows.check(database, path, saved.text)
    return write(async (trx) => {
      const entry = entryOf(path)
      const row = await rowOf(trx, path, true)
      if (!row)
        throw new EditorialError(
          400,
          "This file has no edit to publish: the site shows it as the repository has it"
        )
      if (row.version !== saved?.version) await rows.check(trx, path, row.text)
      const at = now()
      await putLive(trx, entry, row.text, row.version, actor, at)
      await setStatus(trx, row, {
        status: "published",
        publishedVersion: row.version,
        publishedAt: at,
        publishAt: null,
      })
      await requestBuild(trx, "publish", actor, entry, at)
      await audit(trx, actor, "publish", path, { version: row.version })
      return { changesSite: true }
    })
  }

  /** The live edit is taken down: the next build shows the repository's file. The draft stays. */
  const unpublish = (
    path: string,
    actor: EditorialActor
  ): Promise<FileOutcome> =>
    write(async (trx) => {
      const entry = entryOf(path)
      const row = await rowOf(trx, path, true)
      if (!row) return { changesSite: false }
      await setStatus(trx, row, {
        status: "draft",
        publishedVersion: null,
        publishedAt: null,
        unpublishAt: null,
      })
      const changesSite = await takeDown(trx, path)
      // Unpublishing what was not live is no change worth an entry.
      if (changesSite) {
        const at = now()
        await requestBuild(trx, "unpublish", actor, entry, at)
        await audit(trx, actor, "unpublish", path)
      }
      return { changesSite }
    })

  /** Every save of the file, newest first ([] for a file no one has edited). */
  async function revisions(path: string) {
    entryOf(path)
    const found = await database
      .selectFrom("revisions")
      .select(["revision", "savedAt", "savedBy", "data"])
      .where("resource", "=", RESOURCE)
      .where("recordId", "=", path)
      .orderBy("revision", "desc")
      .execute()
    return found.map((row) => ({
      ...row,
      data: JSON.parse(row.data) as { text: string },
    }))
  }

  /** A revision becomes the working copy again: a new draft, checked as a save is. */
  async function restore(
    path: string,
    revision: number,
    actor: EditorialActor
  ) {
    const entry = entryOf(path)
    const kept = await database
      .selectFrom("revisions")
      .select("data")
      .where("resource", "=", RESOURCE)
      .where("recordId", "=", path)
      .where("revision", "=", revision)
      .executeTakeFirst()
    if (!kept)
      throw new EditorialError(404, `This file has no revision ${revision}`)
    const { text } = JSON.parse(kept.data) as { text: string }
    await rows.check(database, path, text)
    await write(async (trx) => {
      const row = await rowOf(trx, path, true)
      if (!row)
        throw new EditorialError(404, `This file has no revision ${revision}`)
      const at = now()
      await rows.putVersion(trx, row, text, {}, actor, at)
      await audit(trx, actor, "restore", path, {
        revision,
        ...fileChanges(entry.kind, row.text, text),
      })
    })
  }

  /**
   * An administrator's choice when the repository's file changed under an edit: keep the edit
   * (it stays as it is, reconciled with the new file), or take the repository's file (the edit
   * is taken down, and the working copy becomes the new file, a version on).
   */
  const keepShipped = (
    path: string,
    keep: "edit" | "shipped",
    actor: EditorialActor
  ): Promise<FileOutcome> =>
    write(async (trx) => {
      const entry = entryOf(path)
      const row = await rowOf(trx, path, true)
      if (!row) return { changesSite: false }
      const shipped = shippedText(rows.contentDir, path)
      const at = now()
      await trx
        .updateTable("site_files")
        .set({ shippedHash: sha256(shipped) })
        .where("path", "=", path)
        .execute()
      await closeAutosaveRun(trx, RESOURCE, path)
      let changesSite = false
      if (keep === "shipped") {
        const next = await rows.putVersion(
          trx,
          row,
          shipped,
          { publishAt: null, unpublishAt: null },
          actor,
          at
        )
        changesSite = await takeDown(trx, path)
        await setStatus(trx, next, {
          status: "draft",
          publishedVersion: null,
          publishedAt: null,
          state: "shipped",
        })
        if (changesSite) await requestBuild(trx, "unpublish", actor, entry, at)
      }
      await audit(trx, actor, "update", path, {
        shipped: keep === "shipped" ? "taken" : "edit kept",
      })
      return { changesSite }
    })

  /** Files whose publishAt or unpublishAt has come by `at`. */
  async function due(at: string) {
    const found: { path: string; action: "publish" | "unpublish" }[] = []
    for (const [column, action] of [
      ["publishAt", "publish"],
      ["unpublishAt", "unpublish"],
    ] as const) {
      const paths = await database
        .selectFrom("site_files")
        .select("path")
        .where(column, "<=", at)
        .orderBy(column)
        .execute()
      for (const { path } of paths) found.push({ path, action })
    }
    return found
  }

  /** Clears a schedule the server could not carry out. */
  async function dropSchedule(path: string) {
    await write(async (trx) => {
      const row = await rowOf(trx, path, true)
      if (!row) return
      await setStatus(trx, row, { publishAt: null, unpublishAt: null })
    })
  }

  return {
    publish,
    unpublish,
    revisions,
    restore,
    keepShipped,
    due,
    dropSchedule,
  }
}
