import * as React from "react"
import { SearchInput, SelectInput } from "react-admin"
import { teacherStatusChoices } from "./TeacherStatusField"

// The teachers list's filters: the text search and where each registration stands.
export const teacherFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={teacherStatusChoices}
    alwaysOn
  />,
]
