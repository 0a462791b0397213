import * as React from "react"
import { useConsent } from "../lib/consent"
import { QuietBoundary } from "./quiet-boundary"

// Most page views come with a stored choice; only the others fetch the banner and js-cookie.
const Panel = React.lazy(() =>
  import(
    /* webpackChunkName: "deferred-cookie-banner" */ "./cookie-banner-panel"
  ).then((module) => ({
    default: module.CookieBannerPanel,
  }))
)

/**
 * Shown while no `cookieConsent` cookie exists (SPEC section 4). Rendered early in the layout so
 * that Tab reaches it first; it appears only in the browser, never in the static HTML.
 */
export function CookieBanner() {
  const consent = useConsent()
  if (consent !== null) return null
  return (
    <QuietBoundary>
      <React.Suspense fallback={null}>
        <Panel />
      </React.Suspense>
    </QuietBoundary>
  )
}
