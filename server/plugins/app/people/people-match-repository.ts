import { sql, type Kysely, type Transaction } from "kysely"
import type { Database } from "../../../db/tables"
import { escapeRegExp, type Traces } from "./person-traces"

// The shared parts of the people repository's erasers (people-repository.ts): what each is told,
// and how an address is matched, exactly (case aside) and never inside a longer address.

export type Row = Record<string, unknown>
export type Db = Kysely<Database> | Transaction<Database>

// What every eraser is told: what the site may show of the person, read once, before anything is
// erased.
export interface PersonContext {
  email: string
  traces: Traces
}

export interface FindContext extends PersonContext {
  // What the erasers before this one found.
  found: Record<string, Row[]>
}

export interface EraseContext extends PersonContext {
  // The ids of every record the erasers found (contacts, teachers, mails…), for the audit.
  ids: Set<string>
}

export interface Eraser {
  // The name of its part in the view and the export.
  name: string
  find(db: Db, email: string, context: FindContext): Promise<Row[]>
  // Deletes or anonymises what `find` found; returns how many rows it changed.
  erase(
    trx: Transaction<Database>,
    found: Row[],
    context: EraseContext
  ): Promise<number>
}

export const sameAddress = (column: string, email: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${email.toLowerCase()}`

const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`

// The text inside a column, case aside (ASCII's only, in SQLite)…
export const mentions = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) LIKE ${likeAnywhere(text.toLowerCase())} ESCAPE '\\'`

// …and as written, for the letters SQLite's lower() does not know.
export const contains = (column: string, text: string) =>
  sql<boolean>`${sql.ref(column)} LIKE ${likeAnywhere(text)} ESCAPE '\\'`

// The address inside a longer text, never as part of a longer one: "ann@example.com" is not in
// "joann@example.com" nor in "ann@example.com.au".
export function addressIn(email: string) {
  return new RegExp(
    `(?<![\\w.!#$%&'*+/=?^\`{|}~-])${escapeRegExp(email)}(?![\\w-]|\\.[\\w-])`,
    "gi"
  )
}

// A record as the person's data: without the addresses of the staff who handled it, which are
// theirs.
export const withoutStaff = ({
  answeredBy,
  reviewedBy,
  invitedBy,
  ...row
}: Row) => row

export const ids = (rows: Row[], key = "id") =>
  rows.map((row) => String(row[key]))

export const deleteByIds = async (
  trx: Transaction<Database>,
  table: "contacts" | "teachers" | "mails",
  found: Row[]
) => {
  if (!found.length) return 0
  const result = await trx
    .deleteFrom(table)
    .where("id", "in", ids(found))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
