import type { DataProvider, GetListParams, RaRecord } from "react-admin"

// The contacts list filters by the day a contact arrived, but CONTRACT.md's list filters only
// match values exactly. A filter with `createdAt_gte` / `createdAt_lte` (days, YYYY-MM-DD, as
// react-admin's DateInput gives them) is therefore applied here: the matching records are read
// newest first, a page at a time, until the range's first day is passed, then sorted and paged in
// the browser. Contacts number in the hundreds, so this stays a request or two. If the API ever
// takes ranges itself, this file can go.
export const SINCE = "createdAt_gte"
export const UNTIL = "createdAt_lte"
const PAGE = 1000

export const hasDateRange = (filter: Record<string, unknown> = {}) =>
  filter[SINCE] != null || filter[UNTIL] != null

export async function getListInDateRange<
  RecordType extends RaRecord = RaRecord,
>(
  provider: DataProvider,
  resource: string,
  params: GetListParams,
  pageSize = PAGE
) {
  const { [SINCE]: since, [UNTIL]: until, ...filter } = params.filter ?? {}
  const from = since ? dayStart(since) : ""
  const to = until ? dayStart(until, 1) : ""
  const inRange = (record: RecordType) =>
    (!from || record.createdAt >= from) && (!to || record.createdAt < to)

  const matches: RecordType[] = []
  for (let page = 1; ; page++) {
    const { data, total = 0 } = await provider.getList<RecordType>(resource, {
      filter,
      sort: { field: "createdAt", order: "DESC" },
      pagination: { page, perPage: pageSize },
      signal: params.signal,
    })
    matches.push(...data.filter(inRange))
    const pastStart =
      from !== "" && data.some((record) => record.createdAt < from)
    if (pastStart || data.length === 0 || page * pageSize >= total) break
  }

  const { field, order } = params.sort ?? { field: "createdAt", order: "DESC" }
  const direction = order === "ASC" ? 1 : -1
  matches.sort((a, b) => direction * compare(a[field], b[field]))
  const { page, perPage } = params.pagination ?? {
    page: 1,
    perPage: matches.length,
  }
  return {
    data: matches.slice((page - 1) * perPage, page * perPage),
    total: matches.length,
  }
}

// Local midnight of a YYYY-MM-DD day (plus `days`), as the UTC ISO text `createdAt` is stored in.
function dayStart(day: string, days = 0) {
  const [year, month, date] = day.slice(0, 10).split("-").map(Number)
  return new Date(year, month - 1, date + days).toISOString()
}

function compare(a: unknown, b: unknown) {
  if (typeof a === "number" && typeof b === "number") return a - b
  return String(a ?? "").localeCompare(String(b ?? ""))
}
