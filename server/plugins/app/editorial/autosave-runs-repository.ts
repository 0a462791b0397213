import type { Kysely, Transaction } from "kysely"
import type { Database } from "../../../db/tables"
import { amendAudit, auditChanges } from "../audit/audit-repository"
import type { EditorialActor } from "./editorial"

// The panel's autosaves (PUT …?autosave=1), of records and of the site's files alike: each is a
// save like any other (a new version, the stale-save 409), but those of one person on one record
// within AUTOSAVE_WINDOW_MS of the first make one revision and one audit entry, which each brings
// up to date, rather than hundreds. The run ends when anything else happens to the record
// (closeAutosaveRun): a save, a publish, an unpublish, a deletion, a revision restored.

export const AUTOSAVE_WINDOW_MS = 10 * 60_000

type Db = Kysely<Database> | Transaction<Database>
type Changes = Record<string, unknown>

/** An open run of autosaves: its revision's row and the audit entry it keeps up to date. */
export interface AutosaveRun {
  id: string
  auditId: string
  changes: Changes
}

// The changes since the run began: each field's first `before` and latest `after`, and none that
// came back to where it was. A value that is no [before, after] pair (an MDX body's "changed")
// is the latest one.
function mergeChanges(earlier: Changes, later: Changes) {
  const merged: Changes = { ...earlier }
  for (const [field, change] of Object.entries(later)) {
    if (!Array.isArray(change) || change.length !== 2) {
      merged[field] = change
      continue
    }
    const [before, after] = change as [unknown, unknown]
    const first = Array.isArray(earlier[field])
      ? (earlier[field] as unknown[])[0]
      : before
    if (JSON.stringify(first ?? null) === JSON.stringify(after ?? null))
      delete merged[field]
    else merged[field] = [first, after]
  }
  return merged
}

/**
 * The record's last revision, if it is an open run of this person's autosaves that began less
 * than the window before `at` and whose audit entry is still there.
 */
export async function openAutosaveRun(
  db: Db,
  resource: string,
  id: string,
  actor: EditorialActor,
  at: string
): Promise<AutosaveRun | null> {
  const last = await db
    .selectFrom("revisions")
    .select(["id", "savedBy", "autosaveSince", "auditId"])
    .where("resource", "=", resource)
    .where("recordId", "=", id)
    .orderBy("revision", "desc")
    .limit(1)
    .executeTakeFirst()
  if (
    !last?.auditId ||
    !last.autosaveSince ||
    last.savedBy !== actor.email ||
    Date.parse(at) - Date.parse(last.autosaveSince) >= AUTOSAVE_WINDOW_MS
  )
    return null
  const changes = await auditChanges(db, last.auditId)
  return changes && { id: last.id, auditId: last.auditId, changes }
}

/**
 * An autosave folded into its open run: the run's revision takes the new version's number and
 * content (so revisions still number the versions they hold), and its audit entry what has
 * changed since the run began.
 */
export async function foldAutosave(
  db: Db,
  run: AutosaveRun,
  revision: { revision: number; savedAt: string; data: unknown },
  changed: Changes
) {
  await db
    .updateTable("revisions")
    .set({
      revision: revision.revision,
      savedAt: revision.savedAt,
      data: JSON.stringify(revision.data),
    })
    .where("id", "=", run.id)
    .execute()
  await amendAudit(db, run.auditId, mergeChanges(run.changes, changed))
}

// Ends a record's run of autosaves: whatever happens to it next, an autosave starts a revision.
export async function closeAutosaveRun(db: Db, resource: string, id: string) {
  await db
    .updateTable("revisions")
    .set({ auditId: null })
    .where("resource", "=", resource)
    .where("recordId", "=", id)
    .where("auditId", "is not", null)
    .execute()
}
