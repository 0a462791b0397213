import * as React from "react"
import { graphql, Link } from "gatsby"
import { Picture } from "../components/ui/picture"
import { ArrowRight } from "../components/icons"
import { cva } from "class-variance-authority"
import { type CircleTone, toneBorders } from "../components/ui/circle-link"

export const query = graphql`
  fragment SolutionsGrid on HomeSolution {
    id
    title
    imageAlt
    text
    list
    borderColor
    link
    image {
      childImageSharp {
        gatsbyImageData(width: 144, height: 144, layout: FIXED)
      }
    }
  }
`

const ringVariants = cva(
  "mx-auto block size-36 overflow-hidden rounded-full border-[6px] transition-all duration-300 group-focus-within:border-transparent group-focus-within:shadow-2xl group-hover:border-transparent group-hover:shadow-2xl",
  {
    variants: {
      color: toneBorders,
    },
    defaultVariants: { color: "teal" },
  }
)

/** Solution cards: a round image that trades its coloured border for a shadow on hover. */
export function SolutionsGrid({
  items,
}: {
  items: readonly Queries.SolutionsGridFragment[]
}) {
  return (
    // Teasers of six pages, each found on its own page (data-pagefind-ignore).
    <ul
      data-pagefind-ignore
      className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3"
    >
      {items.map((item) => (
        <li
          key={item.id}
          className="group relative flex flex-col items-center text-center"
        >
          <div
            className={ringVariants({ color: item.borderColor as CircleTone })}
          >
            <Picture
              image={item.image}
              alt={item.imageAlt}
              className="size-full"
            />
          </div>
          <h3 className="text-brand mt-5 text-xl font-bold">
            <Link
              to={item.link}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {item.title}
            </Link>
          </h3>
          {item.text && (
            <p className="text-muted-foreground mt-2 max-w-xs">{item.text}</p>
          )}
          {item.list && (
            <ul className="text-muted-foreground mt-2 space-y-1">
              {item.list.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <span
            aria-hidden
            className="text-teal mt-3 inline-flex items-center gap-1 text-sm font-semibold group-hover:underline"
          >
            Learn more <ArrowRight className="size-4" />
          </span>
        </li>
      ))}
    </ul>
  )
}
