import * as React from "react"

// The library's table editor leaves its cells' text boxes and its add buttons without names and
// its tool cells as empty headers; a screen reader would meet a grid of unnamed boxes. This names
// them after the fact, whenever the editor draws a table, from where each cell stands.
export function useTableNames(root: React.RefObject<HTMLElement | null>) {
  React.useEffect(() => {
    const element = root.current
    if (!element) return
    const name = () => {
      for (const table of Array.from(element.querySelectorAll("table")))
        nameTable(table)
    }
    name()
    const observer = new MutationObserver(name)
    observer.observe(element, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [root])
}

function nameTable(table: HTMLTableElement) {
  table
    .querySelectorAll<HTMLElement>("[contenteditable][role=textbox]")
    .forEach((box) => {
      const cell = box.closest("td, th") as HTMLTableCellElement | null
      const row = cell?.parentElement as HTMLTableRowElement | null
      if (!cell || !row) return
      // The first column of every row holds the row's tools.
      const label = `Table cell: row ${row.sectionRowIndex + 1}, column ${cell.cellIndex}`
      if (box.getAttribute("aria-label") !== label)
        box.setAttribute("aria-label", label)
    })
  table.querySelectorAll<HTMLButtonElement>("button").forEach((button) => {
    if (button.getAttribute("aria-label") || button.title) return
    const kind = /addColumn/i.test(button.className)
      ? "Add a column"
      : /addRow/i.test(button.className)
        ? "Add a row"
        : null
    if (kind) button.setAttribute("aria-label", kind)
  })
  // A tool cell is no header of the figures beside it.
  table.querySelectorAll<HTMLElement>("th").forEach((cell) => {
    if (!cell.querySelector("[contenteditable]") && !cell.getAttribute("role"))
      cell.setAttribute("role", "cell")
  })
}
