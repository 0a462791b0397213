import * as React from "react"
import { DataTable, DateField, List } from "react-admin"
import BulkDelete from "../common/BulkDelete"
import { searchFilters } from "../common/filters"
import PublicPageLink, { blogPath } from "../common/PublicPageLink"
import type { Blog } from "../fields"

export default function BlogList() {
  return (
    <List filters={searchFilters} sort={{ field: "createdAt", order: "DESC" }}>
      <DataTable<Blog> rowClick="show" bulkActionButtons={<BulkDelete />}>
        <DataTable.Col source="title" />
        <DataTable.Col source="category" />
        <DataTable.Col source="createdAt" field={DateField} />
        <DataTable.Col label="admin.public_page" disableSort>
          <PublicPageLink path={blogPath} />
        </DataTable.Col>
      </DataTable>
    </List>
  )
}
