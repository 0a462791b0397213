import * as React from "react"
import { Link } from "gatsby"
import { Picture } from "../components/ui/picture"
import type { ArticleSummary } from "../components/article-card"

/** The first `count` words of a title plus an ellipsis; titles that short are returned whole. */
export function truncateWords(title: string, count = 4) {
  const words = title.trim().split(/\s+/)
  if (words.length <= count) return title.trim()
  return `${words.slice(0, count).join(" ")}…`
}

/**
 * Related articles as a card grid. Titles are cut to 4 words plus an ellipsis, so the cards line
 * up; the full title stays available on hover (title attribute) and to assistive technology (hidden
 * text).
 */
export function RelatedArticles({
  articles,
}: {
  articles: readonly ArticleSummary[]
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => {
        const short = truncateWords(article.title)
        return (
          <li key={article.id} className="flex">
            <article className="group rounded-card border-border focus-within:ring-ring relative flex w-full flex-col overflow-hidden border bg-white shadow-sm transition-shadow focus-within:ring-2 hover:shadow-lg">
              <Picture
                image={article.image}
                alt={article.imageAlt ?? ""}
                className="aspect-[3/2]"
              />
              <div className="flex flex-1 flex-col p-5">
                {article.category && (
                  <p className="text-teal text-xs font-semibold tracking-wider uppercase">
                    {article.category}
                  </p>
                )}
                <h3
                  className="text-brand mt-1 text-lg leading-snug font-bold"
                  title={article.title}
                >
                  <Link
                    to={article.slug}
                    className="after:absolute after:inset-0 focus-visible:outline-none"
                  >
                    {short === article.title ? (
                      article.title
                    ) : (
                      <>
                        <span aria-hidden="true">{short}</span>
                        <span className="sr-only">{article.title}</span>
                      </>
                    )}
                  </Link>
                </h3>
                {article.excerpt && (
                  <p className="text-muted-foreground mt-2 line-clamp-3 flex-1 text-sm">
                    {article.excerpt}
                  </p>
                )}
                <span
                  aria-hidden
                  className="text-teal mt-4 text-sm font-semibold group-hover:underline"
                >
                  Read more
                </span>
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
