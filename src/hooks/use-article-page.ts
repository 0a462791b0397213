import { graphql, useStaticQuery } from "gatsby"

/** content/data/article-page.json: the words around every article (badges, meeting, carousel). */
export function useArticlePage() {
  const data = useStaticQuery<Queries.ArticlePageCopyQuery>(graphql`
    query ArticlePageCopy {
      articlePageJson {
        servicesTitle
        meetingTitle
        meetingText
        moreTitle
        moreIntro
        carouselLabel
      }
    }
  `)
  return data.articlePageJson!
}
