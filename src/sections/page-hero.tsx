import * as React from "react"
import { graphql } from "gatsby"
import { HeroBanner } from "./hero-banner"
import { imageData, type ImageFile, type Maybe } from "./content-image"

// The hero of every content file is queried the same way: one full-width image set for phones to desktops.
export const query = graphql`
  fragment PageHeroFields on PageJsonHero {
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
  fragment ServiceHeroFields on ServiceJsonHero {
    heading
    subheading
    blogHeading
    imageAlt
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

type Hero = {
  heading: Maybe<string>
  subheading?: Maybe<string>
  blogHeading?: Maybe<string>
  imageAlt?: Maybe<string>
  mobileNote?: Maybe<string>
  image: ImageFile
}

/** The hero banner of a content file (content/pages or content/services). */
export function PageHero({ hero }: { hero: Maybe<Hero> }) {
  if (!hero?.heading) return null
  return (
    <HeroBanner
      heading={hero.heading}
      subheading={hero.subheading}
      blogHeading={hero.blogHeading}
      image={imageData(hero.image)}
      imageAlt={hero.imageAlt}
      mobileNote={hero.mobileNote}
    />
  )
}
