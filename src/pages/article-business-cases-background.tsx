import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { Section } from "../components/ui/section"
import { FilteredListing } from "../sections/filtered-listing"

/** Every article and case study, from the same MDX nodes that create their pages, then the panel's blogs. */
export default function ArticlesPage({
  data,
  location,
}: PageProps<Queries.ArticlesPageQuery>) {
  const copy = data.copy!
  return (
    <Section id="articles" intro={copy.listingIntro}>
      <FilteredListing
        articles={data.allMdx.nodes}
        blogs={data.allPanelBlog.nodes}
        offerings={data.allOfferingsJson.nodes}
        copy={copy.listingFilters}
        readLabel={copy.readLabel}
        search={location.search}
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
