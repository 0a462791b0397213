import * as React from "react"
import { currentPagefind, loadPagefind } from "../lib/pagefind"
import {
  cleanQuery,
  hasWords,
  hitsOf,
  rankSuggestions,
  type SearchHit,
} from "../lib/search"
import type { SearchKind } from "../lib/search-index"

export type SearchState =
  | { status: "idle" }
  | { status: "loading"; query: string; hits: SearchHit[] }
  | {
      status: "done"
      query: string
      hits: SearchHit[]
      /** Whether more pages matched than are loaded (Show more). */
      more: boolean
    }
  | { status: "failed"; query: string }

/**
 * Pages whose results are loaded at a time: each is a download of its own (a fragment, 1.5 KB),
 * so only about what a phone's screen shows; 'Show more results' loads the next.
 */
export const PAGE_SIZE = 5
/** Typing pauses this long before a search runs, so a word typed fast is one search. */
const PAUSE_MS = 80

/**
 * Results as a visitor types: the query cleaned (any text is fine), searched after a pause, the
 * results of the newest query only. Nothing to look for is 'no results', and a search that could
 * not load says so; neither is an error.
 */
export function useSearch(rawQuery: string, kind: SearchKind | null) {
  const query = cleanQuery(rawQuery)
  const [state, setState] = React.useState<SearchState>({ status: "idle" })
  const [shown, setShown] = React.useState(PAGE_SIZE)

  React.useEffect(() => setShown(PAGE_SIZE), [query, kind])

  React.useEffect(() => {
    if (!query) return setState({ status: "idle" })
    if (!hasWords(query)) {
      return setState({
        status: "done",
        query,
        hits: [],
        more: false,
      })
    }
    let current = true
    setState((previous) => ({
      status: "loading",
      query,
      hits: "hits" in previous ? previous.hits : [],
    }))
    const options = kind ? { filters: { kind } } : undefined
    // The search runs at once: Pagefind fetches and reads the index chunks its words need, then
    // searches them in the page. Only the results' fragments, a download each, wait until typing
    // pauses, so a word typed fast downloads the fragments of its last letters only.
    const searching = loadPagefind().then((pagefind) =>
      pagefind.search(query, options)
    )
    searching.catch(() => undefined) // seen after the pause, or not at all
    const timer = setTimeout(async () => {
      try {
        const search = await searching
        const results = search?.results ?? []
        const pages = results.slice(0, shown)
        // The results show as their fragments arrive, in their order: one slow download holds
        // back only the results after it. 'Searching…' stays until all are there.
        const hits: SearchHit[][] = []
        let arrived = 0
        await Promise.all(
          pages.map(async (result, index) => {
            hits[index] = hitsOf(await result.data(), kind)
            const before = arrived
            while (arrived < pages.length && hits[arrived]) arrived += 1
            if (current && arrived > before && arrived < pages.length)
              setState({
                status: "loading",
                query,
                hits: hits.slice(0, arrived).flat(),
              })
          })
        )
        if (!current) return
        setState({
          status: "done",
          query,
          hits: hits.flat(),
          more: results.length > shown,
        })
      } catch {
        if (current) setState({ status: "failed", query })
      }
    }, PAUSE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [query, kind, shown])

  const showMore = React.useCallback(
    () => setShown((count) => count + PAGE_SIZE),
    []
  )
  return { query, state, showMore }
}

/**
 * The kinds the index holds, for the filter; none until Pagefind has loaded. A search box begins
 * here: first in its component, so it also makes sure the index is the live one
 * (`currentPagefind`) before its first query.
 */
export function useSearchKinds(): SearchKind[] {
  const [kinds, setKinds] = React.useState<SearchKind[]>([])
  React.useEffect(() => {
    let current = true
    currentPagefind()
      .then((pagefind) => pagefind.filters())
      .then((filters) => {
        if (!current) return
        const counts = filters.kind ?? {}
        setKinds(
          (Object.keys(counts) as SearchKind[]).filter((kind) => counts[kind])
        )
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [])
  return kinds
}

/** At most this many pages are suggested for an address that was not found. */
const SUGGESTIONS = 5

/**
 * Pages to suggest for the words of an address that was not found, each word searched on its
 * own (a page rarely holds every word of a mistyped address). Nothing when nothing matched.
 */
export function useSuggestions(words: string[]): SearchHit[] {
  const key = words.join(" ")
  const [hits, setHits] = React.useState<SearchHit[]>([])
  React.useEffect(() => {
    if (!key) return
    let current = true
    currentPagefind()
      .then(async (pagefind) => {
        const searches = await Promise.all(
          key.split(" ").map((word) => pagefind.search(word))
        )
        const pages = rankSuggestions(
          searches.map((search) => search?.results ?? []),
          SUGGESTIONS
        )
        const fragments = await Promise.all(pages.map((page) => page.data()))
        if (current)
          setHits(fragments.flatMap((fragment) => hitsOf(fragment).slice(0, 1)))
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [key])
  return hits
}
