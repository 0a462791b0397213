import type { Transaction } from "kysely"
import type { Database } from "../../../db/tables"
import { contentOf, type EditorialActor } from "./editorial"
import type { EditorialRows, Row } from "./editorial-rows-repository"
import type { ResourceName } from "../../../../schemas/content"
import { foldAutosave, openAutosaveRun } from "./autosave-runs-repository"

// A record's autosave, folded with its run by autosave-runs-repository.ts.

// long: a repository factory: its body is the list of its methods, each short
export function editorialAutosave(rows: EditorialRows) {
  const { audit, putVersion, writeRevision } = rows

  /** Saves `next` as an autosave: into the open run's revision and entry, or as a new run. */
  async function saveAutosave(
    trx: Transaction<Database>,
    resource: ResourceName,
    next: Row,
    changes: Record<string, unknown>,
    actor: EditorialActor,
    changed: Record<string, unknown>
  ) {
    const id = next.id as string
    const at = next.updatedAt as string
    const run = await openAutosaveRun(trx, resource, id, actor, at)
    await putVersion(trx, resource, next, changes)
    if (!run) {
      const auditId = await audit(trx, actor, "update", resource, id, changed)
      await writeRevision(trx, resource, next, actor, at, {
        autosaveSince: at,
        auditId,
      })
      return
    }
    await foldAutosave(
      trx,
      run,
      {
        revision: Number(next.version),
        savedAt: at,
        data: contentOf(resource, next),
      },
      changed
    )
  }

  return { saveAutosave }
}
