import * as React from "react"
import { useConsent } from "../lib/consent"
import { useSiteConfig } from "../hooks/use-site-config"
import { QuietBoundary } from "./quiet-boundary"

// DECISIONS.md 'Consent and third parties': analytics, tag manager and chatbot load only after
// Accept, and only those content/site.json names (none by default). The loaders are a chunk of
// their own, so a visitor who declines, or a site with no ids, never downloads them.
const ConsentedScripts = React.lazy(() =>
  import("./consented-scripts").then((module) => ({
    default: module.ConsentedScripts,
  }))
)

export function ThirdPartyScripts() {
  const consent = useConsent()
  const { scripts } = useSiteConfig()
  const ids = {
    analyticsId: scripts?.analyticsId || "",
    tagManagerId: scripts?.tagManagerId || "",
    chatbotUrl: scripts?.chatbotUrl || "",
  }
  if (consent !== "accepted" || !Object.values(ids).some(Boolean)) return null
  return (
    <QuietBoundary>
      <React.Suspense fallback={null}>
        <ConsentedScripts {...ids} />
      </React.Suspense>
    </QuietBoundary>
  )
}
