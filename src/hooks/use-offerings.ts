import { graphql, useStaticQuery } from "gatsby"
import { useSiteFileOverride } from "./site-file-overrides"

export type Offering =
  Queries.OfferingsQuery["allOfferingsJson"]["nodes"][number]

/** Every linkable offering (services, systems, programmes) of content/data/offerings.json. */
export function useOfferings(): readonly Offering[] {
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
  return (
    useSiteFileOverride<readonly Offering[]>("offerings") ??
    data.allOfferingsJson.nodes
  )
}

/** The offerings for a list of links, in the list's order; unknown links are dropped. */
export function pickOfferings(
  offerings: readonly Offering[],
  links: readonly (string | null)[]
) {
  return links.flatMap((link) =>
    offerings.filter((offering) => offering.link === link)
  )
}
