import * as React from "react"
import { DataTable, DateField, List } from "react-admin"
import BulkDelete from "../common/BulkDelete"
import ListActions from "../common/ListActions"
import ResponsiveList from "../common/ResponsiveList"
import { searchFilters } from "../common/filters"
import PublicPageLink, { blogPath } from "../common/PublicPageLink"
import type { Blog } from "../fields"

export default function BlogList() {
  return (
    <List
      filters={searchFilters}
      sort={{ field: "createdAt", order: "DESC" }}
      actions={<ListActions />}
    >
      <ResponsiveList<Blog>
        bulkActionButtons={<BulkDelete />}
        primaryText={(record) => String(record.title ?? "")}
        tertiaryText={(record) =>
          new Date(record.updatedAt).toLocaleDateString()
        }
      >
        <DataTable.Col source="title" />
        <DataTable.Col source="category" />
        <DataTable.Col source="createdAt" field={DateField} />
        <DataTable.Col label="admin.public_page" disableSort>
          <PublicPageLink path={blogPath} />
        </DataTable.Col>
      </ResponsiveList>
    </List>
  )
}
