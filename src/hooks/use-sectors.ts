import { graphql, useStaticQuery } from "gatsby"
import { useSiteFileOverride } from "./site-file-overrides"

export type Sector = Queries.SectorsQuery["allSectorsJson"]["nodes"][number]

/** The nine industry sectors of content/data/sectors.json. */
export function useSectors(): readonly Sector[] {
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
              gatsbyImageData(width: 240, height: 240)
            }
          }
        }
      }
    }
  `)
  return (
    useSiteFileOverride<readonly Sector[]>("sectors") ??
    data.allSectorsJson.nodes
  )
}
