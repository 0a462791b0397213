import * as React from "react"
import { DataTable, DateField, ImageField, List } from "react-admin"
import BulkDelete from "../common/BulkDelete"
import ListActions from "../common/ListActions"
import ResponsiveList from "../common/ResponsiveList"
import { searchFilters } from "../common/filters"
import type { Template } from "../fields"

export default function TemplateList() {
  return (
    <List
      filters={searchFilters}
      sort={{ field: "createdAt", order: "DESC" }}
      actions={<ListActions />}
    >
      <ResponsiveList<Template>
        bulkActionButtons={<BulkDelete />}
        primaryText={(record) => String(record.title ?? "")}
        tertiaryText={(record) =>
          new Date(record.updatedAt).toLocaleDateString()
        }
      >
        <DataTable.Col source="image" field={Thumbnail} disableSort />
        <DataTable.Col source="title" />
        <DataTable.Col source="category" />
        <DataTable.Col source="createdAt" field={DateField} />
      </ResponsiveList>
    </List>
  )
}

// A small preview so gallery items can be told apart at a glance.
function Thumbnail({ source }: { source: string }) {
  return (
    <ImageField
      source={source}
      sx={{
        "& img": { maxWidth: 72, maxHeight: 48, objectFit: "cover", m: 0 },
      }}
    />
  )
}
