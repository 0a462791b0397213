import * as React from "react"
import { graphql, Link } from "gatsby"
import { Picture } from "./ui/picture"
import { cn } from "../lib/cn"

// Every list of articles (teasers, carousels, the listing, related grids) asks for the same fields.
export const query = graphql`
  fragment ArticleCard on Mdx {
    id
    frontmatter {
      title
      slug
      category
      excerpt
      description
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 600, aspectRatio: 1.5)
        }
      }
    }
  }
`

/** The first `count` words of a title plus an ellipsis; titles that short are returned whole. */
export function truncateWords(title: string, count = 4) {
  const words = title.trim().split(/\s+/)
  if (words.length <= count) return title.trim()
  return `${words.slice(0, count).join(" ")}…`
}

/**
 * A card with image, title, teaser and link; used by carousels and grids of articles. With
 * `shortTitle`, the title is cut to 4 words plus an ellipsis, so a grid's cards line up; the full
 * title stays available on hover (title attribute) and to assistive technology (hidden text).
 */
export function ArticleCard({
  article: { frontmatter: article },
  headingLevel: Heading = "h3",
  shortTitle = false,
  className,
}: {
  article: Queries.ArticleCardFragment
  headingLevel?: "h2" | "h3"
  shortTitle?: boolean
  className?: string
}) {
  const short = shortTitle ? truncateWords(article.title) : article.title
  return (
    <article
      className={cn(
        "group rounded-card border-border relative flex h-full flex-col overflow-hidden border bg-white shadow-sm transition-shadow hover:shadow-lg",
        className
      )}
    >
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
        <Heading
          className="text-brand mt-1 text-lg leading-snug font-bold"
          title={shortTitle ? article.title : undefined}
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
        </Heading>
        <p className="text-muted-foreground mt-2 line-clamp-3 flex-1 text-sm">
          {article.excerpt}
        </p>
        <span
          aria-hidden
          className="text-teal mt-4 text-sm font-semibold group-hover:underline"
        >
          Read more
        </span>
      </div>
    </article>
  )
}
