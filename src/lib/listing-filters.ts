// The articles listing's filters: by topic (the services an article names; a panel blog's
// category) and by type (the cards' labels: Article, Philosophy, Case Study, Thinking), kept in
// the address's query (?topic=category-strategy&type=case-study) so a filtered list can be linked.

export type Facet = { slug: string; name: string }

/** One card of the listing, as the filters see it. */
export type ListingEntry = { topics: Facet[]; type: Facet | null }

export type ListingFilter = { topic: string | null; type: string | null }

export type FacetCount = Facet & { count: number }

export const NO_FILTER: ListingFilter = { topic: null, type: null }

/** A name as it appears in an address: `Case Study` is `case-study`. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
}

/** The filter an address asks for; what it names need not exist (see `activeFilter`). */
export function readFilter(search: string): ListingFilter {
  const params = new URLSearchParams(search)
  return {
    topic: params.get("topic") || null,
    type: params.get("type") || null,
  }
}

/** The query of a filtered listing's address, `""` for the whole listing. */
export function filterSearch(filter: ListingFilter): string {
  const params = new URLSearchParams()
  if (filter.topic) params.set("topic", filter.topic)
  if (filter.type) params.set("type", filter.type)
  const query = params.toString()
  return query ? `?${query}` : ""
}

export function matches(entry: ListingEntry, filter: ListingFilter): boolean {
  return (
    (!filter.topic || entry.topics.some((t) => t.slug === filter.topic)) &&
    (!filter.type || entry.type?.slug === filter.type)
  )
}

/**
 * The topics the entries name: `order`'s first, in its order (the services as the site lists
 * them), then any other (a panel blog's category) alphabetically.
 */
export function topicsOf(entries: ListingEntry[], order: Facet[]): Facet[] {
  const named = new Map<string, Facet>()
  for (const entry of entries)
    for (const topic of entry.topics) named.set(topic.slug, topic)
  const known = order.filter((facet) => named.has(facet.slug))
  const others = [...named.values()]
    .filter((facet) => !order.some((known) => known.slug === facet.slug))
    .sort((a, b) => a.name.localeCompare(b.name))
  return [...known, ...others]
}

/** The filter with any value that is not among the options dropped (an old or mistyped link). */
export function activeFilter(
  filter: ListingFilter,
  topics: Facet[],
  types: Facet[]
): ListingFilter {
  return {
    topic: topics.some((t) => t.slug === filter.topic) ? filter.topic : null,
    type: types.some((t) => t.slug === filter.type) ? filter.type : null,
  }
}

/**
 * Each option with the number of entries it would show alongside the other group's choice, so a
 * count is what a click on it lists; `all` is the count with this group's choice cleared.
 */
export function countFacets(
  entries: ListingEntry[],
  filter: ListingFilter,
  topics: Facet[],
  types: Facet[]
) {
  const count = (wanted: ListingFilter) =>
    entries.filter((entry) => matches(entry, wanted)).length
  return {
    topics: topics.map((t) => ({
      ...t,
      count: count({ ...filter, topic: t.slug }),
    })),
    allTopics: count({ ...filter, topic: null }),
    types: types.map((t) => ({
      ...t,
      count: count({ ...filter, type: t.slug }),
    })),
    allTypes: count({ ...filter, type: null }),
  }
}
