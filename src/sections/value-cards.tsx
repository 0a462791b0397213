import * as React from "react"
import { graphql } from "gatsby"
import { SiteLink } from "../components/ui/site-link"
import { ArrowRight } from "../components/icons"
import {
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
} from "../components/ui/card"
import { cn } from "../lib/cn"
import {
  ContentImage,
  present,
  type ImageFile,
  type Maybe,
  type MaybeList,
} from "./content-image"

export const query = graphql`
  fragment CardImage on File {
    childImageSharp {
      gatsbyImageData(width: 640, aspectRatio: 1.78)
    }
  }
`

export type ValueCard = {
  title: Maybe<string>
  text?: Maybe<string>
  /** A short tag above the title, e.g. "Tier 1". */
  label?: Maybe<string>
  image?: ImageFile
  imageAlt?: Maybe<string>
  link?: Maybe<string>
  linkLabel?: Maybe<string>
}

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

type ValueCardsProps = {
  items: MaybeList<ValueCard>
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
  const cards = present(items)
  return (
    <ul className={cn("grid gap-6", columnsFor(cards.length), className)}>
      {cards.map((card) => (
        <li key={card.title} className="flex">
          <Card className="w-full">
            <ContentImage
              image={card.image}
              alt={card.imageAlt}
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
                <SiteLink
                  to={card.link}
                  className="text-teal inline-flex items-center gap-1 text-sm font-semibold underline-offset-4 hover:underline"
                >
                  {card.linkLabel}
                  <ArrowRight aria-hidden className="size-4" />
                </SiteLink>
              </CardFooter>
            )}
          </Card>
        </li>
      ))}
    </ul>
  )
}
