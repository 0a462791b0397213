import * as React from "react"
import {
  DataTable,
  DateField,
  List,
  SelectInput,
  useTranslate,
  type Identifier,
  type RaRecord,
} from "react-admin"
import type { Newsletter } from "../../schemas/newsletter"
import ResponsiveList from "../common/ResponsiveList"
import DeliveryProgress from "./DeliveryProgress"
import StatusField from "./StatusField"

// A draft opens to be edited; one that went out, to follow its delivery.
const open = (_id: Identifier, _resource: string, record: RaRecord) =>
  (record as Newsletter).status === "draft" ? "edit" : "show"

export default function NewsletterList() {
  const translate = useTranslate()
  return (
    <List
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      exporter={false}
    >
      {/* On a phone, one line an issue: its subject, its status and how far it went. */}
      <ResponsiveList<Newsletter & { id: string }>
        primaryText={(record) => record.subject}
        secondaryText={(record) =>
          translate(`admin.newsletter.status.${record.status}`) +
          (record.status === "draft"
            ? ""
            : ` · ${translate("admin.newsletter.progress_text", record)}`)
        }
        rowClick={open}
        bulkActionButtons={false}
      >
        <DataTable.Col source="subject" />
        <DataTable.Col source="status" field={StatusField} />
        <DataTable.Col source="sent" label="admin.newsletter.progress">
          <DeliveryProgress />
        </DataTable.Col>
        <DataTable.Col source="createdAt" field={DateField} />
      </ResponsiveList>
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
