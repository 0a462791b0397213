import { graphql, useStaticQuery } from "gatsby"
import { useSiteFileOverride } from "./site-file-overrides"

/** The words of the visitors' forms, the cookie banner, the chatbot and the API-fed pages. */
export type FormsCopy = NonNullable<Queries.FormsCopyQuery["formsJson"]>

/** content/data/forms.json */
export function useFormsCopy(): FormsCopy {
  const data = useStaticQuery<Queries.FormsCopyQuery>(graphql`
    query FormsCopy {
      formsJson {
        labels {
          name
          email
          countryCode
          countryCodePlaceholder
          number
          reason
          message
          messagePlaceholder
          website
        }
        sending
        contactSuccess
        bookSession {
          title
          intro
          submit
        }
        rfq {
          title
          intro
          button
          modalTitle
          modalIntro
          submit
          close
        }
        newsletter {
          title
          intro
          label
          placeholder
          submit
          sending
          success
        }
        cookies {
          label
          paragraphs
          policyLabel
          policyLink
          accept
          decline
        }
        chatbot {
          open
          close
          title
        }
        programme {
          loading
          empty
          emptyText
          back
          backLink
        }
        blog {
          loading
          notFound
          notFoundText
          failed
          retry
          back
          backLink
        }
      }
    }
  `)
  return useSiteFileOverride<FormsCopy>("formsCopy") ?? data.formsJson!
}
