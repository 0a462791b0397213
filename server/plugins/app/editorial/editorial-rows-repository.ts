import type { Kysely, SelectQueryBuilder, Transaction } from "kysely"
import type { DialectName } from "../../../db/connect"
import { newId } from "../../../db/ids"
import type { Database, DynamicDatabase } from "../../../db/tables"
import type { AuditAction } from "../audit/audit"
import { recordAuditEntry } from "../audit/audit-repository"
import { closeAutosaveRun } from "./autosave-runs-repository"
import {
  adminColumns,
  contentOf,
  EditorialError,
  instant,
  publicCopy,
  publishProblem,
  stateOf,
  titleOf,
  type EditorialActor,
  type RecordInput,
  type WorkflowRow,
} from "./editorial"
import type { ResourceName } from "../../../../schemas/content"
import {
  hasPages,
  putLiveSlug,
  takeDownSlugs,
} from "./editorial-slugs-repository"

// What the editorial repository's parts share (editorial-repository.ts,
// editorial-trash-repository.ts): a record's working copy read (and locked on PostgreSQL), its
// revisions and publish requests written, its audit entries, and the one transition that
// publishing, unpublishing and deleting share.

export type Db = Kysely<Database> | Transaction<Database>
export type Row = WorkflowRow & Record<string, string | number | null>

export type AdminRecord = Record<string, string | number | null> & {
  id: string
}
export type Outcome = { record: AdminRecord; changesSite: boolean }

// The stored JSON of a record's live version or of its Trash entry, if it has one.
export async function keptData(
  db: Db,
  table: "published" | "trash",
  resource: ResourceName,
  id: string
) {
  const kept = await db
    .selectFrom(table)
    .select("data")
    .where("resource", "=", resource)
    .where("id", "=", id)
    .executeTakeFirst()
  return kept?.data
}

// A build asked for: what changed (a record, or a content file: resource `site-files`), by whom
// and when; the next build takes every request waiting (plugins/app/publishing/site-publisher.ts).
export async function insertPublishRequest(
  db: Db,
  request: {
    action: string
    actor: EditorialActor
    at: string
    resource: string
    recordId: string
    title: string
  }
) {
  await db
    .insertInto("publish_requests")
    .values({
      id: newId(Date.parse(request.at)),
      at: request.at,
      by: request.actor.email,
      action: request.action,
      resource: request.resource,
      recordId: request.recordId,
      title: request.title,
    })
    .execute()
}

// long: a repository factory: its body is the list of its methods, each short
export function editorialRows(
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
    at: string,
    // An autosave's revision: when its run began, and the audit entry the run keeps up to date.
    autosave: { autosaveSince: string; auditId: string } | null = null
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
        ...autosave,
      })
      .execute()
  }

  // Ends a record's run of autosaves: whatever happens to it next, an autosave starts a revision.
  const closeAutosave = (db: Db, resource: ResourceName, id: string) =>
    closeAutosaveRun(db, resource, id)

  const requestBuild = (
    db: Db,
    action: string,
    actor: EditorialActor,
    at: string,
    resource: ResourceName,
    row: Record<string, unknown>
  ) =>
    insertPublishRequest(db, {
      action,
      actor,
      at,
      resource,
      recordId: String(row.id),
      title: titleOf(resource, row),
    })

  const audit = (
    db: Db,
    actor: EditorialActor,
    action: AuditAction,
    resource: ResourceName,
    recordId: string,
    changes: Record<string, unknown> = {}
    // Stamped as every other entry of the trail is (sign-ins, exports), so it reads in order.
  ) => recordAuditEntry(db, { actor, action, resource, recordId, changes })

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

  // Two saves taking one slug at the same moment: the second meets the unique index, and is
  // refused as a slug already taken is.
  const write = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    database
      .transaction()
      .execute(work)
      .catch((error: unknown) => {
        if (/(blogs|programmes)[._]slug/.test(String(error)))
          throw new EditorialError(
            409,
            "slug is already the address of another record; choose another"
          )
        throw error
      })

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
      await closeAutosave(trx, resource, id)
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

  // An edit of the working copy's content (a save, a revision restored): the next version, in the
  // state it makes, stored with its revision.
  function nextVersion(row: Row, changes: Record<string, unknown>, at: string) {
    const next = {
      ...row,
      ...changes,
      version: row.version + 1,
      updatedAt: at,
    } as Row
    next.state = stateOf(next)
    return next
  }

  // The working copy becomes the next version (its revision is written apart).
  async function putVersion(
    trx: Transaction<Database>,
    resource: ResourceName,
    next: Row,
    changes: Record<string, unknown>
  ) {
    await dynamic(trx)
      .updateTable(resource)
      .set({
        ...changes,
        version: next.version,
        state: next.state,
        updatedAt: next.updatedAt,
      })
      .where("id", "=", next.id as string)
      .execute()
  }

  async function saveVersion(
    trx: Transaction<Database>,
    resource: ResourceName,
    next: Row,
    changes: Record<string, unknown>,
    actor: EditorialActor
  ) {
    await closeAutosave(trx, resource, next.id as string)
    await putVersion(trx, resource, next, changes)
    await writeRevision(trx, resource, next, actor, next.updatedAt as string)
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
    // Every save gives a page's record a slug; one without (written around the API) keeps its id's.
    if (hasPages(resource) && row.slug)
      await putLiveSlug(trx, resource, row.id, String(row.slug), at)
  }

  // Removes a record's live version or its Trash entry; whether there was one.
  async function removeKept(
    db: Db,
    table: "published" | "trash",
    resource: ResourceName,
    id: string
  ) {
    const gone = await db
      .deleteFrom(table)
      .where("resource", "=", resource)
      .where("id", "=", id)
      .executeTakeFirst()
    return gone.numDeletedRows > 0n
  }

  async function takeDown(db: Db, resource: ResourceName, id: string) {
    if (hasPages(resource)) await takeDownSlugs(db, resource, id)
    return removeKept(db, "published", resource, id)
  }

  return {
    now,
    dynamic,
    workingCopy,
    adminRecord,
    lastSave,
    writeRevision,
    closeAutosave,
    nextVersion,
    putVersion,
    saveVersion,
    audit,
    scheduleOf,
    checkSchedule,
    write,
    transition,
    setStatus,
    putLive,
    takeDown,
    removeKept,
  }
}

export type EditorialRows = ReturnType<typeof editorialRows>
