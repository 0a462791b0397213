import { graphql } from "gatsby"
import { useSiteData } from "./use-site-data"

/** content/data/footer.json: the 'Get in Touch' copy, the footer lists and the legal links. */
export function useFooter() {
  const data: Queries.FooterFragment = useSiteData()
  return data.footerJson!
}

export const footerFields = graphql`
  fragment Footer on Query {
    footerJson {
      heading
      intro
      schedulingLabel
      industries {
        title
        items
      }
      departments {
        title
        items
      }
      stakeholders {
        title
        items
      }
      countries {
        title
        items
      }
      legal {
        name
        link
      }
      rights
    }
  }
`
