import type { Kysely, Transaction } from "kysely"
import type { DialectName } from "../../../db/connect"
import type { Database } from "../../../db/tables"
import { newId } from "../../../db/ids"
import { recordAuditEntry } from "../audit/audit-repository"
import type { AuditAction } from "../audit/audit"
import {
  EditorialError,
  instant,
  savedByAt,
  type EditorialActor,
} from "../editorial/editorial"
import { insertPublishRequest } from "../editorial/editorial-rows-repository"
import { closeAutosaveRun } from "../editorial/autosave-runs-repository"
import {
  validateSiteFile,
  type CompileMdx,
} from "../../../../common/site-file-check"
import {
  sha256,
  shippedText,
  siteFile,
  siteFileShape,
  type SiteFileEntry,
} from "../../../../common/site-files"
import { fileState, type SiteFileRow } from "./site-file-records"

// What the site files' repository and its workflow share (site-files-repository.ts): a file's row
// read (and locked on PostgreSQL), its live text, a new version written with its revision, a
// text checked against the file's shape, the build requested and the audit entry, all inside the
// change's own transaction, with the tables the records use (012-editorial.ts).

export const RESOURCE = "site-files"

export type Db = Kysely<Database> | Transaction<Database>

export interface SiteFilesOptions {
  contentDir: string
  dialect: DialectName
  clock?: () => number
  compileMdx?: CompileMdx
}

