import type { ListParams } from "../../../common/list-query"
import type { FieldSpec } from "../../../../schemas/content"
import type { SiteFileSummary } from "../../../../schemas/site-files"

// The list of the editable files, filtered, sorted and paged as every admin list is
// (ra-data-simple-rest's parameters, server/common/list-query.ts). The files are the catalogue's
// few dozen, joined to their rows: the list is made in memory, not in SQL.

export type SiteFileListParams = ListParams & { catalogueOrder: boolean }

// The fields the list sorts and filters by.
export const SITE_FILE_LIST_FIELDS: Record<string, FieldSpec> =
  Object.fromEntries(
    [
      "path",
      "kind",
      "title",
      "address",
      "group",
      "state",
      "status",
      "updatedAt",
      "publishAt",
      "publishedAt",
    ].map((field) => [field, { kind: "text" } as FieldSpec])
  )
SITE_FILE_LIST_FIELDS.version = { kind: "integer" } as FieldSpec

const matchesQ = (file: SiteFileSummary, q: string) => {
  const words = q.toLowerCase()
  return [file.title, file.path, file.address ?? "", file.group].some((text) =>
    text.toLowerCase().includes(words)
  )
}

type Value = string | number | boolean | null
const valueOf = (file: SiteFileSummary, field: string): Value =>
  (file as unknown as Record<string, Value>)[field] ?? null

function matches(file: SiteFileSummary, params: ListParams) {
  if (params.q && !matchesQ(file, params.q)) return false
  if (params.ids && !params.ids.includes(file.id)) return false
  for (const [field, wanted] of Object.entries(params.exact)) {
    const values = [wanted].flat()
    if (!values.some((value) => value === valueOf(file, field))) return false
  }
  for (const [field, operator, bound] of params.ranges) {
    const value = valueOf(file, field)
    if (value === null) return false
    const order = value < bound ? -1 : value > bound ? 1 : 0
    const fits =
      operator === ">="
        ? order >= 0
        : operator === ">"
          ? order > 0
          : operator === "<="
            ? order <= 0
            : order < 0
    if (!fits) return false
  }
  return true
}

// Empty values last, as the SQL lists sort them; ties by path.
function compare(field: string, direction: "asc" | "desc") {
  const sign = direction === "asc" ? 1 : -1
  return (a: SiteFileSummary, b: SiteFileSummary) => {
    const x = valueOf(a, field)
    const y = valueOf(b, field)
    if ((x === null) !== (y === null)) return x === null ? 1 : -1
    const byField = x === y ? 0 : String(x).localeCompare(String(y), "en")
    const numeric =
      typeof x === "number" && typeof y === "number"
        ? Math.sign(x - y)
        : byField
    return sign * (numeric || a.path.localeCompare(b.path))
  }
}

export function filterFiles(
  files: SiteFileSummary[],
  params: SiteFileListParams
) {
  const found = files.filter((file) => matches(file, params))
  // Without a sort of its own the list is in the catalogue's order: by group, then title.
  const sorted = params.catalogueOrder
    ? found
    : [...found].sort(
        compare(
          params.sort[0] === "id" ? "path" : params.sort[0],
          params.sort[1]
        )
      )
  return {
    files: sorted.slice(params.offset, params.offset + params.limit),
    total: found.length,
  }
}
