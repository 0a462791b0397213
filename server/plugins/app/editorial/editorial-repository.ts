import fp from "fastify-plugin"
import type { Kysely, SelectQueryBuilder, Transaction } from "kysely"
import type { DialectName } from "../../../db/connect"
import { newId } from "../../../db/ids"
import type {
  Database,
  DynamicDatabase,
  StoredRecord,
} from "../../../db/tables"
import { changedFields, type AuditAction } from "../audit/audit"
import { recordAudit } from "../audit/audit-repository"
import {
  adminColumns,
  contentOf,
  EditorialError,
  instant,
  publicCopy,
  publicOrder,
  publishProblem,
  savedByAt,
  SCHEDULER,
  stateOf,
  titleOf,
  type EditorialActor,
  type WorkflowRow,
} from "./editorial"
import {
  editorialResources,
  type ResourceName,
} from "../../../../schemas/content"
import type { Scope } from "../people/access"
import { blankRecord, type RecordInput } from "./content-repository"
import type { Revision, TrashEntry } from "../../../../schemas/editorial"

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

type Db = Kysely<Database> | Transaction<Database>
type Row = WorkflowRow & Record<string, string | number | null>

export type AdminRecord = Record<string, string | number | null> & {
  id: string
}
// A live version as the public reads and the build see it (plugins/app/editorial/editorial.ts publicCopy).
export type PublishedRecord = StoredRecord & { id: string }
export type Outcome = { record: AdminRecord; changesSite: boolean }

// Who saves: the columns their records must hold (a teacher's courses, plugins/app/people/access.ts), and whether
// they may publish, which a schedule is.
export interface SaveAccess {
  scope?: Scope
  mayPublish?: boolean
}

const inScope = (row: Record<string, unknown>, scope: Scope) =>
  Object.entries(scope).every(([column, value]) => row[column] === value)

// A published version as stored, with any field added since it was published (a course's
// teacherId, say) as a new record would have it.
const liveCopy = (resource: ResourceName, data: string) =>
  ({ ...blankRecord(resource), ...JSON.parse(data) }) as PublishedRecord

