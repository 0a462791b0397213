import * as React from "react"
import { DataTable, DateField } from "react-admin"
import ContentList from "../editorial/ContentList"
import PublicPageLink, { servicePath } from "../common/PublicPageLink"

export default function ProgrammeList() {
  return (
    <ContentList sort={{ field: "Name", order: "ASC" }} title="Name">
      <DataTable.Col source="Name" />
      <DataTable.Col source="updatedAt" field={DateField} />
      <DataTable.Col label="admin.public_page" disableSort>
        <PublicPageLink path={servicePath} />
      </DataTable.Col>
    </ContentList>
  )
}
