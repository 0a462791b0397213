import * as React from "react"
import { DataTable, DateField } from "react-admin"
import ContentList from "../editorial/ContentList"

export default function TeamList() {
  return (
    <ContentList sort={{ field: "name", order: "ASC" }} title="name">
      <DataTable.Col source="name" />
      <DataTable.Col source="role" />
      <DataTable.Col source="updatedAt" field={DateField} />
    </ContentList>
  )
}
