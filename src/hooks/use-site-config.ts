import { graphql } from "gatsby"
import { useSiteData } from "./use-site-data"

/** content/site.json: the brand, its addresses and links (CONTRACT 'Site configuration'). */
export function useSiteConfig() {
  const data: Queries.SiteConfigFragment = useSiteData()
  return data.siteJson!
}

export const siteConfigFields = graphql`
  fragment SiteConfig on Query {
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
`

/** Replaces the `{brand}` placeholder that content uses for the brand-dependent about page path. */
export function withBrand(link: string, brand: string) {
  return link.replace("{brand}", brand)
}
