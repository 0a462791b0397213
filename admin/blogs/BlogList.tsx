import * as React from "react"
import { DataTable, DateField } from "react-admin"
import ContentList from "../editorial/ContentList"
import PublicPageLink, { blogPath } from "../common/PublicPageLink"

export default function BlogList() {
  return (
    <ContentList sort={{ field: "createdAt", order: "DESC" }} title="title">
      <DataTable.Col source="title" />
      <DataTable.Col source="category" />
      <DataTable.Col source="createdAt" field={DateField} />
      <DataTable.Col label="admin.public_page" disableSort>
        <PublicPageLink path={blogPath} />
      </DataTable.Col>
    </ContentList>
  )
}
