import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { Section } from "../components/ui/section"
import { lazy } from "../components/lazy"
import { ListingCards } from "../sections/article-listing"

// The filters' code comes after the page's first load, not in it. The prebuilt HTML is the whole
// listing with its filters, which React keeps on screen until the chunk has arrived and then
// hydrates; the cards alone (as the listing was before it had filters) show when the page is
// reached from another without its chunk yet, and should the chunk never arrive.
const FilteredListing = lazy(() =>
  import("../sections/filtered-listing").then(
    (module) => module.FilteredListing
  )
)

/** Every article and case study, from the same MDX nodes that create their pages, then the panel's blogs. */
export default function ArticlesPage({
  data,
  location,
}: PageProps<Queries.ArticlesPageQuery>) {
  const copy = data.copy!
  const cards = (
    <div data-listing data-ready="" data-pagefind-ignore>
      <ListingCards
        articles={data.allMdx.nodes}
        blogs={data.allPanelBlog.nodes}
        readLabel={copy.readLabel}
      />
    </div>
  )
  return (
    <Section id="articles" intro={copy.listingIntro}>
      <FilteredListing
        articles={data.allMdx.nodes}
        blogs={data.allPanelBlog.nodes}
        offerings={data.allOfferingsJson.nodes}
        copy={copy.listingFilters}
        readLabel={copy.readLabel}
        search={location.search}
        fallback={cards}
      />
    </Section>
  )
}

// A filtered address (?topic=…) hides the listing until the page has run and applied the filter
// (FilteredListing); without scripts, or unfiltered, it shows at once.
const hideUntilFiltered = `if(/[?&](topic|type)=/.test(location.search))document.documentElement.classList.add("listing-pending")`

export const Head = ({
  location,
  data,
}: HeadProps<Queries.ArticlesPageQuery>) => (
  <Seo
    title={data.copy!.listingTitle}
    description={data.copy!.listingDescription}
    pathname={location.pathname}
  >
    <script dangerouslySetInnerHTML={{ __html: hideUntilFiltered }} />
  </Seo>
)

export const query = graphql`
  query ArticlesPage {
    copy: articlePageJson {
      listingIntro
      listingTitle
      listingDescription
      readLabel
      listingFilters {
        label
        topic
        type
        all
        types
        empty
        clear
      }
    }
    allMdx(
      filter: { frontmatter: { template: { in: ["article", "case-study"] } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...ArticleCard
        frontmatter {
          services
        }
      }
    }
    allOfferingsJson {
      nodes {
        link
        shortName
      }
    }
    allPanelBlog(sort: [{ createdAt: DESC }, { recordId: DESC }]) {
      nodes {
        ...BlogCard
      }
    }
  }
`
