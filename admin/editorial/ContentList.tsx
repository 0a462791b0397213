import * as React from "react"
import { DataTable, type RaRecord, type SortPayload } from "react-admin"
import { searchAndChoiceFilters } from "../common/filters"
import PanelList from "../common/PanelList"
import ResponsiveList from "../common/ResponsiveList"
import EditorialBulkActions from "./EditorialBulkActions"
import StateField, { stateChoices } from "./StateField"

// The list of one of the site's resources: searchable, filtered by workflow state, with the
// state of each record, and Publish, Unpublish and Delete on the records ticked; on a phone, the
// panel's one responsive list shows titles and states. The export is the server's CSV, which the
// audit trail records (ListActions).
export default function ContentList({
  sort,
  title,
  children,
}: {
  sort: SortPayload
  // The field that names a record in the list.
  title: string
  children: React.ReactNode
}) {
  return (
    <PanelList filters={filters} sort={sort}>
      <ResponsiveList
        primaryText={(record: RaRecord) => record[title]}
        secondaryText={<StateField />}
        bulkActionButtons={<EditorialBulkActions />}
      >
        {children}
        <DataTable.Col source="state" field={StateField} />
      </ResponsiveList>
    </PanelList>
  )
}

const filters = searchAndChoiceFilters("state", stateChoices)
