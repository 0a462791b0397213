import * as React from "react"
import { Link } from "gatsby"
import { Picture } from "../components/ui/picture"

/** Three article teasers; hovering or focusing one swaps its title for the excerpt. */
export function ArticleTeasers({
  articles,
}: {
  articles: readonly Queries.ArticleCardFragment[]
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {articles.map(({ id, frontmatter: article }) => (
        <li key={id}>
          <Link
            to={article.slug}
            className="group rounded-card bg-brand relative block aspect-[4/3] overflow-hidden shadow-md focus-visible:outline-offset-4"
          >
            <Picture
              image={article.image}
              alt=""
              className="size-full transition-transform duration-500 group-hover:scale-105"
            />
            <span className="from-brand via-brand/60 absolute inset-0 bg-linear-to-t to-transparent" />
            <span className="absolute inset-x-0 bottom-0 p-6 text-white">
              <span className="text-accent block text-xs font-semibold tracking-wider uppercase">
                {article.category}
              </span>
              <span className="mt-1 block text-xl font-bold group-hover:hidden group-focus-visible:hidden">
                {article.title}
              </span>
              <span className="mt-1 hidden text-base leading-snug group-hover:block group-focus-visible:block">
                <span className="sr-only">{article.title}: </span>
                {article.excerpt}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
