import * as React from "react"
import { DataTable, DateField, List } from "react-admin"
import BulkDelete from "../common/BulkDelete"
import ListActions from "../common/ListActions"
import ResponsiveList from "../common/ResponsiveList"
import { searchFilters } from "../common/filters"
import type { NewsItem } from "../fields"

export default function NewsList() {
  return (
    <List
      filters={searchFilters}
      sort={{ field: "date", order: "DESC" }}
      actions={<ListActions />}
    >
      <ResponsiveList<NewsItem>
        bulkActionButtons={<BulkDelete />}
        primaryText={(record) => String(record.title ?? "")}
        tertiaryText={(record) =>
          new Date(record.updatedAt).toLocaleDateString()
        }
      >
        <DataTable.Col source="title" />
        <DataTable.Col source="date" field={DateField} />
        <DataTable.Col source="updatedAt" field={DateField} />
      </ResponsiveList>
    </List>
  )
}
