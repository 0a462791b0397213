import * as React from "react"
import { useMediaQuery, type Theme } from "@mui/material"
import {
  DataTable,
  SimpleList,
  type DataTableProps,
  type RaRecord,
  type SimpleListProps,
} from "react-admin"

type Text<R extends RaRecord> = SimpleListProps<R>["primaryText"]

interface ResponsiveListProps<R extends RaRecord> extends DataTableProps<R> {
  primaryText: Text<R>
  secondaryText?: Text<R>
  tertiaryText?: Text<R>
}

/**
 * A list's rows as a table on a wide screen and as react-admin's SimpleList on a phone (the
 * react-admin demo's pattern, with useMediaQuery), so no list runs off a 390 px screen. The
 * columns are the table's children; the phone shows two or three lines per record.
 */
export default function ResponsiveList<R extends RaRecord>({
  primaryText,
  secondaryText,
  tertiaryText,
  rowClick = "show",
  children,
  ...props
}: ResponsiveListProps<R>) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"))
  if (small)
    return (
      <SimpleList<R>
        primaryText={primaryText}
        secondaryText={secondaryText}
        tertiaryText={tertiaryText}
        rowClick={rowClick as SimpleListProps<R>["rowClick"]}
      />
    )
  return (
    <DataTable<R> rowClick={rowClick} {...props}>
      {children}
    </DataTable>
  )
}
