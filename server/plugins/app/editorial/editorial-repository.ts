import fp from "fastify-plugin"
import type { Kysely } from "kysely"
import type { DialectName } from "../../../db/connect"
import { newId } from "../../../db/ids"
import type { Database } from "../../../db/tables"
import { changedFields } from "../audit/audit"
import {
  blankRecord,
  contentOf,
  EditorialError,
  publishProblem,
  savedByAt,
  stateOf,
  titleOf,
  type EditorialActor,
  type RecordInput,
} from "./editorial"
import {
  editorialResources,
  type ResourceName,
} from "../../../../schemas/content"
import type { Scope } from "../people/access"
import { editorialRows, type Row } from "./editorial-rows-repository"
import { editorialTrash } from "./editorial-trash-repository"
import { editorialLive } from "./editorial-live-repository"
import { editorialAutosave } from "./editorial-autosave-repository"
import { cleanRichTextFields } from "./rich-text"
import type { Revision } from "../../../../schemas/editorial"
import {
  registerImages,
  unlabelledImage,
  type Db,
} from "../uploads/media-uses-repository"
import { imagesOf, missingAlt } from "../uploads/media-images"
import { withSlug } from "./editorial-slugs-repository"

// The editorial workflow of the nine resources the site shows (migrations/012-editorial.ts). The
// row in each resource's table is the working copy, the draft an editor edits; `published` holds
// the live version of each published record, which is all the build and the public reads see.
// Every save writes a revision and an audit entry in its own transaction; a deletion moves the
// record whole to `trash`. A publish, an unpublish or the deletion of a live record also leaves a
// publish request, which the next build takes (site-publisher.ts): the caller tells the
// publisher once the transaction has committed (`changesSite` in the result).
//
// A save names the version it started from (`expectedVersion`); a save over a newer one is
// refused with 409, naming who saved the newer one and when. On PostgreSQL the row is locked for
// the transaction (SELECT … FOR UPDATE), so two saves at once are taken one after the other;
// SQLite runs one write transaction at a time anyway.

export type { AdminRecord, Outcome } from "./editorial-rows-repository"
export type { TrashEntry } from "../../../../schemas/editorial"
export type { PublishedRecord } from "./editorial-live-repository"

// Who saves: the columns their records must hold (a teacher's courses, plugins/app/people/access.ts), and whether
// they may publish, which a schedule is. An autosave (the panel's, while typing) takes no schedule
// and joins the same person's recent autosaves (editorial-autosave-repository.ts).
export interface SaveAccess {
  scope?: Scope
  mayPublish?: boolean
  autosave?: boolean
}

const inScope = (row: Record<string, unknown>, scope: Scope) =>
  Object.entries(scope).every(([column, value]) => row[column] === value)

// A record's images are the media library's: a save adds those it does not have yet (with no
// alt text), and a publish (or a schedule, which is one) is refused while one has no alt text
// and is not marked decorative.
async function saveImages(
  trx: Db,
  resource: ResourceName,
  row: Record<string, unknown>,
  at: string
) {
  await registerImages(trx, imagesOf(resource, row), at)
  if (row.publishAt)
    await checkImages(trx, resource, row, " It is scheduled to be published.")
}

async function checkImages(
  trx: Db,
  resource: ResourceName,
  row: Record<string, unknown>,
  when = ""
) {
  const unlabelled = await unlabelledImage(trx, imagesOf(resource, row))
  if (unlabelled)
    throw new EditorialError(400, `${missingAlt(unlabelled)}${when}`)
}

