import { sql, type Kysely, type Transaction } from "kysely"
import { migrate } from "./migrate"

// Moves a site's SQLite database into a new PostgreSQL database (server/cli/move-to-postgres.ts):
// both are brought to this code's schema by the same migrations, then every row of every table is
// copied, ids and all, in one PostgreSQL transaction, and each table's count is checked before it
// commits. A failure leaves the source as it was and the target with the schema alone.

// Kysely's own bookkeeping: the target's migrations write their own.
const BOOKKEEPING = new Set([
  "kysely_migration",
  "kysely_migration_lock",
  "schema_migrations",
])

// Rows read and written at a time; a table with BLOB columns (uploads, media) reads fewer, as each
// row may hold an image of up to 10 MB.
const BATCH_ROWS = 500
const BLOB_BATCH_ROWS = 8

export interface MoveProgress {
  table: string
  rows: number
}

export interface MoveResult {
  tables: MoveProgress[]
}

export class TargetNotEmptyError extends Error {}

export interface MoveOptions {
  // Told of each table once it is copied.
  onTable?: (progress: MoveProgress) => void
  // Rows a batch holds (tests make them small, so that every table spans several batches).
  batchRows?: number
  blobBatchRows?: number
}

export async function moveToPostgres(
  source: Kysely<any>,
  target: Kysely<any>,
  {
    onTable = () => {},
    batchRows = BATCH_ROWS,
    blobBatchRows = BLOB_BATCH_ROWS,
  }: MoveOptions = {}
): Promise<MoveResult> {
  await refuseNonEmpty(target)
  // The source as `npm start` of this code would leave it, so both have the same tables.
  await migrate(source)
  await migrate(target)
  const tables = await copyOrder(source)
  await checkSameTables(tables, target)
  await refuseSequences(target)
  const result: MoveProgress[] = []
  // A read transaction on SQLite: one snapshot of the source, whatever else writes to it.
  await source.transaction().execute(async (from) => {
    await target.transaction().execute(async (to) => {
      // The migrations seed a few rows (the Academy's courses, the publishing state): the copy
      // replaces them with the source's.
      await sql`TRUNCATE ${sql.join(tables.map((t) => sql.table(t.name)))}`.execute(
        to
      )
      for (const table of tables) {
        // PostgreSQL takes at most 65,535 parameters in one statement: one a value.
        const limit = Math.min(
          table.hasBlobs ? blobBatchRows : batchRows,
          Math.floor(60_000 / table.columns.length)
        )
        const rows = await copyTable(from, to, table, limit).catch((error) => {
          throw new Error(
            `${table.name} could not be copied, so nothing was: ${error instanceof Error ? error.message : error}`,
            { cause: error }
          )
        })
        await checkCount(to, table.name, rows)
        result.push({ table: table.name, rows })
        onTable({ table: table.name, rows })
      }
    })
  })
  return { tables: result }
}

// A new database only: one whose schema holds no table at all. A database a server has run on,
// or an earlier move that failed half-way, must be dropped and created again first.
async function refuseNonEmpty(target: Kysely<any>) {
  const { rows } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() ORDER BY table_name LIMIT 3`.execute(
    target
  )
  if (rows.length)
    throw new TargetNotEmptyError(
      `The target database is not empty (it has ${rows
        .map((row) => row.name)
        .join(
          ", "
        )}${rows.length === 3 ? ", …" : ""}): move into a new database ` +
        "(DROP DATABASE and CREATE DATABASE again); nothing was changed"
    )
}

interface SourceTable {
  name: string
  columns: string[]
  hasBlobs: boolean
}

// The source's tables, each after the tables its foreign keys name, so each row's references are
// in the target before it.
async function copyOrder(source: Kysely<any>): Promise<SourceTable[]> {
  const { rows: names } = await sql<{ name: string }>`
    SELECT name FROM sqlite_master
    WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(
    source
  )
  const tables = new Map<string, SourceTable & { after: string[] }>()
  for (const { name } of names) {
    if (BOOKKEEPING.has(name)) continue
    const { rows: columns } = await sql<{ name: string; type: string }>`
      SELECT name, type FROM pragma_table_info(${name}) ORDER BY cid`.execute(
      source
    )
    const { rows: references } = await sql<{ table: string }>`
      SELECT DISTINCT "table" FROM pragma_foreign_key_list(${name})`.execute(
      source
    )
    tables.set(name, {
      name,
      columns: columns.map((column) => column.name),
      hasBlobs: columns.some((column) => /BLOB/i.test(column.type)),
      after: references.map((reference) => reference.table),
    })
  }
  const ordered: SourceTable[] = []
  const placed = new Set<string>()
  const place = (name: string, path: string[]) => {
    const table = tables.get(name)
    if (!table || placed.has(name)) return
    if (path.includes(name))
      throw new Error(
        `Foreign keys run in a circle: ${[...path, name].join(" → ")}`
      )
    for (const parent of table.after) place(parent, [...path, name])
    placed.add(name)
    ordered.push({
      name,
      columns: table.columns,
      hasBlobs: table.hasBlobs,
    })
  }
  for (const name of tables.keys()) place(name, [])
  return ordered
}

