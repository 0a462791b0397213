import * as React from "react"
import {
  BooleanInput,
  DataTable,
  DateField,
  DateInput,
  EmailField,
  List,
  SearchInput,
  SelectInput,
} from "react-admin"
import BulkDelete from "../common/BulkDelete"
import { csvExporter } from "../common/csvExporter"
import { SINCE, UNTIL } from "../dateRange"
import type { Contact } from "../fields"
import MailNotice from "../notifications/MailNotice"
import NotificationField, {
  notificationChoices,
} from "../notifications/NotificationField"
import SourceField, { sourceChoices } from "./SourceField"

export default function ContactList() {
  return (
    <List
      filters={contactFilters}
      sort={{ field: "createdAt", order: "DESC" }}
      exporter={csvExporter("contacts")}
    >
      <MailNotice />
      <DataTable<Contact> rowClick="show" bulkActionButtons={<BulkDelete />}>
        <DataTable.Col source="createdAt" field={DateField} />
        <DataTable.Col source="name" />
        <DataTable.Col source="email" field={EmailField} />
        <DataTable.Col source="reason" />
        <DataTable.Col source="source" field={SourceField} />
        <DataTable.Col source="notification" field={NotificationField} />
      </DataTable>
    </List>
  )
}

const contactFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="source" source="source" choices={sourceChoices} alwaysOn />,
  <DateInput key="since" source={SINCE} label="admin.filter.since" alwaysOn />,
  <DateInput key="until" source={UNTIL} label="admin.filter.until" alwaysOn />,
  <SelectInput
    key="notification"
    source="notification"
    choices={notificationChoices}
  />,
  // Spam (the honeypot's catch) is left out unless this is on; the server decides the default.
  <BooleanInput key="spam" source="spam" label="admin.filter.spam" alwaysOn />,
]
