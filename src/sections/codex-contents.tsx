import * as React from "react"
import { graphql } from "gatsby"

export const query = graphql`
  fragment CodexContents on ContentBlock {
    title
    columns
    rows {
      value
      title
      cells
    }
  }
`

// `columns` are the delivery forms, e.g. Books, Portal and Expert Services, one column each.
type CodexContentsProps = Omit<Queries.CodexContentsFragment, "title"> & {
  caption: string
}

/**
 * The table of contents of Codex: a row per volume or sub-volume, a column per form of delivery.
 * A real table for assistive technology; below 768 px each row stacks into a card of labelled cells.
 */
export function CodexContents({ caption, columns, rows }: CodexContentsProps) {
  const headers = columns ?? []
  return (
    <div className="rounded-card border-border overflow-hidden border bg-white shadow-sm">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand text-brand-foreground hidden md:table-header-group">
          <tr>
            <th scope="col" className="w-1/4 px-5 py-4 font-semibold">
              Volume
            </th>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-5 py-4 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-border divide-y">
          {rows?.map((row) => (
            <tr
              key={row.value}
              className="even:bg-muted block p-5 md:table-row md:p-0"
            >
              <th
                scope="row"
                className="text-brand block pb-2 align-top font-bold md:table-cell md:px-5 md:py-4"
              >
                <span className="mr-1 tabular-nums">{row.value}</span>{" "}
                {row.title}
              </th>
              {row.cells?.map((cell, index) => (
                <td
                  key={headers[index]}
                  className="text-muted-foreground block py-1 align-top md:table-cell md:px-5 md:py-4"
                >
                  <span className="text-foreground font-semibold md:hidden">
                    {headers[index]}:{" "}
                  </span>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
