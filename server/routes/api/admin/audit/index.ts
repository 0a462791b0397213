import type { TypedPlugin } from "../../../../common/type-provider"
import { sendCsv } from "../../../../common/export"
import {
  ListQueryError,
  parseListQuery,
  setContentRange,
} from "../../../../common/list-query"
import { listRows } from "../../../../db/list-rows"
import { errorResponses, IdParams } from "../../../../../schemas/common"
import { AuditEntry } from "../../../../../schemas/audit"
import {
  ListQuery,
  listSchema,
  type FieldSpec,
} from "../../../../../schemas/content"
import { rolesFor } from "../../../../../schemas/permissions"

// The audit trail, an administrator's to read: newest first, paged and filtered like every list
// (`actor`, `action`, `resource`, `recordId`, and `from`/`to` bounds on the time), one entry, and
// the list as CSV (an export that is itself recorded). Nothing here writes: the trail is appended
// to where each change is made, and no route changes or deletes an entry.

const fields: Record<string, FieldSpec> = {
  at: { kind: "date" },
  actorId: { kind: "text" },
  actor: { kind: "text" },
  ip: { kind: "text" },
  action: { kind: "text" },
  resource: { kind: "text" },
  recordId: { kind: "text" },
}
const columns = Object.fromEntries(
  ["id", ...Object.keys(fields), "changes"].map((name) => [name, name])
)
const table = {
  table: "audit",
  columns,
  search: ["actor", "resource", "recordId", "changes"],
}

type Row = Omit<AuditEntry, "changes"> & { changes: string }
const toEntry = (row: Row) => ({ ...row, changes: JSON.parse(row.changes) })

// The contract's `from` and `to` are bounds on `at`, inclusive.
function auditParams(query: {
  sort?: string
  range?: string
  filter?: string
}) {
  let filter = query.filter
  if (filter) {
    let parsed: unknown
    try {
      parsed = JSON.parse(filter)
    } catch {
      throw new ListQueryError("querystring filter must be JSON")
    }
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      const { from, to, ...rest } = parsed as Record<string, unknown>
      filter = JSON.stringify({
        ...rest,
        ...(from !== undefined && { at_gte: from }),
        ...(to !== undefined && { at_lte: to }),
      })
    }
  }
  return parseListQuery(
    {
      sort: query.sort ?? JSON.stringify(["at", "DESC"]),
      range: query.range,
      filter,
    },
    fields
  )
}

const audit: TypedPlugin = async (fastify) => {
  fastify.get(
    "/",
    {
      config: { roles: rolesFor("audit", "list") },
      schema: listSchema(AuditEntry),
    },
    async (request, reply) => {
      const params = auditParams(request.query)
      const { records, total } = await listRows<Row>(fastify.db, table, params)
      setContentRange(reply, "audit", params.offset, records.length, total)
      return records.map(toEntry)
    }
  )

  fastify.get(
    "/export",
    {
      config: { roles: rolesFor("audit", "export") },
      schema: {
        querystring: ListQuery,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const params = auditParams({ ...request.query, range: undefined })
      return sendCsv(reply, request.actor!, {
        resource: "audit",
        filter: request.query.filter,
        columns: [
          "at",
          "actor",
          "ip",
          "action",
          "resource",
          "recordId",
          "changes",
        ],
        read: async (limit) =>
          (
            await listRows<Row>(fastify.db, table, {
              ...params,
              offset: 0,
              limit,
            })
          ).records,
      })
    }
  )

  fastify.get(
    "/:id",
    {
      config: { roles: rolesFor("audit", "show") },
      schema: {
        params: IdParams,
        response: { 200: AuditEntry, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { records } = await listRows<Row>(fastify.db, table, {
        sort: ["id", "asc"],
        offset: 0,
        limit: 1,
        ids: [request.params.id],
        exact: {},
        ranges: [],
      })
      return records[0]
        ? toEntry(records[0])
        : reply.notFound("There is no audit entry with this id")
    }
  )
}

export default audit
