import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { ArticleView } from "../sections/article-view"
import { toImage } from "../lib/image"

/** A case-study page (brief, solution, negotiation outcome, result) followed by a row of article cards. */
export default function CaseStudyTemplate({ data, children }: PageProps<Queries.CaseStudyQuery>) {
  const page = data.mdx!.frontmatter!
  return (
    <ArticleView page={page} image={toImage(page.image)} carousel="caseArticles">
      {children}
    </ArticleView>
  )
}

export const Head = ({ location, data }: HeadProps<Queries.CaseStudyQuery>) => {
  const page = data.mdx!.frontmatter!
  return (
    <Seo title={page.title} description={page.description} pathname={location.pathname} image={page.image?.publicURL} />
  )
}

export const query = graphql`
  query CaseStudy($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        heading
        subheading
        category
        description
        services
        imageAlt
        image {
          publicURL
          childImageSharp {
            gatsbyImageData(width: 480, height: 480)
          }
        }
      }
    }
  }
`
