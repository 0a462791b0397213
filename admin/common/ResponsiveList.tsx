import * as React from "react"
import { useMediaQuery, type Theme } from "@mui/material"
import {
  DataTable,
  DataTableBody,
  DataTableRow,
  SimpleList,
  type DataTableBodyProps,
  type DataTableProps,
  type DataTableRowProps,
  type RaRecord,
  type SimpleListProps,
} from "react-admin"

type Text<R extends RaRecord> = SimpleListProps<R>["primaryText"]

// A row that opens its record is reached with Tab and opened with Enter, as a link would be, not by
// a pointer only. Only such rows: a list whose rows open nothing (Trash, releases) keeps them out
// of the tab order, where they would be stops that do nothing.
const OpeningRow = React.forwardRef<HTMLTableRowElement, DataTableRowProps>(
  function OpeningRow(props, ref) {
    return (
      <DataTableRow
        ref={ref}
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key === "Enter" && event.target === event.currentTarget)
            event.currentTarget.click()
        }}
        {...props}
      />
    )
  }
)

function OpeningRows(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={OpeningRow} />
}

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
    <DataTable<R>
      rowClick={rowClick}
      body={rowClick === false ? undefined : OpeningRows}
      {...props}
    >
      {children}
    </DataTable>
  )
}
