import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
} from "kysely"
import type {
  Database,
  DynamicDatabase,
  StoredRecord,
  Timestamped,
} from "../../../db/tables"
import { recordAudit } from "../audit/audit-repository"
import type { ListParams } from "../../../common/list-query"
import type { Actor } from "../people/actor"
import type { Scope } from "../people/access"
import {
  fieldNames,
  readFields,
  resources,
  searchFields,
  type ResourceName,
  type ResourceSpec,
} from "../../../../schemas/content"
import { dbRepositoryPlugin } from "../../../common/db-repository-plugin"

// Every admin resource through one repository: the table and its columns come from
// schemas/content.ts, so the SQL below is the same for banners as for contacts. Columns are
// always listed, never *, which is what keeps a teacher's password hash out of every read.
// The nine resources the site shows are written through editorial-repository.ts (drafts,
// revisions, Trash); their lists and reads are the working copies, read here.
//
// Each read may carry a scope: column values a record must have to be reached at all (a teacher
// reaches only the courses whose teacherId is theirs); any other record reads as missing. A
// deletion names its actor, and its audit entry is written in the deletion's own transaction.

export interface Access {
  // Who makes the change, for the audit trail; a change without one is not audited.
  actor?: Actor
  scope?: Scope
}

// Filters that stand for another column's value: a contact's spam flag is its status, so the
// filter reads the indexed status column rather than the flag the view derives from it.
const aliases: Partial<
  Record<
    ResourceName,
    Record<
      string,
      (
        eb: ExpressionBuilder<DynamicDatabase, string>,
        value: unknown
      ) => Expression<SqlBool>
    >
  >
> = {
  // A literal, not a parameter: the planner then sees the condition of the partial indexes on the
  // contacts that are not spam (migrations/013-people.ts) and reads the list from them.
  contacts: {
    spam: (_eb, value) =>
      value
        ? sql<SqlBool>`"status" = 'spam'`
        : sql<SqlBool>`"status" <> 'spam'`,
  },
}

// Where the routes and the build's tests have always found them.
export { blankRecord, type RecordInput } from "./editorial"

// A record as the admin reads it: the stored values, with a derived JSON column (FieldSpec.shape)
// as its object.
export type ReadRecord = Timestamped &
  Record<string, string | number | null | object>

// The derived JSON columns of each resource, decoded as a read answers them.
const shapedFields = (resource: ResourceName) =>
  Object.entries(readFields(resource))
    .filter(([, spec]) => spec.shape)
    .map(([name]) => name)
const decode = (resource: ResourceName) => {
  const shaped = shapedFields(resource)
  return (record: StoredRecord): ReadRecord =>
    shaped.length
      ? {
          ...record,
          ...Object.fromEntries(
            shaped.map((name) => {
              const stored = record[name]
              return [name, stored === null ? null : JSON.parse(String(stored))]
            })
          ),
        }
      : record
}

