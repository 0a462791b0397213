import * as React from "react"
import { DataTable, DateField, List } from "react-admin"
import BulkDelete from "../common/BulkDelete"
import { searchFilters } from "../common/filters"
import PublicPageLink, { servicePath } from "../common/PublicPageLink"
import type { Programme } from "../fields"

export default function ProgrammeList() {
  return (
    <List filters={searchFilters} sort={{ field: "Name", order: "ASC" }}>
      <DataTable<Programme> rowClick="show" bulkActionButtons={<BulkDelete />}>
        <DataTable.Col source="Name" />
        <DataTable.Col source="updatedAt" field={DateField} />
        <DataTable.Col label="admin.public_page" disableSort>
          <PublicPageLink path={servicePath} />
        </DataTable.Col>
      </DataTable>
    </List>
  )
}
