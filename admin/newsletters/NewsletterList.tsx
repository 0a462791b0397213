import * as React from "react"
import { DataTable, DateField, List, SelectInput } from "react-admin"
import type { Newsletter } from "../../schemas/newsletter"
import DeliveryProgress from "./DeliveryProgress"
import StatusField from "./StatusField"

export default function NewsletterList() {
  return (
    <List
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      exporter={false}
    >
      {/* A draft opens to be edited; one that went out, to follow its delivery. */}
      <DataTable<Newsletter & { id: string }>
        rowClick={(_id, _resource, record) =>
          record.status === "draft" ? "edit" : "show"
        }
        bulkActionButtons={false}
      >
        <DataTable.Col source="subject" />
        <DataTable.Col source="status" field={StatusField} />
        <DataTable.Col source="sent" label="admin.newsletter.progress">
          <DeliveryProgress />
        </DataTable.Col>
        <DataTable.Col source="createdAt" field={DateField} />
      </DataTable>
    </List>
  )
}

const filters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={[
      { id: "draft", name: "admin.newsletter.status.draft" },
      { id: "sending", name: "admin.newsletter.status.sending" },
      { id: "sent", name: "admin.newsletter.status.sent" },
    ]}
  />,
]
