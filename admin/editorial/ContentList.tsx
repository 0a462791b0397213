import * as React from "react"
import { useMediaQuery, type Theme } from "@mui/material"
import {
  DataTable,
  SimpleList,
  type RaRecord,
  type SortPayload,
} from "react-admin"
import { searchAndChoiceFilters } from "../common/filters"
import PanelList from "../common/PanelList"
import EditorialBulkActions from "./EditorialBulkActions"
import StateField, { stateChoices } from "./StateField"

// The list of one of the site's resources: searchable, filtered by workflow state, with the
// state of each record, and Publish, Unpublish and Delete on the records ticked. On a phone, a
// simple list of titles and states instead of the table. The export is the server's CSV, which
// the audit trail records (ListActions).
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
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  return (
    <PanelList filters={filters} sort={sort}>
      {small ? (
        <SimpleList
          primaryText={(record: RaRecord) => record[title]}
          secondaryText={<StateField />}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={<EditorialBulkActions />}>
          {children}
          <DataTable.Col source="state" field={StateField} />
        </DataTable>
      )}
    </PanelList>
  )
}

const filters = searchAndChoiceFilters("state", stateChoices)
