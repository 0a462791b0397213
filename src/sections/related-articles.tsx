import * as React from "react"
import { ArticleCard } from "../components/article-card"

/** Related articles as a card grid, their titles cut short so the cards line up. */
export function RelatedArticles({
  articles,
}: {
  articles: readonly Queries.ArticleCardFragment[]
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id} className="flex">
          <ArticleCard
            article={article}
            shortTitle
            className="focus-within:ring-ring w-full focus-within:ring-2"
          />
        </li>
      ))}
    </ul>
  )
}
