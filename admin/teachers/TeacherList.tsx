import * as React from "react"
import { DataTable, DateField, EmailField, List } from "react-admin"
import BulkDelete from "../common/BulkDelete"
import { csvExporter } from "../common/csvExporter"
import { searchFilters } from "../common/filters"
import type { Teacher } from "../fields"
import MailNotice from "../notifications/MailNotice"
import NotificationField from "../notifications/NotificationField"

export default function TeacherList() {
  return (
    <List
      filters={searchFilters}
      sort={{ field: "createdAt", order: "DESC" }}
      exporter={csvExporter("teachers")}
    >
      <MailNotice />
      <DataTable<Teacher> rowClick="show" bulkActionButtons={<BulkDelete />}>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" field={EmailField} />
        <DataTable.Col source="phone" />
        <DataTable.Col source="subject" />
        <DataTable.Col source="createdAt" field={DateField} />
        <DataTable.Col source="notification" field={NotificationField} />
      </DataTable>
    </List>
  )
}
