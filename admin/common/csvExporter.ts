import { downloadCSV, type Exporter, type RaRecord } from "react-admin"
import { fieldNames, type ResourceName } from "../fields"

// react-admin's exporter hook with our own CSV writer: the columns come in the schema's order, and
// contacts and teachers are typed in by the public, so a cell that a spreadsheet would run as a
// formula (=, +, -, @, tab, carriage return first) is prefixed with a quote (OWASP "CSV injection").
export function csvExporter(resource: ResourceName): Exporter {
  const columns = ["id", "createdAt", ...fieldNames(resource)]
  return (records: RaRecord[]) => downloadCSV(toCsv(records, columns), resource)
}

export function toCsv(records: Record<string, unknown>[], columns: string[]) {
  const lines = [
    columns,
    ...records.map((record) => columns.map((column) => record[column])),
  ]
  return lines.map((cells) => cells.map(toCell).join(",")).join("\r\n")
}

function toCell(value: unknown) {
  let text = value == null ? "" : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}
