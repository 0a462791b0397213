import * as React from "react"
import { graphql } from "gatsby"
import { HeroBanner } from "./hero-banner"

// The hero of every page made from a JSON file: one full-width image set for phones to desktops.
export const query = graphql`
  fragment PageHero on ContentHero {
    heading
    subheading
    blogHeading
    imageAlt
    mobileNote
    image {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          breakpoints: [480, 800, 1200, 1600]
          quality: 65
        )
      }
    }
  }
`

/** The hero banner of a content file (content/pages or content/services). */
export function PageHero({ hero }: { hero: Queries.PageHeroFragment }) {
  return <HeroBanner {...hero} />
}
