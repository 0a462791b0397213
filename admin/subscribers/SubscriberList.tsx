import * as React from "react"
import {
  DataTable,
  DateField,
  List,
  SearchInput,
  SelectInput,
} from "react-admin"
import type { Subscriber } from "../../schemas/newsletter"
import SubscriberStatusField, {
  subscriberStatusChoices,
} from "./SubscriberStatusField"

export default function SubscriberList() {
  return (
    <List
      filters={filters}
      sort={{ field: "signedUpAt", order: "DESC" }}
      exporter={false}
    >
      <DataTable<Subscriber> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="email" />
        <DataTable.Col source="status" field={SubscriberStatusField} />
        <DataTable.Col source="signedUpAt" field={DateField} />
        <DataTable.Col source="confirmedAt" field={DateField} />
      </DataTable>
    </List>
  )
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={subscriberStatusChoices}
    alwaysOn
  />,
]