// long: a repository factory: its body is the list of its methods, each short
export function createEditorialRepository(
  database: Kysely<Database>,
  options: { dialect: DialectName; clock?: () => number }
) {
  const rows = editorialRows(database, options)
  const {
    adminRecord,
    audit,
    checkSchedule,
    dynamic,
    lastSave,
    nextVersion,
    now,
    putLive,
    saveVersion,
    scheduleOf,
    setStatus,
    takeDown,
    transition,
    workingCopy,
    write,
    writeRevision,
  } = rows
  const { saveAutosave } = editorialAutosave(rows)
  return {
    ...editorialTrash(database, rows),
    ...editorialLive(database),

    async create(
      resource: ResourceName,
      input: RecordInput,
      actor: EditorialActor,
      { scope = {}, mayPublish = true }: SaveAccess = {}
    ) {
      // Rich text is stored cleaned (rich-text.ts), before the transaction: it may load a DOM.
      const clean = await cleanRichTextFields(resource, input)
      return write(async (trx) => {
        const at = now()
        const id = newId(Date.parse(at))
        const blank = contentOf(resource, {
          ...blankRecord(resource),
          ...clean,
          ...scope,
        })
        const fields = await withSlug(trx, resource, id, blank, blank)
        const row = {
          ...fields,
          ...(mayPublish && scheduleOf(input)),
          id,
          createdAt: at,
          updatedAt: at,
          status: "draft",
          version: 1,
          publishedVersion: null,
        } as unknown as Row
        row.state = stateOf(row)
        checkSchedule(resource, row)
        await dynamic(trx).insertInto(resource).values(row).execute()
        await saveImages(trx, resource, row, at)
        await writeRevision(trx, resource, row, actor, at)
        await audit(trx, actor, "create", resource, row.id, fields)
        return adminRecord(trx, resource, row.id)
      })
    },

    async update(
      resource: ResourceName,
      id: string,
      input: RecordInput,
      actor: EditorialActor,
      expectedVersion?: number,
      { scope = {}, mayPublish = true, autosave = false }: SaveAccess = {}
    ) {
      const clean = await cleanRichTextFields(resource, input)
      return write(async (trx) => {
        const row = await workingCopy(trx, resource, id)
        if (!row || !inScope(row, scope)) return null
        if (expectedVersion !== undefined && expectedVersion !== row.version) {
          const last = await lastSave(trx, resource, id)
          throw new EditorialError(
            409,
            `This record was changed by ${savedByAt(last?.savedBy ?? "", last?.savedAt ?? String(row.updatedAt))} ` +
              `(version ${row.version}; you started from version ${expectedVersion}). ` +
              "Reload it to see that change, then make yours again."
          )
        }
        const at = now()
        // One who may not publish saves a draft for staff to look at: a pending publication
        // would take their change live unseen, so it is dropped, and their schedule is ignored.
        // An autosave never publishes: it leaves the schedule as it was.
        const edited = { ...contentOf(resource, clean), ...scope }
        const changes = {
          ...(await withSlug(trx, resource, id, { ...row, ...edited }, edited)),
          ...(!mayPublish
            ? { publishAt: null }
            : autosave
              ? {}
              : scheduleOf(input)),
        }
        const next = nextVersion(row, changes, at)
        checkSchedule(resource, next)
        const changed = changedFields(
          { ...contentOf(resource, row), publishAt: row.publishAt },
          {
            ...contentOf(resource, next),
            publishAt: next.publishAt,
            unpublishAt: next.unpublishAt ?? null,
          }
        )
        await saveImages(trx, resource, next, at)
        if (autosave)
          await saveAutosave(trx, resource, next, changes, actor, changed)
        else {
          await saveVersion(trx, resource, next, changes, actor)
          await audit(trx, actor, "update", resource, id, changed)
        }
        return adminRecord(trx, resource, id)
      })
    },

    /** Publishes the working copy: it becomes the live version at the next build. */
    publish: (resource: ResourceName, id: string, actor: EditorialActor) =>
      transition(resource, id, actor, "publish", async (trx, row, at) => {
        const problem = publishProblem(resource, row)
        if (problem) throw new EditorialError(400, problem)
        await checkImages(trx, resource, row)
        await putLive(trx, resource, row, at, actor)
        await setStatus(trx, resource, row, {
          status: "published",
          publishedVersion: row.version,
          publishedAt: at,
          publishAt: null,
        })
        return { changesSite: true, audit: { version: row.version } }
      }),

    /** Takes the live version down at the next build; the working copy stays, as a draft. */
    unpublish: (resource: ResourceName, id: string, actor: EditorialActor) =>
      transition(resource, id, actor, "unpublish", async (trx, row) => {
        await setStatus(trx, resource, row, {
          status: "draft",
          publishedVersion: null,
          publishedAt: null,
          unpublishAt: null,
        })
        const changesSite = await takeDown(trx, resource, row.id)
        // Unpublishing what was not live is no change worth an entry.
        return { changesSite, audit: changesSite ? {} : null }
      }),

    /** Moves the record to Trash; a live one leaves the site at the next build. */
    remove: (resource: ResourceName, id: string, actor: EditorialActor) =>
      transition(resource, id, actor, "delete", async (trx, row, at) => {
        const record = await adminRecord(trx, resource, id)
        await trx
          .insertInto("trash")
          .values({
            resource,
            id,
            title: titleOf(resource, row),
            data: JSON.stringify(row),
            deletedAt: at,
            deletedBy: actor.email,
          })
          .execute()
        await dynamic(trx).deleteFrom(resource).where("id", "=", id).execute()
        await trx
          .deleteFrom("previews")
          .where("resource", "=", resource)
          .where("recordId", "=", id)
          .execute()
        const changesSite = await takeDown(trx, resource, id)
        return { changesSite, audit: { to: "trash" }, record }
      }),

    async revisions(
      resource: ResourceName,
      id: string
    ): Promise<Revision[] | null> {
      const exists = await dynamic(database)
        .selectFrom(resource)
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst()
      if (!exists) return null
      const rows = await database
        .selectFrom("revisions")
        .select(["revision", "savedAt", "savedBy", "data"])
        .where("resource", "=", resource)
        .where("recordId", "=", id)
        .orderBy("revision", "desc")
        .execute()
      return rows.map((row) => ({ ...row, data: JSON.parse(row.data) }))
    },

    /** Makes a revision the working copy again: a new draft, and a new revision. */
    async restoreRevision(
      resource: ResourceName,
      id: string,
      revision: number,
      actor: EditorialActor
    ) {
      return write(async (trx) => {
        const row = await workingCopy(trx, resource, id)
        if (!row) return null
        const kept = await trx
          .selectFrom("revisions")
          .select("data")
          .where("resource", "=", resource)
          .where("recordId", "=", id)
          .where("revision", "=", revision)
          .executeTakeFirst()
        if (!kept)
          throw new EditorialError(
            404,
            `This record has no revision ${revision}`
          )
        const at = now()
        const restored = contentOf(resource, {
          ...contentOf(resource, row),
          ...JSON.parse(kept.data),
        })
        const fields = await withSlug(
          trx,
          resource,
          id,
          restored,
          restored,
          true
        )
        await saveVersion(
          trx,
          resource,
          nextVersion(row, fields, at),
          fields,
          actor
        )
        await registerImages(trx, imagesOf(resource, fields), at)
        await audit(trx, actor, "restore", resource, id, {
          revision,
          ...changedFields(contentOf(resource, row), fields),
        })
        return adminRecord(trx, resource, id)
      })
    },

    /** Records whose publishAt or unpublishAt has come by `at`. */
    async due(at: string) {
      const found: Array<{
        resource: ResourceName
        id: string
        action: "publish" | "unpublish"
      }> = []
      for (const resource of editorialResources) {
        for (const [column, action] of [
          ["publishAt", "publish"],
          ["unpublishAt", "unpublish"],
        ] as const) {
          const rows = await dynamic(database)
            .selectFrom(resource)
            .select("id")
            .where(column, "<=", at)
            .orderBy(column)
            .execute()
          for (const row of rows)
            found.push({ resource, id: String(row.id), action })
        }
      }
      return found
    },

    /** Clears a schedule the server could not carry out (a draft that may not be published). */
    async dropSchedule(resource: ResourceName, id: string) {
      await write(async (trx) => {
        const row = await workingCopy(trx, resource, id)
        if (!row) return
        const next = { ...row, publishAt: null } as Row
        await dynamic(trx)
          .updateTable(resource)
          .set({ publishAt: null, state: stateOf(next) })
          .where("id", "=", id)
          .execute()
      })
    },
  }
}

export type EditorialRepository = ReturnType<typeof createEditorialRepository>

declare module "fastify" {
  interface FastifyInstance {
    editorialRepository: EditorialRepository
  }
}

export default fp(
  async (fastify, opts: { clock?: () => number }) => {
    fastify.decorate(
      "editorialRepository",
      createEditorialRepository(fastify.db, {
        dialect: fastify.dbInfo.dialect,
        clock: opts.clock,
      })
    )
  },
  { name: "editorial-repository", dependencies: ["db"] }
)
