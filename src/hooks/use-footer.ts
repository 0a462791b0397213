import { graphql, useStaticQuery } from "gatsby"

/** content/data/footer.json: the 'Get in Touch' copy, the footer lists and the legal links. */
export function useFooter() {
  const data = useStaticQuery<Queries.FooterQuery>(graphql`
    query Footer {
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
  `)
  return data.footerJson!
}
