import { graphql, useStaticQuery } from "gatsby"
import { useSiteFileOverride } from "./site-file-overrides"

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
  return (
    useSiteFileOverride<NonNullable<typeof data.articlePageJson>>(
      "articlePage"
    ) ?? data.articlePageJson!
  )
}
