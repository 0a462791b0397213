import type { Kysely } from "kysely"
import type { Database } from "../../../db/tables"
import { type AuditEntry } from "../audit/audit"
import { recordAudit } from "../audit/audit-repository"
import { dbRepositoryPlugin } from "../../../common/db-repository-plugin"
import { searchTerms } from "./person-traces"
import { auditEraser, recordIdsOf } from "./people-audit-repository"
import { contentErasers, findTraces } from "./people-content-repository"
import {
  type Db,
  type EraseContext,
  type Eraser,
  type Row,
} from "./people-match-repository"
import { recordErasers } from "./people-records-repository"

export {
  addressIn,
  type EraseContext,
  type Eraser,
} from "./people-match-repository"

// Everything the product keeps on one e-mail address, to show, export or erase on request
// (GDPR articles 15 and 17; docs/newsletter.md 'Personal data').
//
// One eraser per kind of record, in `erasers` below. Each finds its rows for an address, matched
// exactly (case aside), never inside a longer address, and deletes or anonymises them inside the
// erasure's one transaction; the audit eraser runs last and redacts the entries by the person,
// about them, or about any record the others found. A new table that
// keeps personal data (an account, a revision of a record) is one more entry in the list: the
// view, the export, the erasure and the test that searches every table all go through it.
export const erasers: Eraser[] = [
  ...contentErasers,
  ...recordErasers,
  auditEraser,
]

export function createPeopleRepository(db: Kysely<Database>) {
  async function collect(on: Db, email: string) {
    const traces = await findTraces(on, email)
    const found: Record<string, Row[]> = {}
    for (const eraser of erasers)
      found[eraser.name] = await eraser.find(on, email, {
        email,
        traces,
        found,
      })
    return { found, traces }
  }

  return {
    // The view and the export: read in one transaction with their audit entry, so the entry says
    // exactly what left the system.
    async read(email: string, audit: AuditEntry) {
      return db.transaction().execute(async (trx) => {
        const { found } = await collect(trx, email)
        await recordAudit(trx, audit)
        return found
      })
    },

    // Erases everything on the address in one transaction; the entry recording it adds how many
    // rows each eraser changed to `audit.changes`. Refused while the address has an enabled staff
    // account (it would lock out someone still working).
    async erase(
      email: string,
      audit: Omit<AuditEntry, "action">
    ): Promise<
      | { outcome: "enabled-account" }
      | {
          outcome: "erased"
          counts: Record<string, number>
          // The words that show the person on a page (plugins/app/people/person-traces.ts searchTerms), for the
          // site's withdrawal of the releases that show them.
          terms: string[]
        }
    > {
      return db.transaction().execute(async (trx) => {
        const { found, traces } = await collect(trx, email)
        if (found.staffAccounts.some((account) => !account.disabled))
          return { outcome: "enabled-account" as const }
        const { auditEntries, ...records } = found
        const context: EraseContext = {
          email,
          traces,
          ids: recordIdsOf(records),
        }
        const counts: Record<string, number> = {}
        for (const eraser of erasers)
          counts[eraser.name] = await eraser.erase(
            trx,
            found[eraser.name],
            context
          )
        await recordAudit(trx, {
          ...audit,
          action: "erase",
          changes: { ...audit.changes, ...counts },
        })
        return {
          outcome: "erased" as const,
          counts,
          terms: searchTerms(traces),
        }
      })
    },
  }
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>

declare module "fastify" {
  interface FastifyInstance {
    peopleRepository: PeopleRepository
  }
}

export default dbRepositoryPlugin("peopleRepository", createPeopleRepository)
