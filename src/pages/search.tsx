import * as React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { Section } from "../components/ui/section"
import { lazy } from "../components/lazy"
import { SearchForm } from "../components/search-form"
import { cleanQuery } from "../lib/search"
import { searchCopy as copy } from "../lib/search-copy"

// The search's code is one chunk, the header dialog's ("search"), wherever it is used: shared
// with this page in a chunk of their own, it would cost the dialog one more download. The prebuilt
// page holds the whole box (Gatsby waits for it); React keeps it until the chunk arrives. Reached
// from another page before that, the page shows the plain form.
const SearchBox = lazy(() =>
  import(/* webpackChunkName: "search" */ "../components/search-box").then(
    (module) => module.SearchBox
  )
)

/**
 * /search?q=…: the site search as a page, so a list of results can be linked. Without JavaScript
 * it is a plain form and says where else to look.
 */
export default function SearchPage({ location }: PageProps) {
  const [query, setQuery] = React.useState("")
  // The query is read after the first render: the prebuilt page has none, and hydration must match it.
  React.useEffect(() => {
    setQuery(new URLSearchParams(location.search).get("q") ?? "")
  }, [location.search])

  // The address follows the query without adding a history entry per keystroke.
  const onQueryChange = (value: string) => {
    setQuery(value)
    const q = cleanQuery(value)
    const search = q ? `?${new URLSearchParams({ q })}` : ""
    window.history.replaceState(window.history.state, "", `/search${search}`)
  }

  return (
    <Section id="search">
      <div className="mx-auto max-w-3xl">
        {/* Shown only where scripts do not run (the `scripting: none` media query): unlike
            <noscript>, also when scripts are switched off by a browser's developer tools. */}
        <p className="border-accent bg-muted mb-6 hidden rounded-md border-l-4 p-4 noscript:block">
          {copy.noScript}{" "}
          <a
            href={copy.listingLink}
            className="text-brand font-semibold underline"
          >
            {copy.listingLabel}
          </a>{" "}
          ·{" "}
          <a
            href={copy.sitemapLink}
            className="text-brand font-semibold underline"
          >
            {copy.sitemapLabel}
          </a>
        </p>
        <SearchBox
          query={query}
          onQueryChange={onQueryChange}
          fallback={<SearchForm inputId="search-field" query={query} />}
        />
      </div>
    </Section>
  )
}

export const Head = ({ location }: HeadProps) => (
  <Seo title={copy.submit} pathname={location.pathname} noindex />
)
