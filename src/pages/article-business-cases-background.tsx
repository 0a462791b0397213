import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { Section } from "../components/ui/section"
import { ArticleListing } from "../sections/article-listing"
import { BlogCards } from "../sections/blog-cards"
import { useArticlePage } from "../hooks/use-article-page"

/** Every article and case study, from the same MDX nodes that create their pages. */
export default function ArticlesPage({
  data,
}: PageProps<Queries.ArticlesPageQuery>) {
  const copy = useArticlePage()
  return (
    <Section id="articles" intro={copy.listingIntro}>
      <ArticleListing articles={data.allMdx.nodes} readLabel={copy.readLabel} />
      <BlogCards
        blogs={data.allPanelBlog.nodes}
        readLabel={copy.readLabel}
        className="mt-8"
      />
    </Section>
  )
}

export const Head = ({ location }: HeadProps) => {
  const copy = useArticlePage()
  return (
    <Seo
      title={copy.listingTitle}
      description={copy.listingDescription}
      pathname={location.pathname}
    />
  )
}

export const query = graphql`
  query ArticlesPage {
    allMdx(
      filter: { frontmatter: { template: { in: ["article", "case-study"] } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...ArticleCard
      }
    }
    allPanelBlog(sort: [{ createdAt: DESC }, { recordId: DESC }]) {
      nodes {
        ...BlogCard
      }
    }
  }
`
