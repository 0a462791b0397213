import * as React from "react"
import { DataTable, DateField, List } from "react-admin"
import BulkDelete from "../common/BulkDelete"
import { searchFilters } from "../common/filters"
import type { Event } from "../fields"

export default function EventList() {
  return (
    <List filters={searchFilters} sort={{ field: "date", order: "DESC" }}>
      <DataTable<Event> rowClick="show" bulkActionButtons={<BulkDelete />}>
        <DataTable.Col source="title" />
        <DataTable.Col source="date" field={DateField} />
        <DataTable.Col source="location" />
      </DataTable>
    </List>
  )
}
