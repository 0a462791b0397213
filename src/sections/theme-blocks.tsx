import * as React from "react"
import { graphql } from "gatsby"
import { OfferingLinks } from "../components/offering-links"
import { pickOfferings, useOfferings } from "../hooks/use-offerings"
import { cn } from "../lib/cn"
import { CheckList } from "./check-list"
import { Picture } from "../components/ui/picture"

export const query = graphql`
  fragment ThemeBlocks on ContentBlock {
    linksTitle
    items {
      anchor
      title
      text
      bullets
      links
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.333)
        }
      }
    }
  }
`

/**
 * The client challenges of the About page, image and text alternating, each ending in round links
 * to the products that answer it. Each block carries the anchor the home page's challenge buttons use.
 */
export function ThemeBlocks({
  items,
  linksTitle,
}: Queries.ThemeBlocksFragment) {
  const offerings = useOfferings()
  return (
    <div className="space-y-24">
      {items?.map((theme, index) => (
        <article
          key={theme.anchor}
          id={theme.anchor ?? undefined}
          aria-labelledby={`${theme.anchor}-title`}
          className="scroll-mt-28"
        >
          <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
            <Picture
              image={theme.image}
              alt={theme.imageAlt ?? ""}
              className={cn(
                "rounded-card aspect-[4/3] w-full shadow-lg",
                index % 2 === 1 && "lg:order-2"
              )}
            />
            <div>
              <h3
                id={`${theme.anchor}-title`}
                className="text-brand text-2xl font-bold tracking-tight sm:text-3xl"
              >
                {theme.title}
              </h3>
              <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
                {theme.text}
              </p>
              <CheckList items={theme.bullets} className="mt-6" />
            </div>
          </div>
          <p className="text-teal mt-12 text-center text-sm font-semibold tracking-wider uppercase">
            {linksTitle}
          </p>
          <OfferingLinks
            offerings={pickOfferings(offerings, theme.links ?? [])}
            size="lg"
            spacing="wide"
            className="mt-6"
          />
        </article>
      ))}
    </div>
  )
}
