import { graphql, useStaticQuery } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"

export type Offering = {
  link: string
  name: string
  shortName: string
  summary: string | null
  image: IGatsbyImageData | null
}

/** Every linkable offering (services, systems, programmes) of content/data/offerings.json. */
export function useOfferings(): Offering[] {
  const data = useStaticQuery<Queries.OfferingsQuery>(graphql`
    query Offerings {
      allOfferingsJson {
        nodes {
          link
          name
          shortName
          summary
          image {
            childImageSharp {
              gatsbyImageData(width: 160, aspectRatio: 1)
            }
          }
        }
      }
    }
  `)
  return data.allOfferingsJson.nodes.map((node) => ({
    ...node,
    image: (node.image?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined) ?? null,
  }))
}

/** The offerings for a list of links, in the list's order; unknown links are dropped. */
export function pickOfferings(offerings: Offering[], links: readonly (string | null)[]) {
  return links.flatMap((link) => offerings.filter((offering) => offering.link === link))
}
