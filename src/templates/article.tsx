import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { ArticleView } from "../sections/article-view"
import { toImage } from "../lib/image"

/** An article or business case from content/articles/<slug>/index.mdx. */
export default function ArticleTemplate({ data, children }: PageProps<Queries.ArticleQuery>) {
  const page = data.mdx!.frontmatter!
  return (
    <ArticleView page={page} image={toImage(page.image)} carousel="article">
      {children}
    </ArticleView>
  )
}

export const Head = ({ location, data }: HeadProps<Queries.ArticleQuery>) => {
  const article = data.mdx!.frontmatter!
  return (
    <Seo
      title={article.title}
      description={article.description}
      pathname={location.pathname}
      image={article.image?.publicURL}
    />
  )
}

export const query = graphql`
  query Article($id: String!) {
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
