import * as React from "react"
import { Link } from "gatsby"
import {
  activeFilter,
  countFacets,
  filterSearch,
  matches,
  NO_FILTER,
  readFilter,
  slugOf,
  topicsOf,
  type Facet,
  type ListingEntry,
} from "../lib/listing-filters"
import { ListingCards } from "./article-listing"
import { FilterGroup } from "./listing-filters"

type Copy = Queries.ArticlesPageQuery["copy"]
// An ArticleCard node with the services its article names.
type ListingArticle = Queries.ArticlesPageQuery["allMdx"]["nodes"][number]
type ListingCopy = NonNullable<Copy>["listingFilters"]

type FilteredListingProps = {
  /** The curated articles and case studies, in the listing's order, with the services each names. */
  articles: readonly ListingArticle[]
  blogs: readonly Queries.BlogCardFragment[]
  /** The services and products topics may name, in the site's order. */
  offerings: readonly { link: string; shortName: string }[]
  copy: ListingCopy
  readLabel: string
  /** The page address's query (`?topic=…&type=…`). */
  search: string
}

/**
 * The articles listing with its filters by topic and type. The prebuilt page is the whole
 * listing; the filter in the address applies once the page runs. Until then a filtered address
 * keeps the listing hidden (the page's Head), so the whole list is never shown and then cut.
 */
export function FilteredListing({
  articles,
  blogs,
  offerings,
  copy,
  readLabel,
  search,
}: FilteredListingProps) {
  const types = copy.types.map(facet)
  const entries = [
    ...articles.map(({ frontmatter: article }) => ({
      topics: (article.services ?? []).flatMap((link) => {
        const offering = offerings.find((o) => o.link === link)
        return offering
          ? [{ slug: slugOf(link), name: offering.shortName }]
          : []
      }),
      type: article.category ? facet(article.category) : null,
    })),
    ...blogs.map((blog) => blogEntry(blog.category, types)),
  ]
  const order = offerings.map((o) => ({
    slug: slugOf(o.link),
    name: o.shortName,
  }))
  const topics = topicsOf(entries, order)

  const [requested, setRequested] = React.useState(NO_FILTER)
  const [ready, setReady] = React.useState(false)
  React.useEffect(() => {
    setRequested(readFilter(search))
    setReady(true)
  }, [search])

  const filter = activeFilter(requested, topics, types)
  const counts = countFacets(entries, filter, topics, types)
  const shown = entries.map((entry) => matches(entry, filter))
  const shownArticles = articles.filter((_, index) => shown[index])
  const shownBlogs = blogs.filter((_, index) => shown[articles.length + index])
  const href = (next: typeof filter) =>
    `/article-business-cases-background${filterSearch(next)}`

  return (
    // The cards teach the search nothing their own pages do not (data-pagefind-ignore).
    <div data-listing data-ready={ready ? "" : undefined} data-pagefind-ignore>
      <nav aria-label={copy.label} className="mb-10 space-y-4">
        <FilterGroup
          title={copy.topic}
          allLabel={copy.all}
          allCount={counts.allTopics}
          options={counts.topics}
          selected={filter.topic}
          hrefFor={(topic) => href({ ...filter, topic })}
        />
        <FilterGroup
          title={copy.type}
          allLabel={copy.all}
          allCount={counts.allTypes}
          options={counts.types}
          selected={filter.type}
          hrefFor={(type) => href({ ...filter, type })}
        />
      </nav>
      {shownArticles.length + shownBlogs.length === 0 ? (
        <p className="text-muted-foreground text-center text-lg">
          {copy.empty}{" "}
          <Link
            to={href(NO_FILTER)}
            className="text-brand font-semibold underline"
          >
            {copy.clear}
          </Link>
        </p>
      ) : (
        <ListingCards
          articles={shownArticles}
          blogs={shownBlogs}
          readLabel={readLabel}
        />
      )}
    </div>
  )
}

const facet = (name: string): Facet => ({ slug: slugOf(name), name })

/**
 * A panel blog names no services yet: its category is its type when it is one of the types, and
 * its topic otherwise.
 */
function blogEntry(category: string | null, types: Facet[]): ListingEntry {
  const name = category?.trim()
  if (!name) return { topics: [], type: null }
  const type = types.find((t) => t.slug === slugOf(name))
  return type ? { topics: [], type } : { topics: [facet(name)], type: null }
}
