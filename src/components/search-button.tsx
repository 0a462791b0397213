import * as React from "react"
import { Search } from "./icons"
import { lazy } from "./lazy"
import { cn } from "../lib/cn"

// The dialog and Pagefind load when a visitor points at or tabs to the button, or opens it: not a
// byte of the search comes with a page.
export const SearchDialog = lazy(() =>
  import(/* webpackChunkName: "search" */ "./search-dialog").then((module) => {
    module.warmUp()
    return module.SearchDialog
  })
)

type SearchButtonProps = { solid: boolean; onOpen: () => void }

/**
 * The header's search: a link to /search, which a click turns into the search dialog once the
 * page's scripts run (a modified click still opens /search in a new tab).
 */
export function SearchButton({ solid, onOpen }: SearchButtonProps) {
  return (
    <a
      href="/search"
      aria-haspopup="dialog"
      onPointerEnter={SearchDialog.preload}
      onFocus={SearchDialog.preload}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return
        event.preventDefault()
        onOpen()
      }}
      className={cn(
        "flex size-11 items-center justify-center rounded-md",
        solid ? "text-brand hover:bg-muted" : "text-white hover:bg-white/10"
      )}
    >
      <Search aria-hidden className="size-6" />
      <span className="sr-only">Search</span>
    </a>
  )
}
