import * as React from "react"

type Translate = (key: string, options?: Record<string, unknown>) => string

// The library's table editor leaves its cells' text boxes and its add buttons without names and
// its tool cells as empty headers; a screen reader would meet a grid of unnamed boxes. This names
// them after the fact, whenever the editor draws a table, from where each cell stands; and a
// column's or a row's menu button says which column or row it acts on.
export function useTableNames(
  root: React.RefObject<HTMLElement | null>,
  translate: Translate
) {
  React.useEffect(() => {
    const element = root.current
    if (!element) return
    const name = () => {
      for (const table of Array.from(element.querySelectorAll("table")))
        nameTable(table, translate)
      nameMenus(element)
    }
    name()
    const observer = new MutationObserver(name)
    observer.observe(element, {
      childList: true,
      subtree: true,
      // A menu opening sets its button's aria-expanded.
      attributes: true,
      attributeFilter: ["aria-expanded"],
    })
    return () => observer.disconnect()
  }, [root, translate])
}

const setName = (element: HTMLElement, label: string) => {
  if (element.getAttribute("aria-label") !== label)
    element.setAttribute("aria-label", label)
}

function nameTable(table: HTMLTableElement, translate: Translate) {
  table
    .querySelectorAll<HTMLElement>("[contenteditable][role=textbox]")
    .forEach((box) => {
      const cell = box.closest("td, th") as HTMLTableCellElement | null
      const row = cell?.parentElement as HTMLTableRowElement | null
      if (!cell || !row) return
      // The first column of every row holds the row's tools.
      setName(
        box,
        translate("admin.siteFiles.mdx.table.cell", {
          row: row.sectionRowIndex + 1,
          column: cell.cellIndex,
        })
      )
    })
  table.querySelectorAll<HTMLButtonElement>("button").forEach((button) => {
    const cell = button.closest("td, th") as HTMLTableCellElement | null
    const row = cell?.parentElement as HTMLTableRowElement | null
    if (/addColumn/i.test(button.className))
      setName(button, translate("admin.siteFiles.mdx.table.add_column"))
    else if (/addRow/i.test(button.className))
      setName(button, translate("admin.siteFiles.mdx.table.add_row"))
    else if (cell && row && /EditorTrigger/i.test(button.className))
      // In the head, a column's menu; in the body's first cell, its row's.
      setName(
        button,
        cell.parentElement?.parentElement?.tagName === "THEAD"
          ? translate("admin.siteFiles.mdx.table.column_menu", {
              column: cell.cellIndex,
            })
          : translate("admin.siteFiles.mdx.table.row_menu", {
              row: row.sectionRowIndex + 1,
            })
      )
  })
  // A tool cell is no header of the figures beside it.
  table.querySelectorAll<HTMLElement>("th").forEach((cell) => {
    if (!cell.querySelector("[contenteditable]") && !cell.getAttribute("role"))
      cell.setAttribute("role", "cell")
  })
}

// An open menu (a dialog of the library's, holding a toolbar) is named as the button that opened it.
function nameMenus(root: HTMLElement) {
  root
    .querySelectorAll<HTMLElement>("[aria-expanded='true'][aria-controls]")
    .forEach((button) => {
      const menu = root.ownerDocument.getElementById(
        button.getAttribute("aria-controls")!
      )
      const label = button.getAttribute("aria-label")
      if (!menu || !label || menu.getAttribute("role") !== "dialog") return
      setName(menu, label)
      menu
        .querySelectorAll<HTMLElement>("[role='toolbar']")
        .forEach((toolbar) => setName(toolbar, label))
    })
}
