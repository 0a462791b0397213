import * as React from "react"
import { graphql, Link } from "gatsby"
import { ArrowRight } from "../components/icons"
import {
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
} from "../components/ui/card"
import { cn } from "../lib/cn"
import { Picture } from "../components/ui/picture"

export const query = graphql`
  fragment ValueCards on ContentBlock {
    items {
      title
      text
      label
      link
      linkLabel
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 640, aspectRatio: 1.78)
        }
      }
    }
  }
`

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  6: "sm:grid-cols-2 lg:grid-cols-3",
} as const

function columnsFor(count: number) {
  if (count === 2 || count === 3 || count === 4) return columnClasses[count]
  if (count % 3 === 0) return columnClasses[6]
  return columnClasses[4]
}

// A card's `label` is a short tag above its title, e.g. "Tier 1".
type ValueCardsProps = {
  items: Queries.ValueCardsFragment["items"]
  /** h4 when the grid sits under its own h3, as 'Why the ECMT?' does. */
  headingLevel?: "h3" | "h4"
  className?: string
}

/** A grid of cards, each a point of value: optional image, tag, title, text and a link onwards. */
export function ValueCards({
  items,
  headingLevel = "h3",
  className,
}: ValueCardsProps) {
  const cards = items ?? []
  return (
    <ul className={cn("grid gap-6", columnsFor(cards.length), className)}>
      {cards.map((card) => (
        <li key={card.title} className="flex">
          <Card className="w-full">
            <Picture
              image={card.image}
              alt={card.imageAlt ?? ""}
              className="aspect-[16/9] w-full"
            />
            <CardHeader>
              {card.label && (
                <p className="text-teal text-xs font-semibold tracking-wider uppercase">
                  {card.label}
                </p>
              )}
              {headingLevel === "h3" ? (
                <CardTitle>{card.title}</CardTitle>
              ) : (
                <h4 className="text-brand text-xl leading-snug font-bold">
                  {card.title}
                </h4>
              )}
            </CardHeader>
            <CardContent>{card.text}</CardContent>
            {card.link && card.linkLabel && (
              <CardFooter>
                <Link
                  to={card.link}
                  className="text-teal inline-flex items-center gap-1 text-sm font-semibold underline-offset-4 hover:underline"
                >
                  {card.linkLabel}
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </CardFooter>
            )}
          </Card>
        </li>
      ))}
    </ul>
  )
}
