import * as React from "react"
import {
  DateInput,
  SearchInput,
  SelectInput,
  type ChoicesProps,
} from "react-admin"

// `q` is the API's full-text filter over a resource's text fields (docs/api.md).
export const searchFilters = [<SearchInput key="q" source="q" alwaysOn />]

// The text search and one field's choices beside it (a status, a state, a role): most lists'
// filters.
export const searchAndChoiceFilters = (
  source: string,
  choices: ChoicesProps["choices"]
) => [
  ...searchFilters,
  <SelectInput key={source} source={source} choices={choices} alwaysOn />,
]

/**
 * 'Since' and 'until' days for a timestamp field. The API bounds the field itself
 * (`createdAt_gte`, `createdAt_lt`: instants); the inputs show whole days in the administrator's
 * time zone, so 'until' the 4th bounds the list before midnight at the start of the 5th.
 */
export function dayRangeFilters(field: string) {
  return [
    <DateInput
      key="since"
      source={`${field}_gte`}
      label="admin.filter.since"
      parse={(day: string) => (day ? startOfDay(day) : null)}
      alwaysOn
    />,
    <DateInput
      key="until"
      source={`${field}_lt`}
      label="admin.filter.until"
      parse={(day: string) => (day ? startOfDay(day, 1) : null)}
      format={(instant?: string | null) => (instant ? dayBefore(instant) : "")}
      alwaysOn
    />,
  ]
}

/** The instant a YYYY-MM-DD day (plus `days`) begins, local time, as ISO text. */
export function startOfDay(day: string, days = 0) {
  const [year, month, date] = day.split("-").map(Number)
  return new Date(year, month - 1, date + days).toISOString()
}

/** The local YYYY-MM-DD day that ends at `instant`. */
export function dayBefore(instant: string) {
  const day = new Date(new Date(instant).getTime() - 1)
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
}
