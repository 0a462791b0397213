// Shared by the visitor-form tests: the real copy file, and a site config with the brand word.
export const formsCopy = require("../../../content/data/forms.json")
export const siteConfig = {
  name: "Coreval",
  brand: "coreval",
  scripts: { analyticsId: "", tagManagerId: "", chatbotUrl: "" },
}
