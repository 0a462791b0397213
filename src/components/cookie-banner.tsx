import * as React from "react"
import { useConsent } from "../lib/consent"
import { lazy } from "./lazy"

// Most page views come with a stored choice; only the others fetch the banner and js-cookie.
const Panel = lazy(() =>
  import("./cookie-banner-panel").then((module) => module.CookieBannerPanel)
)

/**
 * Shown while no `cookieConsent` cookie exists, that is until the visitor chooses. Rendered early
 * in the layout so that Tab reaches it first; it appears only in the browser, never in the static
 * HTML.
 */
export function CookieBanner() {
  const consent = useConsent()
  return consent === null ? <Panel /> : null
}
