import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { ArticleView } from "../sections/article-view"
import { articleKind } from "../lib/search-index"

/** An article or case study from content/articles/<slug>/index.mdx. */
export default function ArticleTemplate({
  data,
  children,
}: PageProps<Queries.ArticleQuery>) {
  return <ArticleView page={data.mdx!.frontmatter}>{children}</ArticleView>
}

export const Head = ({ location, data }: HeadProps<Queries.ArticleQuery>) => {
  const { title, description, image, category } = data.mdx!.frontmatter
  return (
    <Seo
      title={title}
      description={description}
      pathname={location.pathname}
      image={image?.publicURL}
      kind={articleKind(category)}
    />
  )
}

export const query = graphql`
  query Article($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        ...ArticleView
        description
        category
        image {
          publicURL
        }
      }
    }
  }
`
