import * as React from "react"
import { DataTable, DateField, List } from "react-admin"
import BulkDelete from "../common/BulkDelete"
import { searchFilters } from "../common/filters"
import type { Banner } from "../fields"

// Ordered as the home page's carousel shows them.
export default function BannerList() {
  return (
    <List filters={searchFilters} sort={{ field: "order", order: "ASC" }}>
      <DataTable<Banner> rowClick="show" bulkActionButtons={<BulkDelete />}>
        <DataTable.NumberCol source="order" />
        <DataTable.Col source="title" />
        <DataTable.Col source="subtitle" />
        <DataTable.Col source="updatedAt" field={DateField} />
      </DataTable>
    </List>
  )
}
