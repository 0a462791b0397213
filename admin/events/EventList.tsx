import * as React from "react"
import { DataTable, DateField } from "react-admin"
import ContentList from "../editorial/ContentList"

export default function EventList() {
  return (
    <ContentList sort={{ field: "date", order: "DESC" }} title="title">
      <DataTable.Col source="title" />
      <DataTable.Col source="date" field={DateField} />
      <DataTable.Col source="location" />
    </ContentList>
  )
}
