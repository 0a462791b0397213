import * as React from "react"
import { DataTable, DateField, List } from "react-admin"
import BulkDelete from "../common/BulkDelete"
import ListActions from "../common/ListActions"
import ResponsiveList from "../common/ResponsiveList"
import { searchFilters } from "../common/filters"
import type { Story } from "../fields"

export default function StoryList() {
  return (
    <List
      filters={searchFilters}
      sort={{ field: "createdAt", order: "DESC" }}
      actions={<ListActions />}
    >
      <ResponsiveList<Story>
        bulkActionButtons={<BulkDelete />}
        primaryText={(record) => String(record.title ?? "")}
        tertiaryText={(record) =>
          new Date(record.updatedAt).toLocaleDateString()
        }
      >
        <DataTable.Col source="title" />
        <DataTable.Col source="createdAt" field={DateField} />
      </ResponsiveList>
    </List>
  )
}
