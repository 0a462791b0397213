import * as React from "react"
import {
  CanAccess,
  CreateButton,
  FilterButton,
  TopToolbar,
  useResourceDefinition,
} from "react-admin"
import ExportCsvButton from "./ExportCsvButton"

/**
 * A list's toolbar: the filters, Create where the resource has a create view (react-admin's
 * button asks canAccess itself), and the server's CSV export where the role may export.
 */
export default function ListActions({ filters = true }: { filters?: boolean }) {
  const { hasCreate } = useResourceDefinition()
  return (
    <TopToolbar>
      {filters && <FilterButton />}
      {hasCreate && <CreateButton />}
      <CanAccess action="export">
        <ExportCsvButton />
      </CanAccess>
    </TopToolbar>
  )
}
