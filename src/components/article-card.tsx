import * as React from "react"
import { graphql, Link } from "gatsby"
import { Picture } from "./ui/picture"

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

/** A card with image, title, teaser and link; used by carousels and grids of articles. */
export function ArticleCard({
  article: { frontmatter: article },
  headingLevel: Heading = "h3",
}: {
  article: Queries.ArticleCardFragment
  headingLevel?: "h2" | "h3"
}) {
  return (
    <article className="group rounded-card border-border relative flex h-full flex-col overflow-hidden border bg-white shadow-sm transition-shadow hover:shadow-lg">
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
        <Heading className="text-brand mt-1 text-lg leading-snug font-bold">
          <Link
            to={article.slug}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {article.title}
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