// After the same migrations both hold the same tables and columns; anything else (a table a
// newer version added by hand) stops the move rather than being left behind.
async function checkSameTables(tables: SourceTable[], target: Kysely<any>) {
  const { rows } = await sql<{ table: string; column: string }>`
    SELECT c.table_name AS "table", c.column_name AS "column"
    FROM information_schema.columns c
    JOIN information_schema.tables t
      ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'`.execute(
    target
  )
  const targetColumns = new Map<string, Set<string>>()
  for (const row of rows) {
    if (BOOKKEEPING.has(row.table)) continue
    if (!targetColumns.has(row.table)) targetColumns.set(row.table, new Set())
    targetColumns.get(row.table)!.add(row.column)
  }
  const describe = (table: string, columns: Iterable<string>) =>
    `${table} (${[...columns].sort().join(", ")})`
  const sourceShape = tables.map((t) => describe(t.name, t.columns)).sort()
  const targetShape = [...targetColumns]
    .map(([table, columns]) => describe(table, columns))
    .sort()
  const missing = sourceShape.filter((shape) => !targetShape.includes(shape))
  const extra = targetShape.filter((shape) => !sourceShape.includes(shape))
  if (missing.length || extra.length)
    throw new Error(
      `The two databases' tables differ after the migrations; only in SQLite: ${
        missing.join("; ") || "none"
      }; only in PostgreSQL: ${extra.join("; ") || "none"}`
    )
}

// Every id is text the server makes, so the schema has no sequence to move past the copied rows;
// one added later must be handled here before a move can be trusted.
async function refuseSequences(target: Kysely<any>) {
  const { rows } = await sql<{ name: string }>`
    SELECT sequence_name AS name FROM information_schema.sequences
    WHERE sequence_schema = current_schema()`.execute(target)
  if (rows.length)
    throw new Error(
      `The PostgreSQL schema has sequences (${rows.map((row) => row.name).join(", ")}), which this command does not advance past the copied rows`
    )
}

// The table's rows in batches, in rowid order (keyset: each batch starts after the last one's
// rowid, so a large table costs no more per batch than a small one).
async function copyTable(
  from: Transaction<any>,
  to: Transaction<any>,
  table: SourceTable,
  limit: number
): Promise<number> {
  const columns = sql.join(table.columns.map((column) => sql.ref(column)))
  let after = Number.MIN_SAFE_INTEGER
  let copied = 0
  for (;;) {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT rowid AS "__rowid", ${columns} FROM ${sql.table(table.name)}
      WHERE rowid > ${after} ORDER BY rowid LIMIT ${limit}`.execute(from)
    if (!rows.length) return copied
    after = Number(rows[rows.length - 1].__rowid)
    const values = rows.map(
      (row) =>
        sql`(${sql.join(table.columns.map((column) => sql.val(row[column])))})`
    )
    await sql`INSERT INTO ${sql.table(table.name)} (${columns})
      VALUES ${sql.join(values)}`.execute(to)
    copied += rows.length
  }
}

async function checkCount(to: Transaction<any>, table: string, copied: number) {
  const { rows } = await sql<{ n: number | string }>`
    SELECT count(*) AS n FROM ${sql.table(table)}`.execute(to)
  if (Number(rows[0].n) !== copied)
    throw new Error(
      `${table}: ${copied} rows read from SQLite, but PostgreSQL holds ${rows[0].n}; nothing was changed`
    )
}
