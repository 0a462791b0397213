import * as React from "react"
import { navigate } from "gatsby"
import { useSearch, useSearchKinds } from "../hooks/use-search"
import { searchCopy as copy, KIND_ORDER } from "../lib/search-copy"
import type { SearchKind } from "../lib/search-index"
import { cn } from "../lib/cn"
import { useMounted } from "../hooks/use-mounted"
import { SearchResults } from "./search-results"
import { SearchForm } from "./search-form"

type SearchBoxProps = {
  query: string
  onQueryChange: (query: string) => void
  /** Called when a result is opened, before the site navigates (a dialog closes). */
  onNavigate?: () => void
}

/**
 * The search field, the kind filter and the results, as a GET form to /search (so it works as a
 * plain form before the scripts run). Typing searches; Enter opens the first result; the arrow
 * keys move between the field and the results, and typing on a result goes back to the field.
 */
export function SearchBox({
  query,
  onQueryChange,
  onNavigate,
}: SearchBoxProps) {
  const [kind, setKind] = React.useState<SearchKind | null>(null)
  // First: it checks that the index is the live one before the first query.
  const kinds = useSearchKinds()
  const { state, showMore } = useSearch(query, kind)
  const input = React.useRef<HTMLInputElement>(null)
  const box = React.useRef<HTMLDivElement>(null)
  const inputId = React.useId()
  // Before the scripts run (or without them) the form is all there is: no status to wait for.
  const mounted = useMounted()

  const links = () => [
    ...(box.current?.querySelectorAll<HTMLAnchorElement>(
      "[data-search-results] a"
    ) ?? []),
  ]

  function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    const first = "hits" in state ? state.hits[0] : undefined
    if (!first) return
    onNavigate?.()
    navigate(first.url)
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const all = links()
    const at = all.indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      const onField = document.activeElement === input.current
      if (!onField && at === -1) return
      event.preventDefault()
      const next = onField
        ? event.key === "ArrowDown"
          ? 0
          : all.length - 1
        : at + (event.key === "ArrowDown" ? 1 : -1)
      ;(next < 0 || next >= all.length ? input.current : all[next])?.focus()
      return
    }
    // A letter typed, or Backspace, while a result has focus edits the query instead.
    const typing =
      (event.key.length === 1 || event.key === "Backspace") &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    if (at !== -1 && typing) input.current?.focus()
  }

  return (
    <div ref={box} onKeyDown={onKeyDown}>
      <SearchForm
        inputId={inputId}
        query={query}
        onQueryChange={onQueryChange}
        onSubmit={onSubmit}
        inputRef={input}
      />
      {kinds.length > 1 && (
        <div
          role="group"
          aria-label={copy.kindsLabel}
          className="mt-3 flex flex-wrap gap-2"
        >
          {[null, ...KIND_ORDER.filter((name) => kinds.includes(name))].map(
            (name) => (
              <button
                key={name ?? "all"}
                type="button"
                aria-pressed={kind === name}
                onClick={() => setKind(name)}
                className={cn(
                  "rounded-full border px-3 py-1 text-sm font-semibold",
                  kind === name
                    ? "border-brand bg-brand text-brand-foreground"
                    : "border-border text-brand hover:bg-muted bg-white"
                )}
              >
                {name ? copy.kinds[name] : copy.all}
              </button>
            )
          )}
        </div>
      )}
      {mounted && (
        <div className="mt-4">
          <SearchResults
            state={state}
            onShowMore={showMore}
            onNavigate={onNavigate}
          />
        </div>
      )}
    </div>
  )
}