export function createEditorialRepository(
  database: Kysely<Database>,
  { dialect, clock = Date.now }: { dialect: DialectName; clock?: () => number }
) {
  const now = () => new Date(clock()).toISOString()
  const dynamic = (db: Db) => db as unknown as Kysely<DynamicDatabase>

  function locked<O>(query: SelectQueryBuilder<DynamicDatabase, string, O>) {
    return dialect === "postgres" ? query.forUpdate() : query
  }

  async function workingCopy(db: Db, resource: ResourceName, id: string) {
    const row = await locked(
      dynamic(db).selectFrom(resource).selectAll().where("id", "=", id)
    ).executeTakeFirst()
    return (row as Row | undefined) ?? null
  }

  async function adminRecord(db: Db, resource: ResourceName, id: string) {
    return (await dynamic(db)
      .selectFrom(resource)
      .select(adminColumns(resource))
      .where("id", "=", id)
      .executeTakeFirstOrThrow()) as AdminRecord
  }

  async function lastSave(db: Db, resource: ResourceName, id: string) {
    return db
      .selectFrom("revisions")
      .select(["savedBy", "savedAt", "revision"])
      .where("resource", "=", resource)
      .where("recordId", "=", id)
      .orderBy("revision", "desc")
      .limit(1)
      .executeTakeFirst()
  }

  async function writeRevision(
    db: Db,
    resource: ResourceName,
    row: Record<string, unknown>,
    actor: EditorialActor,
    at: string
  ) {
    await db
      .insertInto("revisions")
      .values({
        id: newId(Date.parse(at)),
        resource,
        recordId: String(row.id),
        revision: Number(row.version),
        savedAt: at,
        savedBy: actor.email,
        data: JSON.stringify(contentOf(resource, row)),
      })
      .execute()
  }

  async function requestBuild(
    db: Db,
    action: string,
    actor: EditorialActor,
    at: string,
    resource: ResourceName,
    row: Record<string, unknown>
  ) {
    await db
      .insertInto("publish_requests")
      .values({
        id: newId(Date.parse(at)),
        at,
        by: actor.email,
        action,
        resource,
        recordId: String(row.id),
        title: titleOf(resource, row),
      })
      .execute()
  }

  const audit = (
    db: Db,
    actor: EditorialActor,
    action: AuditAction,
    resource: ResourceName,
    recordId: string,
    changes: Record<string, unknown> = {}
    // Stamped as every other entry of the trail is (sign-ins, exports), so it reads in order.
  ) => recordAudit(db, { actor, action, resource, recordId, changes })

  // The schedule fields of an input, as stored, with what a schedule needs checked.
  function scheduleOf(input: RecordInput) {
    const publishAt = instant("publishAt", input.publishAt as string | null)
    const unpublishAt = instant(
      "unpublishAt",
      input.unpublishAt as string | null
    )
    return Object.fromEntries(
      Object.entries({ publishAt, unpublishAt }).filter(
        ([, value]) => value !== undefined
      )
    )
  }

  function checkSchedule(resource: ResourceName, next: Row) {
    if (next.publishAt) {
      const problem = publishProblem(resource, next)
      if (problem)
        throw new EditorialError(400, `${problem} (it is scheduled to be)`)
    }
    const unpublishAt = next.unpublishAt as string | null
    if (next.publishAt && unpublishAt && unpublishAt <= next.publishAt)
      throw new EditorialError(400, "unpublishAt must come after publishAt")
  }

  const write = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    database.transaction().execute(work)

  // Publish, unpublish and delete: one step of a record's life each, in one transaction: the
  // working copy read (none: null), the step's own writes, a build requested when the live site
  // changes, and the audit entry the step asks for.
  function transition(
    resource: ResourceName,
    id: string,
    actor: EditorialActor,
    action: "publish" | "unpublish" | "delete",
    step: (
      trx: Transaction<Database>,
      row: Row,
      at: string
    ) => Promise<{
      changesSite: boolean
      audit: Record<string, unknown> | null
      // The record as it was, when the step removes it.
      record?: AdminRecord
    }>
  ): Promise<Outcome | null> {
    return write(async (trx) => {
      const row = await workingCopy(trx, resource, id)
      if (!row) return null
      const at = now()
      const done = await step(trx, row, at)
      if (done.changesSite)
        await requestBuild(trx, action, actor, at, resource, row)
      if (done.audit) await audit(trx, actor, action, resource, id, done.audit)
      return {
        record: done.record ?? (await adminRecord(trx, resource, id)),
        changesSite: done.changesSite,
      }
    })
  }

  // The working copy's publishing fields, with the workflow state they make.
  async function setStatus(
    trx: Transaction<Database>,
    resource: ResourceName,
    row: Row,
    fields: Record<string, string | number | null>
  ) {
    const state = stateOf({ ...row, ...fields } as Row)
    await dynamic(trx)
      .updateTable(resource)
      .set({ ...fields, state })
      .where("id", "=", row.id as string)
      .execute()
  }

  // The working copy's public copy becomes the live version.
  async function putLive(
    trx: Transaction<Database>,
    resource: ResourceName,
    row: Row,
    at: string,
    actor: EditorialActor
  ) {
    const live = {
      data: JSON.stringify(publicCopy(resource, row)),
      version: row.version as number,
      publishedAt: at,
      publishedBy: actor.email,
    }
    await trx
      .insertInto("published")
      .values({ resource, id: row.id as string, ...live })
      .onConflict((oc) => oc.columns(["resource", "id"]).doUpdateSet(live))
      .execute()
  }

  // Removes the live version; whether there was one.
  async function takeDown(
    trx: Transaction<Database>,
    resource: ResourceName,
    id: string
  ) {
    const live = await trx
      .deleteFrom("published")
      .where("resource", "=", resource)
      .where("id", "=", id)
      .executeTakeFirst()
    return live.numDeletedRows > 0n
  }

  return {
    async create(
      resource: ResourceName,
      input: RecordInput,
      actor: EditorialActor,
      { scope = {}, mayPublish = true }: SaveAccess = {}
    ) {
      return write(async (trx) => {
        const at = now()
        const fields = contentOf(resource, {
          ...blankRecord(resource),
          ...input,
          ...scope,
        })
        const row = {
          ...fields,
          ...(mayPublish && scheduleOf(input)),
          id: newId(Date.parse(at)),
          createdAt: at,
          updatedAt: at,
          status: "draft",
          version: 1,
          publishedVersion: null,
        } as unknown as Row
        row.state = stateOf(row)
        checkSchedule(resource, row)
        await dynamic(trx).insertInto(resource).values(row).execute()
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
      { scope = {}, mayPublish = true }: SaveAccess = {}
    ) {
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
        const changes = {
          ...contentOf(resource, input),
          ...scope,
          ...(mayPublish ? scheduleOf(input) : { publishAt: null }),
        }
        const next = {
          ...row,
          ...changes,
          version: row.version + 1,
          updatedAt: at,
        } as Row
        next.state = stateOf(next)
        checkSchedule(resource, next)
        await dynamic(trx)
          .updateTable(resource)
          .set({
            ...changes,
            version: next.version,
            state: next.state,
            updatedAt: at,
          })
          .where("id", "=", id)
          .execute()
        await writeRevision(trx, resource, next, actor, at)
        await audit(
          trx,
          actor,
          "update",
          resource,
          id,
          changedFields(
            { ...contentOf(resource, row), publishAt: row.publishAt },
            {
              ...contentOf(resource, next),
              publishAt: next.publishAt,
              unpublishAt: next.unpublishAt ?? null,
            }
          )
        )
        return adminRecord(trx, resource, id)
      })
    },

    /** Publishes the working copy: it becomes the live version at the next build. */
    publish: (resource: ResourceName, id: string, actor: EditorialActor) =>
      transition(resource, id, actor, "publish", async (trx, row, at) => {
        const problem = publishProblem(resource, row)
        if (problem) throw new EditorialError(400, problem)
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
        const fields = contentOf(resource, {
          ...contentOf(resource, row),
          ...JSON.parse(kept.data),
        })
        const next = {
          ...row,
          ...fields,
          version: row.version + 1,
          updatedAt: at,
        } as Row
        next.state = stateOf(next)
        await dynamic(trx)
          .updateTable(resource)
          .set({
            ...fields,
            version: next.version,
            state: next.state,
            updatedAt: at,
          })
          .where("id", "=", id)
          .execute()
        await writeRevision(trx, resource, next, actor, at)
        await audit(trx, actor, "restore", resource, id, {
          revision,
          ...changedFields(contentOf(resource, row), fields),
        })
        return adminRecord(trx, resource, id)
      })
    },

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
        const kept = await trx
          .selectFrom("trash")
          .select("data")
          .where("resource", "=", resource)
          .where("id", "=", id)
          .executeTakeFirst()
        if (!kept) return null
        const at = now()
        const row = JSON.parse(kept.data) as Row
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
        await dynamic(trx).insertInto(resource).values(next).execute()
        await trx
          .deleteFrom("trash")
          .where("resource", "=", resource)
          .where("id", "=", id)
          .execute()
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
        const gone = await trx
          .deleteFrom("trash")
          .where("resource", "=", resource)
          .where("id", "=", id)
          .executeTakeFirst()
        if (gone.numDeletedRows === 0n) return false
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
        const gone = await this.deleteForGood(
          entry.resource as ResourceName,
          entry.id,
          SCHEDULER
        )
        if (gone) purged++
      }
      return purged
    },

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
      const row = await database
        .selectFrom("published")
        .select("data")
        .where("resource", "=", resource)
        .where("id", "=", id)
        .executeTakeFirst()
      return row ? liveCopy(resource, row.data) : null
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

    /** The events as they are live, for the date check (publish-scheduler.ts). */
    async liveEvents() {
      return (await this.published("events")).map((event) => ({
        id: event.id,
        date: (event.date as string | null) ?? null,
      }))
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
