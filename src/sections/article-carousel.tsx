import * as React from "react"
import { ArticleCard } from "../components/article-card"
import { Carousel, type CarouselPreset } from "../components/ui/carousel"

type ArticleCarouselProps = {
  articles: readonly Queries.ArticleCardFragment[]
  label: string
  preset?: Extract<CarouselPreset, "article" | "caseArticles">
}

/** A carousel of article cards: 'More Articles & Business Cases?' and the case page's row. */
export function ArticleCarousel({
  articles,
  label,
  preset = "article",
}: ArticleCarouselProps) {
  return (
    <Carousel preset={preset} label={label} className="px-2 pb-10">
      {articles.map((article) => (
        <div key={article.id} className="h-full px-3 py-4">
          <ArticleCard article={article} />
        </div>
      ))}
    </Carousel>
  )
}
