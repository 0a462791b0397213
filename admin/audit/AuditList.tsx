import * as React from "react"
import { DataTable, SelectInput, TextInput, type RaRecord } from "react-admin"
import PanelList from "../common/PanelList"
import ResponsiveList from "../common/ResponsiveList"
import { dayRangeFilters } from "../common/filters"
import {
  ActionField,
  AtField,
  ChangesField,
  actionChoices,
  resourceChoices,
} from "./AuditFields"

// The audit trail, newest first, filtered by person, action, resource and date; each entry opens
// on its own page, and the filtered trail exports as CSV.
export default function AuditList() {
  return (
    <PanelList
      filters={auditFilters}
      sort={{ field: "at", order: "DESC" }}
      perPage={25}
    >
      <ResponsiveList<RaRecord>
        bulkActionButtons={false}
        primaryText={(entry) =>
          `${entry.actor}: ${entry.action} ${entry.resource}`
        }
        secondaryText={(entry) => new Date(entry.at).toLocaleString()}
      >
        <DataTable.Col source="at" field={AtField} />
        <DataTable.Col source="actor" />
        <DataTable.Col source="action" field={ActionField} />
        <DataTable.Col source="resource" />
        <DataTable.Col source="recordId" />
        <DataTable.Col source="changes" field={ChangesField} disableSort />
      </ResponsiveList>
    </PanelList>
  )
}

const auditFilters = [
  <TextInput key="actor" source="actor" label="admin.audit.person" alwaysOn />,
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn />,
  <SelectInput
    key="resource"
    source="resource"
    choices={resourceChoices}
    alwaysOn
  />,
  ...dayRangeFilters("at"),
  <TextInput key="recordId" source="recordId" />,
]
