import * as React from "react"
import { DataTable, DateField, List, useTranslate } from "react-admin"
import type { Subscriber } from "../../schemas/newsletter"
import { searchAndChoiceFilters } from "../common/filters"
import ResponsiveList from "../common/ResponsiveList"
import SubscriberStatusField, {
  subscriberStatusChoices,
} from "./SubscriberStatusField"

export default function SubscriberList() {
  const translate = useTranslate()
  return (
    <List
      filters={filters}
      sort={{ field: "signedUpAt", order: "DESC" }}
      exporter={false}
    >
      <ResponsiveList<Subscriber>
        primaryText={(record) => record.email}
        secondaryText={(record) =>
          translate(`admin.subscribers.status.${record.status}`)
        }
        bulkActionButtons={false}
      >
        <DataTable.Col source="email" />
        <DataTable.Col source="status" field={SubscriberStatusField} />
        <DataTable.Col source="signedUpAt" field={DateField} />
        <DataTable.Col source="confirmedAt" field={DateField} />
      </ResponsiveList>
    </List>
  )
}

const filters = searchAndChoiceFilters("status", subscriberStatusChoices)
