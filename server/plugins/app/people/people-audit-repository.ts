import type { ExpressionBuilder } from "kysely"
import type { Database } from "../../../db/tables"
import { ERASED } from "./person-traces"
import { sameAddress, type Eraser, type Row } from "./people-match-repository"

// The audit trail's part of a person's data, read and redacted after every other eraser.

export const auditEraser: Eraser = {
  // Entries about the person (as written, or about one of the records the others found), whole
  // but for who acted; entries by the person, without what they changed, which is about
  // someone else. Those recording the view, export or erasure of someone's data are no one's
  // data. The erasure keeps every entry, as the trail of what was done: by the person, they
  // keep the account's id but not its address; about them, they lose what changed.
  name: "auditEntries",
  async find(db, email, { found }) {
    const recordIds = recordIdsOf(found)
    const rows = await db
      .selectFrom("audit")
      .selectAll()
      .where((eb) =>
        eb.or([aboutPerson(eb, email, recordIds), sameAddress("actor", email)])
      )
      .where("resource", "!=", "people")
      .orderBy("at")
      .orderBy("id")
      .execute()
    return rows.map(({ id, at, action, resource, recordId, ip, ...row }) =>
      row.person === email.toLowerCase() ||
      (recordId && recordIds.has(recordId))
        ? { id, at, action, resource, recordId, changes: row.changes }
        : { id, at, action, resource, ip }
    )
  },
  async erase(trx, _found, { email, ids: recordIds }) {
    const { total } = await trx
      .selectFrom("audit")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .where((eb) =>
        eb.or([aboutPerson(eb, email, recordIds), sameAddress("actor", email)])
      )
      .executeTakeFirstOrThrow()
    await trx
      .updateTable("audit")
      .set({ actor: ERASED, ip: "" })
      .where(sameAddress("actor", email))
      .execute()
    await trx
      .updateTable("audit")
      .set({ changes: JSON.stringify({ erased: true }), person: null })
      .where((eb) => aboutPerson(eb, email, recordIds))
      .execute()
    return Number(total)
  },
}

// The ids of the records the erasers found.
export function recordIdsOf(found: Record<string, Row[]>) {
  const recordIds = new Set<string>()
  for (const rows of Object.values(found))
    for (const row of rows) if (row.id) recordIds.add(String(row.id))
  return recordIds
}

// An audit entry about the person: written so, or about one of their records.
function aboutPerson(
  eb: ExpressionBuilder<Database, "audit">,
  email: string,
  recordIds: Set<string>
) {
  return eb.or([
    eb("person", "=", email.toLowerCase()),
    ...(recordIds.size ? [eb("recordId", "in", [...recordIds])] : []),
  ])
}
