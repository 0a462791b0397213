import { downloadCSV, type Exporter, type RaRecord } from "react-admin"
import { toCsv } from "../../common/csv"
import { fieldNames, type ResourceName } from "../fields"

export { toCsv }

// react-admin's exporter hook with our own CSV writer (common/csv.ts): the columns come in the
// schema's order.
export function csvExporter(resource: ResourceName): Exporter {
  const columns = ["id", "createdAt", ...fieldNames(resource)]
  return (records: RaRecord[]) => downloadCSV(toCsv(records, columns), resource)
}
