import * as React from "react"
import { DataTable, DateField, List } from "react-admin"
import BulkDelete from "../common/BulkDelete"
import ListActions from "../common/ListActions"
import ResponsiveList from "../common/ResponsiveList"
import { searchFilters } from "../common/filters"
import PublicPageLink, { servicePath } from "../common/PublicPageLink"
import type { Programme } from "../fields"

export default function ProgrammeList() {
  return (
    <List
      filters={searchFilters}
      sort={{ field: "Name", order: "ASC" }}
      actions={<ListActions />}
    >
      <ResponsiveList<Programme>
        bulkActionButtons={<BulkDelete />}
        primaryText={(record) => String(record.Name ?? "")}
        tertiaryText={(record) =>
          new Date(record.updatedAt).toLocaleDateString()
        }
      >
        <DataTable.Col source="Name" />
        <DataTable.Col source="updatedAt" field={DateField} />
        <DataTable.Col label="admin.public_page" disableSort>
          <PublicPageLink path={servicePath} />
        </DataTable.Col>
      </ResponsiveList>
    </List>
  )
}
