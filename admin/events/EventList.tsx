import * as React from "react"
import { DataTable, DateField, List } from "react-admin"
import BulkDelete from "../common/BulkDelete"
import ListActions from "../common/ListActions"
import ResponsiveList from "../common/ResponsiveList"
import { searchFilters } from "../common/filters"
import type { Event } from "../fields"

export default function EventList() {
  return (
    <List
      filters={searchFilters}
      sort={{ field: "date", order: "DESC" }}
      actions={<ListActions />}
    >
      <ResponsiveList<Event>
        bulkActionButtons={<BulkDelete />}
        primaryText={(record) => String(record.title ?? "")}
        tertiaryText={(record) =>
          new Date(record.updatedAt).toLocaleDateString()
        }
      >
        <DataTable.Col source="title" />
        <DataTable.Col source="date" field={DateField} />
        <DataTable.Col source="location" />
      </ResponsiveList>
    </List>
  )
}
