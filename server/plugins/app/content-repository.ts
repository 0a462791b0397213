import fp from "fastify-plugin"
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
} from "kysely"
import type { Database, DynamicDatabase, StoredRecord } from "../../db/tables"
import type { ListParams } from "../../lib/list-query"
import {
  fieldNames,
  readFields,
  resources,
  searchFields,
  type FieldSpec,
  type ResourceName,
  type ResourceSpec,
} from "../../../schemas/content"

// Every admin resource through one repository: the table and its columns come from
// schemas/content.ts, so the SQL below is the same for banners as for contacts. Columns are
// always listed, never *, which is what keeps a teacher's password hash out of every read.
// The nine resources the site shows are written through editorial-repository.ts (drafts,
// revisions, Trash); their lists and reads are the working copies, read here.

export type RecordInput = Record<string, string | number | null>

// A record with every field empty: what a create fills in where the body is silent.
export const blankRecord = (resource: ResourceName): RecordInput =>
  Object.fromEntries(
    Object.entries(resources[resource].fields as Record<string, FieldSpec>).map(
      ([name, spec]) => [name, spec.kind === "integer" ? null : ""]
    )
  )

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
    if (field?.kind === "integer" || spec(resource).derived?.[column])
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
        all.push(
          eb.or(
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
        if (Array.isArray(value)) {
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

  async function get(resource: ResourceName, id: string) {
    const record = await db
      .selectFrom(readFrom(resource))
      .select(readColumnsOf(resource))
      .where("id", "=", id)
      .executeTakeFirst()
    return (record as StoredRecord | undefined) ?? null
  }

  return {
    get,

    async list(resource: ResourceName, params: ListParams) {
      const where = conditions(resource, params)
      const { total } = await db
        .selectFrom(readFrom(resource))
        .where(where)
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow()
      let query = db
        .selectFrom(readFrom(resource))
        .select(readColumnsOf(resource))
        .where(where)
      for (const term of orderBy(resource, ...params.sort)) {
        query = query.orderBy(term)
      }
      const records = await query
        .limit(params.limit)
        .offset(params.offset)
        .execute()
      return { records: records as StoredRecord[], total: Number(total) }
    },

    async remove(resource: ResourceName, id: string) {
      const record = await get(resource, id)
      if (record)
        await db.deleteFrom(tableOf(resource)).where("id", "=", id).execute()
      return record
    },
  }
}

export type ContentRepository = ReturnType<typeof createContentRepository>

declare module "fastify" {
  interface FastifyInstance {
    contentRepository: ContentRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate("contentRepository", createContentRepository(fastify.db))
  },
  { name: "content-repository", dependencies: ["db"] }
)
