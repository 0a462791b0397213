import { graphql, useStaticQuery } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"

export type Sector = { id: string; name: string; shortName: string; icon: string; image: IGatsbyImageData | null }

/** The nine industry sectors of content/data/sectors.json. */
export function useSectors(): Sector[] {
  const data = useStaticQuery<Queries.SectorsQuery>(graphql`
    query Sectors {
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
  `)
  return data.allSectorsJson.nodes.map((node) => ({
    ...node,
    id: node.id!,
    image: (node.image?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined) ?? null,
  }))
}
