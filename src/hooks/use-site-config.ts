import { graphql, useStaticQuery } from "gatsby"
import { useSiteFileOverride } from "./site-file-overrides"

/**
 * content/site.json: the brand, its addresses and links, kept in that one file so an owner changes
 * them once.
 */
export function useSiteConfig() {
  const data = useStaticQuery<Queries.SiteConfigQuery>(graphql`
    query SiteConfig {
      siteJson {
        name
        brand
        email
        siteUrl
        title
        description
        tagline
        copyrightYear
        schedulingUrl
        offices {
          city
          country
          address
          telephone
        }
        social {
          name
          kind
          url
        }
        scripts {
          analyticsId
          tagManagerId
          chatbotUrl
        }
      }
    }
  `)
  return (
    useSiteFileOverride<NonNullable<typeof data.siteJson>>("siteConfig") ??
    data.siteJson!
  )
}