// long: a repository factory: its body is the list of its methods, each short
export function siteFileRows(
  database: Kysely<Database>,
  { contentDir, dialect, clock = Date.now, compileMdx }: SiteFilesOptions
) {
  const now = () => new Date(clock()).toISOString()

  /** The catalogue's entry for a path, or a 404 refusal for anything else. */
  function entryOf(path: string): SiteFileEntry {
    const entry = siteFile(contentDir, path)
    if (!entry)
      throw new EditorialError(
        404,
        "There is no editable content file at this path"
      )
    return entry
  }

  async function rowOf(db: Db, path: string, lock = false) {
    const query = db
      .selectFrom("site_files")
      .selectAll()
      .where("path", "=", path)
    const row = await (
      lock && dialect === "postgres" ? query.forUpdate() : query
    ).executeTakeFirst()
    return row ?? null
  }

  async function liveText(db: Db, path: string) {
    const live = await db
      .selectFrom("published")
      .select("data")
      .where("resource", "=", RESOURCE)
      .where("id", "=", path)
      .executeTakeFirst()
    return live ? (JSON.parse(live.data) as { text: string }).text : null
  }

  /** The text the panel edits: the draft, else the live edit, else the repository's file. */
  async function workingText(db: Db, path: string) {
    const row = await rowOf(db, path)
    return (
      row?.text ?? (await liveText(db, path)) ?? shippedText(contentDir, path)
    )
  }

  // A refusal (400) with the line, when the text may not be saved as this file.
  async function check(db: Db, path: string, text: string) {
    const shipped = shippedText(contentDir, path)
    const result = await validateSiteFile(path, text, {
      shape: siteFileShape(contentDir, path),
      shipped,
      published: await liveText(db, path),
      compileMdx,
    })
    if (!result.ok) throw new SiteFileRefusal(result.message, result.line)
  }

  // 409 when the save started from another version than the file's.
  async function checkVersion(
    db: Db,
    path: string,
    version: number,
    expected?: number
  ) {
    if (expected === undefined || expected === version) return
    const last = await db
      .selectFrom("revisions")
      .select(["savedBy", "savedAt"])
      .where("resource", "=", RESOURCE)
      .where("recordId", "=", path)
      .orderBy("revision", "desc")
      .limit(1)
      .executeTakeFirst()
    throw new EditorialError(
      409,
      `This file was changed by ${savedByAt(last?.savedBy ?? "", last?.savedAt ?? "")} ` +
        `(version ${version}; you started from version ${expected}). ` +
        "Reload it to see that change, then make yours again."
    )
  }

  async function writeRevision(
    db: Db,
    path: string,
    revision: number,
    text: string,
    by: string,
    at: string,
    // An autosave's revision: when its run began, and the audit entry the run keeps up to date.
    autosave: { autosaveSince: string; auditId: string } | null = null
  ) {
    await db
      .insertInto("revisions")
      .values({
        id: newId(Date.parse(at)),
        resource: RESOURCE,
        recordId: path,
        revision,
        savedAt: at,
        savedBy: by,
        data: JSON.stringify({ text }),
        ...autosave,
      })
      .execute()
  }

  // The file's first edit: its row, and the repository's text as revision 1 so that the history
  // can always go back to it. A second first edit at the same moment finds the row there: 409.
  async function firstRow(
    trx: Transaction<Database>,
    entry: SiteFileEntry,
    actor: EditorialActor,
    at: string
  ): Promise<SiteFileRow> {
    const shipped = shippedText(contentDir, entry.path)
    const row: SiteFileRow = {
      path: entry.path,
      kind: entry.kind,
      text: shipped,
      status: "draft",
      state: "draft",
      version: 1,
      publishedVersion: null,
      publishedAt: null,
      publishAt: null,
      unpublishAt: null,
      shippedHash: sha256(shipped),
      updatedAt: at,
      updatedBy: actor.email,
    }
    const inserted = await trx
      .insertInto("site_files")
      .values(row)
      .onConflict((oc) => oc.column("path").doNothing())
      .executeTakeFirst()
    if (!inserted.numInsertedOrUpdatedRows)
      throw new EditorialError(
        409,
        "This file was just changed by someone else; reload it"
      )
    await writeRevision(trx, entry.path, 1, shipped, "the repository", at)
    return row
  }

  // The working copy becomes `text`, one version on, with its revision; a run of autosaves ends.
  async function putVersion(
    trx: Transaction<Database>,
    row: SiteFileRow,
    text: string,
    schedule: Partial<Pick<SiteFileRow, "publishAt" | "unpublishAt">>,
    actor: EditorialActor,
    at: string
  ) {
    const next = await putRow(trx, row, text, schedule, actor, at)
    await closeAutosaveRun(trx, RESOURCE, row.path)
    await writeRevision(trx, row.path, next.version, text, actor.email, at)
    return next
  }

  // The working copy becomes `text`, one version on, without its revision (an autosave's is
  // written or brought up to date by saveAutosave).
  async function putRow(
    trx: Transaction<Database>,
    row: SiteFileRow,
    text: string,
    schedule: Partial<Pick<SiteFileRow, "publishAt" | "unpublishAt">>,
    actor: EditorialActor,
    at: string
  ) {
    const next = {
      ...row,
      ...schedule,
      text,
      version: row.version + 1,
      updatedAt: at,
      updatedBy: actor.email,
    }
    next.state = fileState(next)
    if (
      next.publishAt &&
      next.unpublishAt &&
      next.unpublishAt <= next.publishAt
    )
      throw new EditorialError(400, "unpublishAt must come after publishAt")
    await trx
      .updateTable("site_files")
      .set({
        text,
        ...schedule,
        version: next.version,
        state: next.state,
        updatedAt: at,
        updatedBy: actor.email,
      })
      .where("path", "=", row.path)
      .execute()
    return next
  }

  // The row's publishing fields, with the state they make; a run of autosaves ends.
  async function setStatus(
    trx: Transaction<Database>,
    row: SiteFileRow,
    fields: Partial<SiteFileRow>
  ) {
    await closeAutosaveRun(trx, RESOURCE, row.path)
    const state = fields.state ?? fileState({ ...row, ...fields })
    await trx
      .updateTable("site_files")
      .set({ ...fields, state })
      .where("path", "=", row.path)
      .execute()
  }

  const audit = (
    db: Db,
    actor: EditorialActor,
    action: AuditAction,
    path: string,
    changes: Record<string, unknown> = {}
  ) =>
    recordAuditEntry(db, {
      actor,
      action,
      resource: RESOURCE,
      recordId: path,
      changes,
    })

  const requestBuild = (
    db: Db,
    action: string,
    actor: EditorialActor,
    entry: SiteFileEntry,
    at: string
  ) =>
    insertPublishRequest(db, {
      action,
      actor,
      at,
      resource: RESOURCE,
      recordId: entry.path,
      title: entry.title,
    })

  // The schedule fields of a save, as stored (undefined: unchanged).
  const scheduleOf = (input: {
    publishAt?: string | null
    unpublishAt?: string | null
  }) =>
    Object.fromEntries(
      Object.entries({
        publishAt: instant("publishAt", input.publishAt),
        unpublishAt: instant("unpublishAt", input.unpublishAt),
      }).filter(([, value]) => value !== undefined)
    ) as Partial<Pick<SiteFileRow, "publishAt" | "unpublishAt">>

  const write = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    database.transaction().execute(work)

  return {
    now,
    contentDir,
    entryOf,
    rowOf,
    liveText,
    workingText,
    check,
    checkVersion,
    firstRow,
    putVersion,
    putRow,
    writeRevision,
    setStatus,
    audit,
    requestBuild,
    scheduleOf,
    write,
  }
}

export type SiteFileRows = ReturnType<typeof siteFileRows>

// A text that may not be saved: 400, with the line of the problem in the file.
export class SiteFileRefusal extends EditorialError {
  constructor(
    message: string,
    readonly line: number
  ) {
    super(400, message)
  }
}
