import type { FastifyReply } from "fastify"
import type { FieldSpec } from "../../schemas/content"

// ra-data-simple-rest's list parameters: sort=["field","ASC"], range=[0,24], filter={...}, each
// JSON in the query string. Parsed and checked here, once for every resource: the repository
// only ever sees field names it knows and values of the column's type (PostgreSQL, unlike
// SQLite, fails on text compared with an integer column).
// @see https://github.com/marmelab/react-admin/tree/master/packages/ra-data-simple-rest

export type FilterValue = string | number | null
export type RangeOperator = ">=" | ">" | "<=" | "<"
export interface ListParams {
  sort: [string, "asc" | "desc"]
  offset: number
  limit: number
  q?: string
  ids?: string[]
  exact: Record<string, FilterValue | FilterValue[]>
  // `createdAt_gte: "2024-05-01T00:00:00.000Z"`: react-admin's suffixes for a bound on a field.
  ranges: [field: string, operator: RangeOperator, value: string | number][]
}

const rangeSuffixes: Record<string, RangeOperator> = {
  _gte: ">=",
  _gt: ">",
  _lte: "<=",
  _lt: "<",
}

export const MAX_PAGE = 1000
const expected: Partial<Record<FieldSpec["kind"], string>> = {
  integer: "a whole number",
  boolean: "true or false",
}
const MAX_INTEGER = 2_147_483_647

export class ListQueryError extends Error {
  statusCode = 400
}

function parseJson(name: string, text: string | undefined): unknown {
  if (text === undefined || text === "") return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new ListQueryError(`querystring ${name} must be JSON`)
  }
}

// A filter value as the column stores it, or undefined when it cannot be one.
function columnValue(
  kind: FieldSpec["kind"],
  value: unknown
): FilterValue | undefined {
  if (value === null) return null
  // Stored as 0 and 1 on both databases.
  if (kind === "boolean") {
    if (value === true || value === "true") return 1
    if (value === false || value === "false") return 0
    return undefined
  }
  if (kind === "integer") {
    const number =
      typeof value === "string" && /^-?\d{1,10}$/.test(value)
        ? Number(value)
        : value
    return Number.isInteger(number) && Math.abs(number as number) <= MAX_INTEGER
      ? (number as number)
      : undefined
  }
  if (typeof value === "string") return value
  return typeof value === "number" && Number.isFinite(value)
    ? String(value)
    : undefined
}

export interface ListOptions {
  // The filter keys the list takes (`q`, `id`, a field, a bound such as `at_gte`), when it does
  // not take them all: each other key answers 400 rather than being ignored.
  filters?: readonly string[]
  // Filter values that apply when the filter names neither that field nor ids, nor one of `unless`.
  defaults?: Record<string, boolean>
  unless?: readonly string[]
}

type Kinds = Record<string, FieldSpec["kind"]>
const knownIn =
  (kinds: Kinds) =>
  (name: unknown): name is string =>
    typeof name === "string" && Object.hasOwn(kinds, name)

function parseSort(text: string | undefined, kinds: Kinds): ListParams["sort"] {
  const sort = parseJson("sort", text) ?? ["id", "ASC"]
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    !knownIn(kinds)(sort[0]) ||
    !/^(asc|desc)$/i.test(String(sort[1]))
  ) {
    throw new ListQueryError(
      `querystring sort must be ["field","ASC" or "DESC"] with a field among ${Object.keys(kinds).join(", ")}`
    )
  }
  return [sort[0], String(sort[1]).toLowerCase() as "asc" | "desc"]
}

function parseRange(text: string | undefined) {
  const range = parseJson("range", text) ?? [0, MAX_PAGE - 1]
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isSafeInteger(n) && n >= 0) ||
    range[1] < range[0]
  ) {
    throw new ListQueryError(
      "querystring range must be [start,end] with 0 <= start <= end"
    )
  }
  return {
    offset: range[0],
    limit: Math.min(range[1] - range[0] + 1, MAX_PAGE),
  }
}

function parseFilter(text: string | undefined) {
  const filter = parseJson("filter", text) ?? {}
  if (typeof filter !== "object" || filter === null || Array.isArray(filter)) {
    throw new ListQueryError("querystring filter must be a JSON object")
  }
  // Escaped inside the JSON, a NUL passes the raw-text guard of server/common/errors.ts.
  if (JSON.stringify(filter).includes("\\u0000")) {
    throw new ListQueryError(
      "querystring filter must not contain the NUL character"
    )
  }
  return filter
}

// One key of the filter into the params: the search, a range's bound, the ids, or a field's
// exact value (or any of a list).
function addFilter(
  params: ListParams,
  kinds: Kinds,
  key: string,
  value: unknown
) {
  const known = knownIn(kinds)
  if (key === "q") {
    if (typeof value !== "string")
      throw new ListQueryError("querystring filter.q must be text")
    params.q = value
    return
  }
  const [, field, suffix] = /^(.+)(_gte|_gt|_lte|_lt)$/.exec(key) ?? []
  if (suffix && known(field)) {
    const bound = columnValue(kinds[field], value)
    if (bound === undefined || bound === null) {
      throw new ListQueryError(
        `querystring filter.${key} must be ${kinds[field] === "integer" ? "a whole number" : "text"}`
      )
    }
    params.ranges.push([field, rangeSuffixes[suffix], bound])
    return
  }
  if (!known(key)) {
    throw new ListQueryError(
      `querystring filter.${key} is not a field of this resource`
    )
  }
  const values = (Array.isArray(value) ? value : [value]).map((v) =>
    columnValue(kinds[key], v)
  )
  if (values.some((v) => v === undefined)) {
    throw new ListQueryError(
      `querystring filter.${key} must be ${expected[kinds[key]] ?? "text"} or a list of them`
    )
  }
  if (key === "id" && Array.isArray(value)) params.ids = values.map(String)
  else
    params.exact[key] = Array.isArray(value)
      ? (values as FilterValue[])
      : values[0]!
}

// `fields` are the list's own, each a column it sorts and filters by (`id` is every list's): a
// name it does not have answers 400, never reaches the database.
export function parseListQuery(
  query: { sort?: string; range?: string; filter?: string },
  fields: Record<string, FieldSpec>,
  { filters, defaults = {}, unless = [] }: ListOptions = {}
): ListParams {
  const kinds: Kinds = {
    id: "text",
    ...Object.fromEntries(
      Object.entries(fields).map(([name, spec]) => [name, spec.kind])
    ),
  }
  const sort = parseSort(query.sort, kinds)
  const range = parseRange(query.range)
  const filter = parseFilter(query.filter)
  const params: ListParams = { sort, ...range, exact: {}, ranges: [] }
  for (const [key, value] of Object.entries(filter)) {
    if (filters && !filters.includes(key)) {
      throw new ListQueryError(
        `querystring filter.${key} is not one this list takes: ${filters.join(", ")}`
      )
    }
    addFilter(params, kinds, key, value)
  }
  if (!params.ids && !unless.some((key) => Object.hasOwn(params.exact, key))) {
    for (const [key, value] of Object.entries(defaults)) {
      if (!Object.hasOwn(params.exact, key))
        params.exact[key] = columnValue(kinds[key], value)!
    }
  }
  return params
}

// The values a field's exact filter matches (one, or any of a list), or undefined without one.
export const filterValues = (
  params: ListParams,
  field: string
): FilterValue[] | undefined =>
  Object.hasOwn(params.exact, field) ? [params.exact[field]].flat() : undefined

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
