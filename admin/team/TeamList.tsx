import * as React from "react"
import { DataTable, DateField, List } from "react-admin"
import BulkDelete from "../common/BulkDelete"
import ListActions from "../common/ListActions"
import ResponsiveList from "../common/ResponsiveList"
import { searchFilters } from "../common/filters"
import type { TeamMember } from "../fields"

export default function TeamList() {
  return (
    <List
      filters={searchFilters}
      sort={{ field: "name", order: "ASC" }}
      actions={<ListActions />}
    >
      <ResponsiveList<TeamMember>
        bulkActionButtons={<BulkDelete />}
        primaryText={(record) => String(record.name ?? "")}
        tertiaryText={(record) =>
          new Date(record.updatedAt).toLocaleDateString()
        }
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="role" />
        <DataTable.Col source="updatedAt" field={DateField} />
      </ResponsiveList>
    </List>
  )
}
