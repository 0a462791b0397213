import * as React from "react"
import {
  DataTable,
  DateField,
  List,
  SelectInput,
  useRecordContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from "react-admin"
import type { Newsletter } from "../../schemas/newsletter"
import ResponsiveList from "../common/ResponsiveList"
import DeliveryProgress from "./DeliveryProgress"
import StatusField, { newsletterStatusChoices } from "./StatusField"

// A draft opens to be edited; one that went out, to follow its delivery.
const open = (_id: Identifier, _resource: string, record: RaRecord) =>
  (record as Newsletter).status === "draft" ? "edit" : "show"

export default function NewsletterList() {
  return (
    <List
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      exporter={false}
    >
      {/* On a phone, one line an issue: its subject, its status and how far it went. */}
      <ResponsiveList<Newsletter & { id: string }>
        primaryText={(record) => record.subject}
        secondaryText={<StatusAndProgress />}
        rowClick={open}
        bulkActionButtons={false}
      >
        <DataTable.Col source="subject" />
        <DataTable.Col source="status" field={StatusField} />
        {/* Counted from the outbox, not a column the server sorts by. */}
        <DataTable.Col
          source="sent"
          label="admin.newsletter.progress"
          disableSort
        >
          <DeliveryProgress />
        </DataTable.Col>
        <DataTable.Col source="createdAt" field={DateField} />
      </ResponsiveList>
    </List>
  )
}

// An issue's status in words and, once it went out, how far it went.
function StatusAndProgress() {
  const issue = useRecordContext<Newsletter>()
  const translate = useTranslate()
  if (!issue) return null
  const status = translate(`admin.newsletter.status.${issue.status}`)
  return issue.status === "draft"
    ? status
    : `${status} · ${translate("admin.newsletter.progress_text", issue)}`
}

const filters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={newsletterStatusChoices}
  />,
]
