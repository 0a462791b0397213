// Shared by the visitor-form tests: the real copy file, and a site config with the brand word.
export const formsCopy = require("../../../content/data/forms.json")
export const siteConfig = {
  name: "Coreval",
  brand: "coreval",
  scripts: { analyticsId: "", tagManagerId: "", chatbotUrl: "" },
}
// The current wording of content/data/newsletter-consent.json, as useNewsletterConsent gives it.
const consentFile = require("../../../content/data/newsletter-consent.json")
export const newsletterConsent = {
  version: consentFile.current,
  text: consentFile.versions
    .find((entry: { version: string }) => entry.version === consentFile.current)
    .text.replaceAll("{name}", "Coreval"),
}
