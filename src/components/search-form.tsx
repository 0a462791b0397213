import * as React from "react"
import { searchCopy as copy } from "../lib/search-copy"

type SearchFormProps = {
  inputId: string
  query: string
  onQueryChange?: (query: string) => void
  onSubmit?: (event: React.FormEvent) => void
  inputRef?: React.Ref<HTMLInputElement>
}

/**
 * The search's field, as a GET form to /search: what the search box is before its scripts run, or
 * without them (the /search page shows it alone until the search's chunk has arrived).
 */
export function SearchForm({
  inputId,
  query,
  onQueryChange,
  onSubmit,
  inputRef,
}: SearchFormProps) {
  return (
    <form role="search" action="/search" method="get" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="sr-only">
        {copy.label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        // Without a handler, a plain field: what is typed goes to /search with the form.
        {...(onQueryChange
          ? {
              value: query,
              onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                onQueryChange(event.target.value),
            }
          : { defaultValue: query })}
        placeholder={copy.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="border-border focus-visible:border-brand text-foreground placeholder:text-muted-foreground h-12 w-full rounded-md border bg-white px-4 text-base"
      />
    </form>
  )
}
