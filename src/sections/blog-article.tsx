import * as React from "react"
import { dayParts, formatDay } from "../lib/dates"

type BlogArticleProps = {
  title: string
  category?: string | null
  /** When it was published (ISO). */
  date?: string | null
  excerpt?: string | null
  /** The picture under the header, when there is one. */
  image?: React.ReactNode
  /** The cleaned HTML of the post. */
  body: React.ReactNode
}

/**
 * A blog post of the panel: the prebuilt /blog/{slug} and the browser's fallback for a post newer
 * than the last build show it alike.
 */
export function BlogArticle({
  title,
  category,
  date,
  excerpt,
  image,
  body,
}: BlogArticleProps) {
  // The day it was published; the time of day a post was saved is not news.
  const published = dayParts(date)
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <header>
        {category && (
          <p className="text-teal text-sm font-semibold tracking-wider uppercase">
            {category}
          </p>
        )}
        <h2 className="text-brand mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {published && (
          <p className="text-muted-foreground mt-3 text-sm">
            <time dateTime={published.iso}>
              {formatDay(published, { withTime: false })}
            </time>
          </p>
        )}
        {excerpt && (
          <p className="text-muted-foreground mt-5 text-xl leading-relaxed">
            {excerpt}
          </p>
        )}
      </header>
      {image && <div className="mt-8">{image}</div>}
      <div className="mt-8">{body}</div>
    </article>
  )
}
