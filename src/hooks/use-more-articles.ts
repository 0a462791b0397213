import { graphql, useStaticQuery } from "gatsby"

/**
 * The articles of the 'More Articles & Business Cases?' carousels. One static query shared by every
 * article page, so build work does not grow with the number of articles squared.
 */
export function useMoreArticles() {
  const data = useStaticQuery<Queries.MoreArticlesQuery>(graphql`
    query MoreArticles {
      allMdx(
        filter: { frontmatter: { template: { eq: "article" } } }
        sort: { frontmatter: { order: ASC } }
        limit: 14
      ) {
        nodes {
          ...ArticleCard
        }
      }
    }
  `)
  return data.allMdx.nodes
}
