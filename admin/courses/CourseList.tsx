import * as React from "react"
import { DataTable, DateField } from "react-admin"
import ContentList from "../editorial/ContentList"

export default function CourseList() {
  return (
    <ContentList sort={{ field: "title", order: "ASC" }} title="title">
      <DataTable.Col source="title" />
      <DataTable.NumberCol source="durationDays" />
      <DataTable.Col source="updatedAt" field={DateField} />
    </ContentList>
  )
}
