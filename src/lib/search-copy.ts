import copy from "../../content/data/search.json"
import type { SearchKind } from "./search-index"

/**
 * The words of the search (content/data/search.json). Imported rather than queried: a static
 * query's result is fetched with every page, and the search sends nothing until it is used, so
 * its words arrive in its own chunk.
 */
export const searchCopy: typeof copy & { kinds: Record<SearchKind, string> } =
  copy

/** The kinds in the order the filter lists them. */
export const KIND_ORDER = Object.keys(copy.kinds) as SearchKind[]
