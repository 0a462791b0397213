import { graphql } from "gatsby"
import { useSiteData } from "./use-site-data"
import type { IGatsbyImageData } from "gatsby-plugin-image"

export type Sector = {
  id: string
  name: string
  shortName: string
  icon: string
  image: IGatsbyImageData | null
}

/** The nine industry sectors of content/data/sectors.json. */
export function useSectors(): Sector[] {
  const data: Queries.SectorsFragment = useSiteData()
  return data.allSectorsJson.nodes.map((node) => ({
    ...node,
    id: node.id!,
    image:
      (node.image?.childImageSharp?.gatsbyImageData as
        IGatsbyImageData | undefined) ?? null,
  }))
}

export const sectorsFields = graphql`
  fragment Sectors on Query {
    allSectorsJson {
      nodes {
        id: jsonId
        name
        shortName
        icon
        image {
          childImageSharp {
            gatsbyImageData(width: 240, height: 240, layout: CONSTRAINED)
          }
        }
      }
    }
  }
`
