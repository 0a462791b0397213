import * as React from "react"
import { useMediaQuery, type Theme } from "@mui/material"
import {
  DataTable,
  DateField,
  List,
  SimpleList,
  useTranslate,
} from "react-admin"
import type { Subscriber } from "../../schemas/newsletter"
import { searchAndChoiceFilters } from "../common/filters"
import SubscriberStatusField, {
  subscriberStatusChoices,
} from "./SubscriberStatusField"

export default function SubscriberList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"))
  const translate = useTranslate()
  return (
    <List
      filters={filters}
      sort={{ field: "signedUpAt", order: "DESC" }}
      exporter={false}
    >
      {phone ? (
        // On a phone, one line a subscriber: the address and its state.
        <SimpleList<Subscriber>
          primaryText={(record) => record.email}
          secondaryText={(record) =>
            translate(`admin.subscribers.status.${record.status}`)
          }
          rowClick="show"
        />
      ) : (
        <DataTable<Subscriber> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="email" />
          <DataTable.Col source="status" field={SubscriberStatusField} />
          <DataTable.Col source="signedUpAt" field={DateField} />
          <DataTable.Col source="confirmedAt" field={DateField} />
        </DataTable>
      )}
    </List>
  )
}

const filters = searchAndChoiceFilters("status", subscriberStatusChoices)
