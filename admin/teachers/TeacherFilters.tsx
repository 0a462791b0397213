import * as React from "react"
import { searchAndChoiceFilters } from "../common/filters"
import { teacherStatusChoices } from "./TeacherStatusField"

// The teachers list's filters: the text search and where each registration stands.
export const teacherFilters = searchAndChoiceFilters(
  "status",
  teacherStatusChoices
)
