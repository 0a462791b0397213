import * as React from "react"
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material"
import { useTranslate } from "react-admin"

type Row = Record<string, unknown>

// What one address has in each kind of record, one table per kind; a nested list (a subscription's
// consent record) shows as its entries, one per line.
export default function PersonalRecords({
  records,
}: {
  records: Record<string, Row[]>
}) {
  const translate = useTranslate()
  return (
    <>
      {Object.entries(records)
        .filter(([, rows]) => rows.length)
        .map(([part, rows]) => {
          const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
          return (
            <Box key={part} component="section" sx={{ mb: 3 }}>
              <Typography
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 600 }}
              >
                {translate(`admin.people.parts.${part}`, { _: part })} (
                {rows.length})
              </Typography>
              <TableContainer
                sx={{ maxWidth: "100%", overflowX: "auto" }}
                tabIndex={0}
                aria-label={translate(`admin.people.parts.${part}`, {
                  _: part,
                })}
              >
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      {columns.map((column) => (
                        <TableCell key={column} component="th" scope="col">
                          {column}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row, index) => (
                      <TableRow key={String(row.id ?? index)}>
                        {columns.map((column) => (
                          <TableCell
                            key={column}
                            sx={{
                              verticalAlign: "top",
                              whiteSpace: "pre-wrap",
                              overflowWrap: "anywhere",
                              minWidth: 96,
                            }}
                          >
                            {show(row[column])}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </Box>
          )
        })}
    </>
  )
}

function show(value: unknown): string {
  if (value === null || value === undefined) return ""
  if (Array.isArray(value))
    return value
      .map((item) =>
        typeof item === "object" && item
          ? Object.values(item)
              .filter((part) => part !== "" && part !== null)
              .join(" · ")
          : String(item)
      )
      .join("\n")
  if (typeof value === "object") return JSON.stringify(value)
  return String(value)
}
