import * as React from "react"
import {
  DataTable,
  DateField,
  EmailField,
  List,
  SearchInput,
  SelectInput,
} from "react-admin"
import BulkDelete from "../common/BulkDelete"
import { csvExporter } from "../common/csvExporter"
import { dayRangeFilters } from "../common/filters"
import type { Contact } from "../fields"
import SourceField, { sourceChoices } from "./SourceField"

export default function ContactList() {
  return (
    <List
      filters={contactFilters}
      sort={{ field: "createdAt", order: "DESC" }}
      exporter={csvExporter("contacts")}
    >
      <DataTable<Contact> rowClick="show" bulkActionButtons={<BulkDelete />}>
        <DataTable.Col source="createdAt" field={DateField} />
        <DataTable.Col source="name" />
        <DataTable.Col source="email" field={EmailField} />
        <DataTable.Col source="reason" />
        <DataTable.Col source="source" field={SourceField} />
      </DataTable>
    </List>
  )
}

const contactFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="source" source="source" choices={sourceChoices} alwaysOn />,
  ...dayRangeFilters("createdAt"),
]
