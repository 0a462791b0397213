import * as React from "react"
import { DataTable, DateField } from "react-admin"
import ContentList from "../editorial/ContentList"

// Ordered as the home page's carousel shows them.
export default function BannerList() {
  return (
    <ContentList sort={{ field: "order", order: "ASC" }} title="title">
      <DataTable.NumberCol source="order" />
      <DataTable.Col source="title" />
      <DataTable.Col source="subtitle" />
      <DataTable.Col source="updatedAt" field={DateField} />
    </ContentList>
  )
}
