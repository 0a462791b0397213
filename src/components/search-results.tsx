import * as React from "react"
import { Link } from "gatsby"
import type { SearchState } from "../hooks/use-search"
import type { ExcerptPart, SearchHit } from "../lib/search"
import { searchCopy as copy } from "../lib/search-copy"
import { Button } from "./ui/button"

type SearchResultsProps = {
  state: SearchState
  onShowMore: () => void
  /** Called when a result is followed, before the site navigates (a dialog closes). */
  onNavigate?: () => void
}

/**
 * What a search found: a status line that screen readers hear, then each result's kind, title and
 * excerpt with the matched words marked, as a link. The query and the excerpts are text, never
 * markup.
 */
export function SearchResults({
  state,
  onShowMore,
  onNavigate,
}: SearchResultsProps) {
  const hits = "hits" in state ? state.hits : []
  return (
    <div>
      <p role="status" className="text-muted-foreground min-h-6 text-sm">
        <StatusText state={state} />
      </p>
      {hits.length > 0 && (
        <ul
          aria-label={copy.resultsLabel}
          data-search-results
          className="divide-border mt-3 divide-y"
        >
          {hits.map((hit) => (
            <li key={hit.url}>
              <Hit hit={hit} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
      {state.status === "done" && state.more && (
        <Button variant="outline" className="mt-4" onClick={onShowMore}>
          {copy.more}
        </Button>
      )}
    </div>
  )
}

function Hit({ hit, onNavigate }: { hit: SearchHit; onNavigate?: () => void }) {
  return (
    <Link
      to={hit.url}
      onClick={onNavigate}
      className="hover:bg-muted focus-visible:bg-muted -mx-2 block rounded-md px-2 py-3"
    >
      <span className="text-teal block text-xs font-semibold tracking-wider uppercase">
        {copy.kinds[hit.kind]}
      </span>
      <span className="text-brand block font-bold">{hit.title}</span>
      <span className="text-muted-foreground mt-1 block text-sm">
        <Excerpt parts={hit.excerpt} />
      </span>
    </Link>
  )
}

function Excerpt({ parts }: { parts: ExcerptPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index} className="bg-accent/30 text-foreground rounded-sm">
            {part.text}
          </mark>
        ) : (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        )
      )}
    </>
  )
}

function StatusText({ state }: { state: SearchState }) {
  switch (state.status) {
    case "idle":
      return <>{copy.idle}</>
    case "loading":
      return <>{copy.loading}</>
    case "failed":
      return <>{copy.failed}</>
    case "done": {
      // The results shown; with more pages to load, "12+".
      const shown = state.hits.length
      const template =
        shown === 0
          ? copy.none
          : shown === 1 && !state.more
            ? copy.one
            : copy.many
      const count = state.more ? `${shown}+` : String(shown)
      return <Fill template={template} query={state.query} count={count} />
    }
  }
}

/** A sentence with {query} and {count} filled in; the query isolated, so right-to-left text stays in place. */
function Fill({
  template,
  query,
  count,
}: {
  template: string
  query: string
  count: string
}) {
  return (
    <>
      {template
        .split(/(\{query\}|\{count\})/)
        .map((part, index) =>
          part === "{query}" ? (
            <bdi key={index}>{query}</bdi>
          ) : part === "{count}" ? (
            count
          ) : (
            part
          )
        )}
    </>
  )
}
