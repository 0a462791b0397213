// CSV as spreadsheets read it (RFC 4180: quoted where needed, CRLF lines). Contacts, teachers and
// the audit trail hold what the public typed, so a cell that a spreadsheet would run as a formula
// (=, +, -, @, tab, carriage return first) is prefixed with a quote (OWASP "CSV injection").
// Browser-safe: the panel and the server write the same CSV.

export function toCsv(records: Record<string, unknown>[], columns: string[]) {
  const lines = [
    columns,
    ...records.map((record) => columns.map((column) => record[column])),
  ]
  return lines.map((cells) => cells.map(toCell).join(",")).join("\r\n")
}

function toCell(value: unknown) {
  let text =
    value == null
      ? ""
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}
