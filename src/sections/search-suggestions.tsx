import * as React from "react"
import { Link } from "gatsby"
import { useMounted } from "../hooks/use-mounted"
import { useSuggestions } from "../hooks/use-search"
import { pathWords } from "../lib/search"
import { searchCopy as copy } from "../lib/search-copy"

/**
 * The error page's suggestions: pages that hold the words of the address that was not found
 * (`/drilling-cost` suggests the drilling case study), with a link to search for them. Only in
 * the browser, which knows the address; nothing when nothing matches.
 */
export function SearchSuggestions({ pathname }: { pathname: string }) {
  const mounted = useMounted()
  const words = mounted ? pathWords(pathname) : []
  const hits = useSuggestions(words)
  if (hits.length === 0) return null
  const query = words.join(" ")
  return (
    <section
      aria-labelledby="suggestions-title"
      className="mt-12 w-full max-w-xl text-left"
    >
      <h2 id="suggestions-title" className="text-brand text-xl font-bold">
        {copy.notFoundTitle}
      </h2>
      <ul className="divide-border mt-4 divide-y">
        {hits.map((hit) => (
          <li key={hit.url}>
            <Link
              to={hit.url}
              className="hover:bg-muted -mx-2 block rounded-md px-2 py-3"
            >
              <span className="text-teal block text-xs font-semibold tracking-wider uppercase">
                {copy.kinds[hit.kind]}
              </span>
              <span className="text-brand block font-bold">{hit.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={`/search?${new URLSearchParams({ q: query })}`}
        className="text-brand mt-4 inline-block font-semibold underline"
      >
        {copy.searchFor} “<bdi>{query}</bdi>”
      </Link>
    </section>
  )
}