// long: a repository factory: its body is the list of its methods, each short
export function createContentRepository(database: Kysely<Database>) {
  const db = database as unknown as Kysely<DynamicDatabase>
  const spec = (resource: ResourceName): ResourceSpec => resources[resource]
  const columnsOf = (resource: ResourceName) => [
    "id",
    ...fieldNames(resource),
    "createdAt",
    "updatedAt",
  ]
  // Reads go through the resource's view when it has one (the derived fields: contacts and
  // teachers with their notification's state); writes always go to the table.
  const readColumnsOf = (resource: ResourceName) => [
    ...columnsOf(resource),
    ...Object.keys(spec(resource).derived ?? {}),
  ]
  const tableOf = (resource: ResourceName) => spec(resource).table
  const readFrom = (resource: ResourceName) =>
    spec(resource).view ?? spec(resource).table

  // ORDER BY terms for a column. Only the integer and derived columns may be NULL; those sort
  // last in both dialects (SQLite puts NULL first, PostgreSQL last). The id breaks ties in the same
  // direction, so an index on (column, id) serves the whole order without a sort.
  const orderBy = (
    resource: ResourceName,
    column: string,
    direction: "asc" | "desc"
  ) => {
    const field = readFields(resource)[column]
    const terms = [sql`${sql.ref(column)} ${sql.raw(direction)}`]
    if (
      field?.kind === "integer" ||
      field?.nullable ||
      spec(resource).derived?.[column]
    )
      terms.unshift(sql`${sql.ref(column)} IS NULL`)
    if (column !== "id") terms.push(sql`${sql.ref("id")} ${sql.raw(direction)}`)
    return terms
  }

  function conditions(resource: ResourceName, params: ListParams) {
    return (eb: ExpressionBuilder<DynamicDatabase, string>) => {
      const all: Expression<SqlBool>[] = []
      if (params.q?.trim()) {
        const pattern = `%${params.q
          .trim()
          .toLowerCase()
          .replace(/[\\%_]/g, "\\$&")}%`
        const column = spec(resource).searchColumn
        all.push(
          column
            ? sql<SqlBool>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`
            : eb.or(
                searchFields(resource).map(
                  (field) =>
                    sql<SqlBool>`lower(${sql.ref(field)}) LIKE ${pattern} ESCAPE '\\'`
                )
              )
        )
      }
      if (params.ids) {
        all.push(
          params.ids.length ? eb("id", "in", params.ids) : sql<SqlBool>`1 = 0`
        )
      }
      for (const [field, value] of Object.entries(params.exact)) {
        const alias = aliases[resource]?.[field]
        if (alias) {
          const values = Array.isArray(value) ? value : [value]
          all.push(
            values.length
              ? eb.or(values.map((one) => alias(eb, one)))
              : sql<SqlBool>`1 = 0`
          )
        } else if (Array.isArray(value)) {
          all.push(
            value.length
              ? eb(field, "in", value as string[])
              : sql<SqlBool>`1 = 0`
          )
        } else {
          all.push(
            value === null
              ? eb(field, "is", null)
              : eb(field, "=", value as string)
          )
        }
      }
      for (const [field, operator, bound] of params.ranges) {
        all.push(eb(field, operator, bound))
      }
      return eb.and(all)
    }
  }

  const inScope = (scope: Scope = {}) =>
    Object.entries(scope).map(
      ([column, value]) =>
        (eb: ExpressionBuilder<DynamicDatabase, string>) =>
          eb(column, "=", value)
    )

  async function get(
    resource: ResourceName,
    id: string,
    scope: Scope = {},
    database: Kysely<DynamicDatabase> = db
  ) {
    let query = database
      .selectFrom(readFrom(resource))
      .select(readColumnsOf(resource))
      .where("id", "=", id)
    for (const condition of inScope(scope)) query = query.where(condition)
    const record = (await query.executeTakeFirst()) as StoredRecord | undefined
    return record ? decode(resource)(record) : null
  }

  const audit = (
    trx: Kysely<DynamicDatabase>,
    actor: Actor | undefined,
    entry: Omit<Parameters<typeof recordAudit>[1], "actor">
  ) =>
    actor
      ? recordAudit(trx as unknown as Kysely<Database>, { actor, ...entry })
      : undefined

  // The count reads the table when the filter names only its columns: the view's join adds
  // nothing to a count, and the table's indexes then answer it alone.
  const countFrom = (resource: ResourceName, params: ListParams) => {
    const derived = spec(resource).derived ?? {}
    const viaView = [
      ...Object.keys(params.exact),
      ...params.ranges.map(([field]) => field),
    ].some((field) => derived[field] && !aliases[resource]?.[field])
    return viaView ? readFrom(resource) : tableOf(resource)
  }

  return {
    get,

    async list(resource: ResourceName, params: ListParams, scope: Scope = {}) {
      params = { ...params, exact: { ...params.exact, ...scope } }
      const where = conditions(resource, params)
      let query = db
        .selectFrom(readFrom(resource))
        .select(readColumnsOf(resource))
        .where(where)
      for (const term of orderBy(resource, ...params.sort)) {
        query = query.orderBy(term)
      }
      const records = (
        (await query
          .limit(params.limit)
          .offset(params.offset)
          .execute()) as StoredRecord[]
      ).map(decode(resource))
      // A page that is not full ends the list, so it tells the total itself: a search that finds
      // a handful (or none) reads the table once, not twice.
      if (records.length < params.limit && (records.length || !params.offset))
        return { records, total: params.offset + records.length }
      const { total } = await db
        .selectFrom(countFrom(resource, params))
        .where(where)
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow()
      return { records, total: Number(total) }
    },

    // Contacts and teachers only: the nine resources the site shows go to Trash through
    // editorial-repository.ts.
    async remove(
      resource: ResourceName,
      id: string,
      { actor, scope = {} }: Access = {}
    ) {
      return db.transaction().execute(async (trx) => {
        const record = await get(resource, id, scope, trx)
        if (!record) return null
        await trx.deleteFrom(tableOf(resource)).where("id", "=", id).execute()
        await audit(trx, actor, { action: "delete", resource, recordId: id })
        return record
      })
    },
  }
}

export type ContentRepository = ReturnType<typeof createContentRepository>

declare module "fastify" {
  interface FastifyInstance {
    contentRepository: ContentRepository
  }
}

export default dbRepositoryPlugin("contentRepository", createContentRepository)
