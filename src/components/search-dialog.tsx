import * as React from "react"
import { loadPagefind } from "../lib/pagefind"
import { searchCopy as copy } from "../lib/search-copy"
import { Dialog } from "./ui/dialog"
import { SearchBox } from "./search-box"

/** Starts fetching Pagefind, so that it is there by the time the first word is typed. */
export function warmUp() {
  loadPagefind().catch(() => undefined)
}

/**
 * The site search in a modal dialog, opened from the header: focus goes to the field, Escape or
 * the close button closes it and focus returns to what opened it (ui/dialog.tsx). Opening a
 * result closes it too.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = React.useState("")
  return (
    <Dialog
      title={copy.title}
      closeLabel={copy.close}
      onClose={onClose}
      placement="top"
    >
      <SearchBox query={query} onQueryChange={setQuery} onNavigate={onClose} />
    </Dialog>
  )
}
