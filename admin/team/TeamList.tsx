import * as React from "react"
import { DataTable, DateField, List } from "react-admin"
import BulkDelete from "../common/BulkDelete"
import { searchFilters } from "../common/filters"
import type { TeamMember } from "../fields"

export default function TeamList() {
  return (
    <List filters={searchFilters} sort={{ field: "name", order: "ASC" }}>
      <DataTable<TeamMember> rowClick="show" bulkActionButtons={<BulkDelete />}>
        <DataTable.Col source="name" />
        <DataTable.Col source="role" />
        <DataTable.Col source="updatedAt" field={DateField} />
      </DataTable>
    </List>
  )
}
