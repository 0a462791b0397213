import * as React from "react"
import { graphql, Link } from "gatsby"
import { ArrowRight } from "../components/icons"
import { Card, CardTitle } from "../components/ui/card"
import { PanelImage } from "../components/panel-image"
import { buttonVariants } from "../components/ui/button"
import { cn } from "../lib/cn"

export const query = graphql`
  fragment BlogCard on PanelBlog {
    recordId
    slug
    title
    summary
    category
    image
    imageAlt
    imageFocus
    imageFile {
      ...PanelCardImage
    }
  }
`

type BlogCardsProps = {
  blogs: readonly Queries.BlogCardFragment[]
  readLabel: string
  className?: string
}

/**
 * The panel's blog posts as cards of the articles listing, in its grid and look, each with a Read
 * button to its own prebuilt /blog/{slug}. Nothing when there are none.
 */
export function BlogCards({ blogs, readLabel, className }: BlogCardsProps) {
  if (!blogs.length) return null
  return (
    <ul className={cn("grid gap-8 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {blogs.map((blog) => (
        <li key={blog.recordId}>
          <Card as="article" className="h-full">
            <PanelImage
              url={blog.image}
              file={blog.imageFile}
              alt={blog.imageAlt}
              focus={blog.imageFocus}
              className="aspect-[3/2]"
              sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            />
            <div className="flex flex-1 flex-col p-6">
              {blog.category && (
                <p className="bg-muted text-teal w-fit rounded-full px-3 py-1 text-xs font-semibold tracking-wider uppercase">
                  {blog.category}
                </p>
              )}
              <CardTitle as="h2" className="mt-3">
                {blog.title}
              </CardTitle>
              <p className="text-muted-foreground mt-2 flex-1">
                {blog.summary}
              </p>
              <Link
                to={`/blog/${blog.slug}`}
                className={buttonVariants({ className: "mt-6 w-fit" })}
              >
                {readLabel}
                <span className="sr-only">: {blog.title}</span>
                <ArrowRight aria-hidden />
              </Link>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}
