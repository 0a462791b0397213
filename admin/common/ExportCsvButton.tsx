import * as React from "react"
import DownloadIcon from "@mui/icons-material/GetApp"
import {
  downloadCSV,
  useDataProvider,
  useListContext,
  useNotify,
} from "react-admin"
import type { PanelDataProvider } from "../dataProvider"
import PanelButton from "./PanelButton"

/**
 * The list as filtered and sorted, every page of it, as CSV written by the server, which records
 * the export in the audit trail (react-admin's own ExportButton builds the file in the browser,
 * where no one would know it was taken).
 */
export default function ExportCsvButton() {
  const { filterValues, sort, resource, total } = useListContext()
  const dataProvider = useDataProvider<PanelDataProvider>()
  const notify = useNotify()
  const [busy, setBusy] = React.useState(false)
  const exportList = async () => {
    setBusy(true)
    try {
      const csv = await dataProvider.exportCsv(resource, {
        filter: filterValues,
        sort,
      })
      downloadCSV(csv, resource)
    } catch (error) {
      notify((error as Error).message || "ra.notification.http_error", {
        type: "error",
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <PanelButton
      label="ra.action.export"
      onClick={exportList}
      disabled={busy || total === 0}
    >
      <DownloadIcon />
    </PanelButton>
  )
}
