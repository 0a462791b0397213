import type { Transaction } from "kysely"
import type { Database } from "../../../db/tables"
import { amendAudit, auditChanges } from "../audit/audit-repository"
import { contentOf, type EditorialActor } from "./editorial"
import type { EditorialRows, Row } from "./editorial-rows-repository"
import type { ResourceName } from "../../../../schemas/content"

// The panel's autosaves (PUT …?autosave=1): each is a save like any other (a new version, the
// stale-save 409), but those of one person on one record within AUTOSAVE_WINDOW_MS of the first
// make one revision and one audit entry, which each brings up to date, rather than hundreds. The
// run ends when anything else happens to the record (editorial-rows-repository.ts closeAutosave):
// a save, a publish, an unpublish, a deletion, a revision restored.

export const AUTOSAVE_WINDOW_MS = 10 * 60_000

type Changes = Record<string, [unknown, unknown]>

// The changes since the run began: each field's first `before` and latest `after`, and none that
// came back to where it was.
function mergeChanges(earlier: Record<string, unknown>, later: Changes) {
  const merged: Record<string, unknown> = { ...earlier }
  for (const [field, [before, after]] of Object.entries(later)) {
    const first = Array.isArray(earlier[field])
      ? (earlier[field] as unknown[])[0]
      : before
    if (JSON.stringify(first ?? null) === JSON.stringify(after ?? null))
      delete merged[field]
    else merged[field] = [first, after]
  }
  return merged
}

// long: a repository factory: its body is the list of its methods, each short
export function editorialAutosave(rows: EditorialRows) {
  const { audit, putVersion, writeRevision } = rows

  // The record's last revision, if it is an open run of this person's autosaves that began less
  // than the window ago and whose audit entry is still there.
  async function openRun(
    trx: Transaction<Database>,
    resource: ResourceName,
    id: string,
    actor: EditorialActor,
    at: string
  ) {
    const last = await trx
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
    const changes = await auditChanges(trx, last.auditId)
    return changes && { id: last.id, auditId: last.auditId, changes }
  }

  /** Saves `next` as an autosave: into the open run's revision and entry, or as a new run. */
  async function saveAutosave(
    trx: Transaction<Database>,
    resource: ResourceName,
    next: Row,
    changes: Record<string, unknown>,
    actor: EditorialActor,
    changed: Changes
  ) {
    const id = next.id as string
    const at = next.updatedAt as string
    const run = await openRun(trx, resource, id, actor, at)
    await putVersion(trx, resource, next, changes)
    if (!run) {
      const auditId = await audit(trx, actor, "update", resource, id, changed)
      await writeRevision(trx, resource, next, actor, at, {
        autosaveSince: at,
        auditId,
      })
      return
    }
    // The run's revision takes the new version's number and content, so revisions still number
    // the versions they hold.
    await trx
      .updateTable("revisions")
      .set({
        revision: next.version,
        savedAt: at,
        data: JSON.stringify(contentOf(resource, next)),
      })
      .where("id", "=", run.id)
      .execute()
    await amendAudit(trx, run.auditId, mergeChanges(run.changes, changed))
  }

  return { saveAutosave }
}
