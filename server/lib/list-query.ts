import type { FastifyReply } from "fastify"

// ra-data-simple-rest's list parameters: sort=["field","ASC"], range=[0,24], filter={...}, each
// JSON in the query string. Parsed and checked here, once for every resource; the repository
// only ever sees names it already knows.
// @see https://github.com/marmelab/react-admin/tree/master/packages/ra-data-simple-rest

export type FilterValue = string | number | boolean | null
export interface ListParams {
  sort: [string, "asc" | "desc"]
  offset: number
  limit: number
  q?: string
  ids?: string[]
  exact: Record<string, FilterValue | FilterValue[]>
}

export const MAX_PAGE = 1000

export class ListQueryError extends Error {
  statusCode = 400
}

function parseJson(name: string, text: string | undefined): unknown {
  if (text === undefined || text === "") return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new ListQueryError(`querystring/${name} must be JSON`)
  }
}

const isScalar = (value: unknown): value is FilterValue =>
  value === null || ["string", "number", "boolean"].includes(typeof value)

export function parseListQuery(
  query: { sort?: string; range?: string; filter?: string },
  fields: string[]
): ListParams {
  const sortable = new Set(["id", "createdAt", "updatedAt", ...fields])

  const sort = parseJson("sort", query.sort) ?? ["id", "ASC"]
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    !sortable.has(sort[0]) ||
    !/^(asc|desc)$/i.test(String(sort[1]))
  ) {
    throw new ListQueryError(
      `querystring/sort must be ["field","ASC"|"DESC"] with a field among ${[...sortable].join(", ")}`
    )
  }

  const range = parseJson("range", query.range) ?? [0, MAX_PAGE - 1]
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isInteger(n) && n >= 0) ||
    range[1] < range[0]
  ) {
    throw new ListQueryError(
      "querystring/range must be [start,end] with 0 <= start <= end"
    )
  }

  const filter = parseJson("filter", query.filter) ?? {}
  if (typeof filter !== "object" || filter === null || Array.isArray(filter)) {
    throw new ListQueryError("querystring/filter must be a JSON object")
  }
  const params: ListParams = {
    sort: [sort[0], String(sort[1]).toLowerCase() as "asc" | "desc"],
    offset: range[0],
    limit: Math.min(range[1] - range[0] + 1, MAX_PAGE),
    exact: {},
  }
  for (const [key, value] of Object.entries(filter)) {
    if (key === "q") {
      if (typeof value !== "string")
        throw new ListQueryError("querystring/filter.q must be text")
      params.q = value
    } else if (key === "id" && Array.isArray(value)) {
      if (
        !value.every((id) => typeof id === "string" || typeof id === "number")
      ) {
        throw new ListQueryError("querystring/filter.id must be a list of ids")
      }
      params.ids = value.map(String)
    } else if (!sortable.has(key)) {
      throw new ListQueryError(
        `querystring/filter.${key} is not a field of this resource`
      )
    } else if (
      isScalar(value) ||
      (Array.isArray(value) && value.every(isScalar))
    ) {
      params.exact[key] = value
    } else {
      throw new ListQueryError(
        `querystring/filter.${key} must be a value or a list of values`
      )
    }
  }
  return params
}

// Content-Range: banners 0-24/319, the range actually returned; "*/0" when there is none.
export function setContentRange(
  reply: FastifyReply,
  resource: string,
  offset: number,
  count: number,
  total: number
) {
  const range = count > 0 ? `${offset}-${offset + count - 1}` : "*"
  reply.header("content-range", `${resource} ${range}/${total}`)
}
