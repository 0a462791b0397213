import type { SelectQueryBuilder } from "kysely"
import type { DialectName } from "./connect"

// Rows picked for work by one of several server instances. On PostgreSQL the query locks the rows
// it reads and passes over rows another transaction holds (FOR UPDATE SKIP LOCKED), so two
// instances claiming at the same moment take different rows instead of the same ones. SQLite has
// no such clause and needs none: it runs one write transaction at a time.
// @see https://www.postgresql.org/docs/current/sql-select.html#SQL-FOR-UPDATE-SHARE
export function skipLocked<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  dialect: DialectName
): SelectQueryBuilder<DB, TB, O> {
  return dialect === "postgres" ? query.forUpdate().skipLocked() : query
}
