import { graphql, useStaticQuery } from "gatsby"
import { useSiteFileOverride } from "./site-file-overrides"

/** content/data/footer.json: the 'Get in Touch' copy, the footer lists and the legal links. */
export function useFooter() {
  const data = useStaticQuery<Queries.FooterQuery>(graphql`
    query Footer {
      footerJson {
        heading
        intro
        schedulingLabel
        industries {
          ...FooterList
        }
        departments {
          ...FooterList
        }
        stakeholders {
          ...FooterList
        }
        countries {
          ...FooterList
        }
        legal {
          name
          link
        }
        rights
      }
    }
    fragment FooterList on FooterList {
      title
      items
    }
  `)
  return (
    useSiteFileOverride<NonNullable<typeof data.footerJson>>("footer") ??
    data.footerJson!
  )
}
