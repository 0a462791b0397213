import * as React from "react"
import { DataTable, DateField, List } from "react-admin"
import BulkDelete from "../common/BulkDelete"
import { searchFilters } from "../common/filters"
import type { Story } from "../fields"

export default function StoryList() {
  return (
    <List filters={searchFilters} sort={{ field: "createdAt", order: "DESC" }}>
      <DataTable<Story> rowClick="show" bulkActionButtons={<BulkDelete />}>
        <DataTable.Col source="title" />
        <DataTable.Col source="createdAt" field={DateField} />
      </DataTable>
    </List>
  )
}
