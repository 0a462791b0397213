import * as React from "react"

// The visitor's cookie choice: `cookieConsent` = accepted | declined. Shared by the banner and the
// gate of the third-party scripts. Reading is one regular expression, so every page can know the
// choice without loading js-cookie; the banner, which writes the cookie, brings js-cookie with it
// (components/cookie-banner-panel.tsx).
export const CONSENT_COOKIE = "cookieConsent"
export type Consent = "accepted" | "declined"

const listeners = new Set<() => void>()
const pattern = new RegExp(
  `(?:^|;\\s*)${CONSENT_COOKIE}=(accepted|declined)(?:;|$)`
)

/** The stored choice, or null when there is none (a value we did not write counts as none). */
export function storedConsent(): Consent | null {
  return (pattern.exec(document.cookie)?.[1] as Consent | undefined) ?? null
}

/** Tells the page the cookie has just been written. */
export function consentChanged() {
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * The choice once the page runs in the browser; `undefined` while it cannot be known (the server
 * render and hydration), so neither the banner nor any script appears in the static HTML.
 */
export function useConsent(): Consent | null | undefined {
  return React.useSyncExternalStore<Consent | null | undefined>(
    subscribe,
    storedConsent,
    () => undefined
  )
}
