import {
  sql,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from "kysely"
import type { DynamicDatabase } from "./tables"
import type { ListParams } from "../common/list-query"

// One page of a table's rows as the panel's lists ask for it (ra-data-simple-rest's sort, range
// and filter, parsed by list-query.ts), and the total that matches, for the tables that are not
// content resources: the staff accounts, the audit trail. Column names come from the caller's
// fixed list; values are always parameters.

export interface RowsQuery {
  table: string
  // The columns read, by name, or as an SQL expression (a status derived from another column).
  columns: Record<string, string | RawBuilder<unknown>>
  // The columns `q` searches, lower-cased.
  search: string[]
}

export async function listRows<Row>(
  database: Kysely<any>,
  { table, columns, search }: RowsQuery,
  params: ListParams
): Promise<{ records: Row[]; total: number }> {
  const db = database as unknown as Kysely<DynamicDatabase>
  const conditions: Expression<SqlBool>[] = []
  if (params.q?.trim()) {
    const pattern = `%${params.q
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, "\\$&")}%`
    conditions.push(
      sql<SqlBool>`(${sql.join(
        search.map(
          (column) => sql`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`
        ),
        sql` OR `
      )})`
    )
  }
  if (params.ids)
    conditions.push(
      params.ids.length
        ? sql<SqlBool>`${sql.ref("id")} IN (${sql.join(params.ids)})`
        : sql<SqlBool>`1 = 0`
    )
  for (const [field, value] of Object.entries(params.exact)) {
    const column = sql.ref(field)
    if (Array.isArray(value))
      conditions.push(
        value.length
          ? sql<SqlBool>`${column} IN (${sql.join(value)})`
          : sql<SqlBool>`1 = 0`
      )
    else
      conditions.push(
        value === null
          ? sql<SqlBool>`${column} IS NULL`
          : sql<SqlBool>`${column} = ${value}`
      )
  }
  for (const [field, operator, bound] of params.ranges)
    conditions.push(
      sql<SqlBool>`${sql.ref(field)} ${sql.raw(operator)} ${bound}`
    )
  const where = conditions.length
    ? sql`WHERE ${sql.join(conditions, sql` AND `)}`
    : sql``

  const { total } = (
    await sql<{ total: number }>`SELECT count(*) AS ${sql.ref(
      "total"
    )} FROM ${sql.table(table)} ${where}`.execute(db)
  ).rows[0]!
  const [field, direction] = params.sort
  const order = sql.raw(direction)
  const selected = sql.join(
    Object.entries(columns).map(([name, expression]) =>
      typeof expression === "string"
        ? sql`${sql.ref(expression)} AS ${sql.ref(name)}`
        : sql`${expression} AS ${sql.ref(name)}`
    )
  )
  const { rows } =
    await sql<Row>`SELECT ${selected} FROM ${sql.table(table)} ${where}
    ORDER BY ${sql.ref(field)} ${order}${field === "id" ? sql`` : sql`, ${sql.ref("id")} ${order}`}
    LIMIT ${params.limit} OFFSET ${params.offset}`.execute(db)
  return { records: rows, total: Number(total) }
}
