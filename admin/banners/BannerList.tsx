import * as React from "react"
import { DataTable, DateField, List } from "react-admin"
import BulkDelete from "../common/BulkDelete"
import ListActions from "../common/ListActions"
import ResponsiveList from "../common/ResponsiveList"
import { searchFilters } from "../common/filters"
import type { Banner } from "../fields"

// Ordered as the home page's carousel shows them.
export default function BannerList() {
  return (
    <List
      filters={searchFilters}
      sort={{ field: "order", order: "ASC" }}
      actions={<ListActions />}
    >
      <ResponsiveList<Banner>
        bulkActionButtons={<BulkDelete />}
        primaryText={(record) => String(record.title ?? "")}
        tertiaryText={(record) =>
          new Date(record.updatedAt).toLocaleDateString()
        }
      >
        <DataTable.NumberCol source="order" />
        <DataTable.Col source="title" />
        <DataTable.Col source="subtitle" />
        <DataTable.Col source="updatedAt" field={DateField} />
      </ResponsiveList>
    </List>
  )
}
