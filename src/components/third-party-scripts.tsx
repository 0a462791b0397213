import * as React from "react"
import { useConsent } from "../lib/consent"
import { useSiteConfig } from "../hooks/use-site-config"
import { lazy } from "./lazy"

// As the privacy policy promises, analytics, tag manager and chatbot load only after
// Accept, and only those content/site.json names (none by default). The loaders are a chunk of
// their own, so a visitor who declines, or a site with no ids, never downloads them.
const ConsentedScripts = lazy(() =>
  import("./consented-scripts").then((module) => module.ConsentedScripts)
)

export function ThirdPartyScripts() {
  const consent = useConsent()
  const { scripts } = useSiteConfig()
  if (consent !== "accepted" || !Object.values(scripts).some(Boolean))
    return null
  return <ConsentedScripts {...scripts} />
}
