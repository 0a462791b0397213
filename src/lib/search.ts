import type { PagefindFragment } from "./pagefind"
import { isItemKind, itemKindOf, type SearchKind } from "./search-index"

// From what a visitor types to what the search shows. Pure functions, loaded with the search.

/** Longer queries are cut: Pagefind fetches an index chunk per word, and no title is longer. */
export const MAX_QUERY_LENGTH = 100
export const MAX_QUERY_WORDS = 10

/**
 * A query as typed, made fit to search and to show: control characters and lone surrogates
 * (which no URL can carry) become spaces, runs of space one, and at most 10 words and 100
 * characters are kept, cut between characters, never inside an emoji's pair of code units.
 */
export function cleanQuery(raw: unknown): string {
  const text = typeof raw === "string" ? raw : ""
  const words = text
    .replace(/[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/gu, " ")
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, MAX_QUERY_WORDS)
  return Array.from(words.join(" ")).slice(0, MAX_QUERY_LENGTH).join("").trim()
}

/** Whether a cleaned query has a letter or digit to look for (Pagefind drops the rest). */
export const hasWords = (query: string) => /[\p{L}\p{N}]/u.test(query)

export type ExcerptPart = { text: string; marked: boolean }

export type SearchHit = {
  /** The result's address on this site: a path, with an anchor for an item. */
  url: string
  title: string
  kind: SearchKind
  excerpt: ExcerptPart[]
}

/**
 * Pagefind's excerpt as text parts, the matched words marked. Pagefind escapes `<` and `>` in
 * the page's words and adds `<mark>`; parsing that here means no HTML from the index is ever
 * set as markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = part.startsWith("<mark>") && part.endsWith("</mark>")
      const text = (marked ? part.slice(6, -7) : part)
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
      return { text, marked }
    })
}

/** A result's address as the site writes it: no trailing slash (trailingSlash "never"). */
export function sitePath(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, "")
  const trimmed = path.replace(/(.)\/+(?=$|[?#])/, "$1")
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`
}

/** A page's own kind: the one of its `kind` values that is not an item's. */
function pageKind(fragment: PagefindFragment): SearchKind {
  const kinds = (fragment.filters.kind ?? []) as SearchKind[]
  return kinds.find((kind) => !isItemKind(kind)) ?? "page"
}

/**
 * The results one page gives: the page itself when words matched outside its items, and each
 * course, event or news item whose part of the page matched, at its anchor. With a kind chosen,
 * only the results of that kind.
 */
export function hitsOf(
  fragment: PagefindFragment,
  kind: SearchKind | null = null
): SearchHit[] {
  const hits: SearchHit[] = []
  const ownKind = pageKind(fragment)
  const pageParts = fragment.sub_results.filter(
    (sub) => !itemKindOf(sub.anchor?.id)
  )
  const items = fragment.sub_results.flatMap((sub) => {
    const itemKind = itemKindOf(sub.anchor?.id)
    return itemKind ? [{ sub, itemKind }] : []
  })
  const showPage =
    (kind === null || kind === ownKind) &&
    (pageParts.length > 0 || items.length === 0)
  if (showPage) {
    hits.push({
      url: sitePath(fragment.url.replace(/#.*$/, "")),
      title: fragment.meta.title || sitePath(fragment.url),
      kind: ownKind,
      excerpt: excerptParts(pageParts[0]?.excerpt ?? fragment.excerpt),
    })
  }
  for (const { sub, itemKind } of items) {
    if (kind !== null && kind !== itemKind) continue
    hits.push({
      url: sitePath(sub.url),
      title: sub.title,
      kind: itemKind,
      excerpt: excerptParts(sub.excerpt),
    })
  }
  return hits
}

const STOP_WORDS = new Set(
  "html htm php aspx index www the and for of to in on an".split(" ")
)

/**
 * The words of an address that was not found, to search for instead: `/drilling-cost_case.html`
 * gives drilling, cost, case. At most six, each once.
 */
export function pathWords(pathname: string): string[] {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // A malformed escape: the raw path's words are still words.
  }
  const words = cleanQuery(path.replace(/[^\p{L}\p{N}]+/gu, " "))
    .toLowerCase()
    .split(" ")
    .filter(
      (word) => word.length > 1 && !/^\d+$/.test(word) && !STOP_WORDS.has(word)
    )
  return [...new Set(words)].slice(0, 6)
}

/**
 * The pages to suggest for several words searched one by one: those holding more of the words
 * first, then those Pagefind ranked higher for any of them. Each page once.
 */
export function rankSuggestions<T extends { id: string }>(
  resultsPerWord: T[][],
  limit: number
): T[] {
  const pages = new Map<string, { result: T; words: number; best: number }>()
  for (const results of resultsPerWord) {
    results.forEach((result, rank) => {
      const page = pages.get(result.id) ?? { result, words: 0, best: rank }
      page.words += 1
      page.best = Math.min(page.best, rank)
      pages.set(result.id, page)
    })
  }
  return [...pages.values()]
    .sort((a, b) => b.words - a.words || a.best - b.best)
    .slice(0, limit)
    .map((page) => page.result)
}
