import * as React from "react"
import { Link } from "gatsby"
import { Picture } from "../components/ui/picture"
import { ArrowRight } from "../components/icons"
import { buttonVariants } from "../components/ui/button"
import { BlogCards } from "./blog-cards"

/**
 * The listing's cards: image, category label, title, description and a Read button. The listing
 * opens its page, so the first card's image is in the first screen, even on a phone: it loads
 * at once, as the page's largest paint, and the rest load as they near the screen.
 */
export function ArticleListing({
  articles,
  readLabel,
}: {
  articles: readonly Queries.ArticleCardFragment[]
  readLabel: string
}) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map(({ id, frontmatter: article }, index) => (
        <li key={id}>
          <article className="rounded-card border-border flex h-full flex-col overflow-hidden border bg-white shadow-sm">
            <Picture
              image={article.image}
              alt={article.imageAlt ?? ""}
              loading={index === 0 ? "eager" : "lazy"}
              className="aspect-[3/2]"
            />
            <div className="flex flex-1 flex-col p-6">
              <p className="bg-muted text-teal w-fit rounded-full px-3 py-1 text-xs font-semibold tracking-wider uppercase">
                {article.category}
              </p>
              <h2 className="text-brand mt-3 text-xl leading-snug font-bold">
                {article.title}
              </h2>
              <p className="text-muted-foreground mt-2 flex-1">
                {article.description}
              </p>
              <Link
                to={article.slug}
                className={buttonVariants({ className: "mt-6 w-fit" })}
              >
                {readLabel}
                <span className="sr-only">: {article.title}</span>
                <ArrowRight aria-hidden />
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}

/** The listing's cards in its order: the curated articles and case studies, then the panel's blogs. */
export function ListingCards({
  articles,
  blogs,
  readLabel,
}: {
  articles: readonly Queries.ArticleCardFragment[]
  blogs: readonly Queries.BlogCardFragment[]
  readLabel: string
}) {
  return (
    <>
      <ArticleListing articles={articles} readLabel={readLabel} />
      <BlogCards blogs={blogs} readLabel={readLabel} className="mt-8" />
    </>
  )
}
