import * as React from "react"
import { DataTable, DateField, ImageField } from "react-admin"
import ContentList from "../editorial/ContentList"

export default function TemplateList() {
  return (
    <ContentList sort={{ field: "createdAt", order: "DESC" }} title="title">
      <DataTable.Col source="image" field={Thumbnail} disableSort />
      <DataTable.Col source="title" />
      <DataTable.Col source="category" />
      <DataTable.Col source="createdAt" field={DateField} />
    </ContentList>
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
