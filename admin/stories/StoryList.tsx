import * as React from "react"
import { DataTable, DateField } from "react-admin"
import ContentList from "../editorial/ContentList"

export default function StoryList() {
  return (
    <ContentList sort={{ field: "createdAt", order: "DESC" }} title="title">
      <DataTable.Col source="title" />
      <DataTable.Col source="createdAt" field={DateField} />
    </ContentList>
  )
}
