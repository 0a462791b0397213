import { graphql, useStaticQuery } from "gatsby"
import { fillWords } from "../../common/fill-words"
import { useSiteConfig } from "./use-site-config"
import { useSiteFileOverride } from "./site-file-overrides"

/**
 * content/data/newsletter-consent.json: the wording of the current version, which the newsletter
 * form shows and whose version it sends, so the server records what the visitor agreed to.
 */
export function useNewsletterConsent() {
  const data = useStaticQuery<Queries.NewsletterConsentQuery>(graphql`
    query NewsletterConsent {
      newsletterConsentJson {
        current
        versions {
          version
          text
        }
      }
    }
  `)
  const { name } = useSiteConfig()
  const { current, versions } =
    useSiteFileOverride<NonNullable<typeof data.newsletterConsentJson>>(
      "newsletterConsent"
    ) ?? data.newsletterConsentJson!
  const wording = versions.find((entry) => entry.version === current)!
  return { version: current, text: fillWords(wording.text, { name }) }
}
