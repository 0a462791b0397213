import * as React from "react"
import { DataTable, DateField, List } from "react-admin"
import BulkDelete from "../common/BulkDelete"
import { searchFilters } from "../common/filters"
import type { Course } from "../fields"

export default function CourseList() {
  return (
    <List filters={searchFilters} sort={{ field: "title", order: "ASC" }}>
      <DataTable<Course> rowClick="show" bulkActionButtons={<BulkDelete />}>
        <DataTable.Col source="title" />
        <DataTable.NumberCol source="durationDays" />
        <DataTable.Col source="updatedAt" field={DateField} />
      </DataTable>
    </List>
  )
}
